#!/usr/bin/env bash
# The model library (stdlib/models) and the example designs (netlists):
#   * every example runs on its own with the command in its header;
#   * every architecture of every entity of the library is simulated by
#     some test (tests/sim/lib_*.vhd, tests/sim/ex_*.vhd) or example;
#   * a design's own entity wins over the library's of the same name, and
#     the library's stays reachable as models.NAME;
#   * an entity found in neither work nor the library is reported as such.
# Prints PASS/FAIL lines; details of a failure are indented.
set -u
VAMSIM=${VAMSIM:-./vamsim}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# ---- the examples, each with the command of its header ----
for f in netlists/*.vhd; do
  name=$(basename "$f" .vhd)
  [ "$name" = drivetrain ] && continue          # tests/scripts/demo.sh runs it
  cmd=$(sed -n 's/^--[[:space:]]*vamsim \(.*\) netlists\/[a-z_]*\.vhd[[:space:]]*$/\1/p' "$f" | head -1)
  if [ -z "$cmd" ]; then echo "FAIL lib_models: $f has no '--   vamsim ... $f' line"; continue; fi
  log=$($VAMSIM $cmd -o "$tmp/$name.csv" "$f" 2>&1)
  rc=$?
  rows=$(($(wc -l < "$tmp/$name.csv" 2>/dev/null || echo 1) - 1))
  if [ $rc -eq 0 ] && [ "$rows" -gt 100 ]; then
    echo "PASS lib_models: netlists/$name.vhd runs on its own ($rows rows)"
  else
    echo "FAIL lib_models: netlists/$name.vhd: exit $rc, $rows rows"; sed 's/^/    /' <<<"$log" | head -5
  fi
done

# ---- every architecture of the library is simulated somewhere ----
# pairs "entity arch", in file order; the last architecture of an entity
# is the one an instance without an architecture name gets.
awk 'tolower($1) == "architecture" && tolower($3) == "of" { print tolower($4), tolower($2) }' \
  stdlib/models/*.vhd > "$tmp/archs"
awk '{ last[$1] = $2 } END { for (e in last) print e, last[e] }' "$tmp/archs" > "$tmp/default"
# uses "entity arch" (arch empty for the default), from the tests and
# examples (not drivetrain.vhd, which defines its own entities)
grep -ohiE 'work\.[a-z0-9_]+[[:space:]]*(\([[:space:]]*[a-z0-9_]+)?' \
  tests/sim/lib_*.vhd tests/sim/ex_*.vhd $(ls netlists/*.vhd | grep -v drivetrain) |
  tr 'A-Z' 'a-z' | sed 's/^work\.//; s/[[:space:]]//g; s/(/ /' > "$tmp/uses"
missing=0
while read -r ent arch; do
  if grep -qx "$ent $arch" "$tmp/uses"; then continue; fi
  if grep -qx "$ent $arch" "$tmp/default" && grep -qx "$ent" "$tmp/uses"; then continue; fi
  echo "FAIL lib_models: $ent($arch) of stdlib/models is simulated by no test"
  missing=$((missing + 1))
done < "$tmp/archs"
n=$(wc -l < "$tmp/archs")
[ $missing -eq 0 ] && echo "PASS lib_models: all $n architectures of stdlib/models are simulated by a test"

# ---- a design's own entity wins; models.NAME still reaches the library ----
cat > "$tmp/override.vhd" <<'EOF'
library ieee;
use ieee.mechanical_systems.all;

-- A user's spring_t, twice as stiff as it says.
entity spring_t is
  generic (k : real);
  port (terminal p, n : translational);
end entity spring_t;

architecture linear of spring_t is
  quantity x across f through p to n;
begin
  f == 2.0 * k * x;
end architecture linear;

library ieee;
use ieee.mechanical_systems.all;
library models;

entity override is
end entity override;

architecture bench of override is
  terminal a, b : translational;
begin
  fa : entity work.ForceConst_t generic map (magnitude => 10.0) port map (p => a, n => translational_ref);
  sa : entity work.spring_t(linear) generic map (k => 5.0) port map (p => a, n => translational_ref);
  fb : entity work.ForceConst_t generic map (magnitude => 10.0) port map (p => b, n => translational_ref);
  sb : entity models.spring_t(linear) generic map (k => 5.0) port map (p => b, n => translational_ref);
end architecture bench;
EOF
log=$($VAMSIM --op "$tmp/override.vhd" 2>&1)
a=$(awk '$1 == "a" && $2 == "=" { print $3 }' <<<"$log")
b=$(awk '$1 == "b" && $2 == "=" { print $3 }' <<<"$log")
if [ "$a" = 1 ] && [ "$b" = 2 ]; then
  echo "PASS lib_models: the design's spring_t wins (a = 1 m), models.spring_t is the library's (b = 2 m)"
else
  echo "FAIL lib_models: override: a = '$a' (want 1), b = '$b' (want 2)"; sed 's/^/    /' <<<"$log" | head -5
fi

# ---- an entity in neither place ----
cat > "$tmp/missing.vhd" <<'EOF'
library ieee;
use ieee.mechanical_systems.all;

entity missing is
end entity missing;

architecture bench of missing is
  terminal a : translational;
begin
  u : entity work.no_such_model port map (p => a);
end architecture bench;
EOF
log=$($VAMSIM --op "$tmp/missing.vhd" 2>&1)
rc=$?
if [ $rc -eq 1 ] && grep -q "missing.vhd:10:19: error: entity 'no_such_model' not found in library 'work' (nor in the model library)" <<<"$log"; then
  echo "PASS lib_models: an unknown entity is reported at its name, with the model library searched"
else
  echo "FAIL lib_models: unknown entity: exit $rc"; sed 's/^/    /' <<<"$log" | head -5
fi
