#!/usr/bin/env bash
# Every crash or hang the fuzzer ever found (tests/fuzz/regress/) and a set
# of hostile inputs made here: vamsim must end with status 0 or 1 (never a
# signal, never a hang) and print a diagnostic for bad input.
set -u
VAMSIM=${VAMSIM:-./vamsim}
tmp=$(mktemp -d)
# generated hostile inputs
head -c 20000 /dev/urandom > "$tmp/garbage.vhd" 2>/dev/null || printf '\001\002\377' > "$tmp/garbage.vhd"
: > "$tmp/empty.vhd"
awk 'BEGIN { printf "entity e is end entity e; architecture a of e is quantity x : real; begin x == "; for (i = 0; i < 100000; i++) printf "("; printf "1.0"; for (i = 0; i < 100000; i++) printf ")"; print "; end architecture a;" }' > "$tmp/deep_parens.vhd"
awk 'BEGIN { printf "entity e is end entity e; architecture a of e is quantity x : real; begin x == 1.0"; for (i = 0; i < 100000; i++) printf " + 1.0"; print "; end architecture a;" }' > "$tmp/long_sum.vhd"
awk 'BEGIN { printf "entity e is end entity e; architecture a of e is quantity "; for (i = 0; i < 100000; i++) printf "q"; printf " : real; begin "; for (i = 0; i < 100000; i++) printf "q"; print " == 1.0; end architecture a;" }' > "$tmp/long_ident.vhd"
for f in tests/fuzz/regress/* "$tmp"/*.vhd; do
  [ -e "$f" ] || continue
  name=$(basename "$f")
  timeout 60 $VAMSIM --check "$f" > /dev/null 2> "$tmp/err"; rc=$?
  if [ $rc -eq 0 ] || [ $rc -eq 1 ]; then
    if [ $rc -eq 1 ] && ! grep -q "error:" "$tmp/err"; then echo "FAIL fuzz_regress $name: status 1 without a diagnostic"
    else echo "PASS fuzz_regress $name: status $rc"; fi
  else
    echo "FAIL fuzz_regress $name: status $rc (crash or hang)"; head -5 "$tmp/err" | sed 's/^/    /'
  fi
done
rm -rf "$tmp"
