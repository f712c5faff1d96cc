#!/usr/bin/env bash
# The whole suite: unit tests (tests/unit), simulations compared with
# independent references (tests/sim), and expected diagnostics
# (tests/errors).  Ends with the line "N passed, N failed".
#
# Simulation tests: tests/sim/NAME.vhd, with header lines
#   -- RUN: <vamsim options>            (the file itself is appended)
#   -- REF: <prog> [args]               reference CSV from build/tools/<prog>
#   -- CHECK: <csvcheck arguments>      each a separate check of the output
# Error tests: tests/errors/NAME.vhd, with
#   -- RUN: <vamsim options>            (optional)
#   -- EXIT: <status>                   (default 1)
#   -- ERROR: LINE:COL: key words       each must appear as
#                                        NAME.vhd:LINE:COL: error: ...key words...
#   -- ERROR: -:-: key words            an error without a source location
#                                        (vamsim: error: ...key words...)
set -u
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
VAMSIM=${VAMSIM:-./vamsim}
OUT=tests/out
mkdir -p "$OUT"
pass=0 fail=0
ok()   { pass=$((pass + 1)); echo "PASS $1"; }
bad()  { fail=$((fail + 1)); echo "FAIL $1"; [ -n "${2:-}" ] && sed 's/^/    /' <<<"$2"; }

# ---- unit tests: each binary prints PASS/FAIL per case ----
for t in "$BUILD"/tests/test_*; do
  [ -x "$t" ] || continue
  log=$("$t" 2>&1); rc=$?
  p=$(grep -c '^PASS ' <<<"$log"); f=$(grep -c '^FAIL ' <<<"$log")
  pass=$((pass + p)); fail=$((fail + f))
  grep -E '^(PASS|FAIL) ' <<<"$log" | sed "s|^\(....\) |\1 $(basename "$t"): |"
  grep -E '^  FAIL' <<<"$log"
  if [ $rc -ne 0 ] && [ "$f" -eq 0 ]; then bad "$(basename "$t") exited with $rc" "$(tail -5 <<<"$log")"; fi
done

header() { sed -n "s/^-- $2: *//p" "$1"; }

# ---- simulations against references ----
for f in tests/sim/*.vhd; do
  [ -e "$f" ] || continue
  name=$(basename "$f" .vhd)
  args=$(header "$f" RUN)
  csv="$OUT/$name.csv"
  log=$($VAMSIM $args -o "$csv" "$f" 2>&1); rc=$?
  if [ $rc -ne 0 ]; then bad "sim $name: vamsim exited with $rc" "$log"; continue; fi
  refargs=""
  ref=$(header "$f" REF)
  if [ -n "$ref" ]; then
    prog=${ref%% *}; rest=${ref#"$prog"}
    if ! "$BUILD/tools/$prog" $rest > "$OUT/$name.ref.csv"; then bad "sim $name: reference $prog failed"; continue; fi
    refargs="--ref $OUT/$name.ref.csv"
  fi
  while IFS= read -r chk; do
    [ -n "$chk" ] || continue
    res=$("$BUILD/tools/csvcheck" "$csv" $refargs $chk 2>&1)
    if [ $? -eq 0 ]; then ok "sim $name: $chk"; else bad "sim $name: $chk" "$res"; fi
  done < <(header "$f" CHECK)
done

# ---- diagnostics ----
for f in tests/errors/*.vhd; do
  [ -e "$f" ] || continue
  name=$(basename "$f")
  args=$(header "$f" RUN)
  want=$(header "$f" EXIT); want=${want:-1}
  log=$($VAMSIM $args "$f" 2>&1 >/dev/null); rc=$?
  if [ "$rc" -ne "$want" ]; then bad "error $name: exit status $rc, want $want" "$log"; continue; fi
  okall=1
  while IFS= read -r e; do
    [ -n "$e" ] || continue
    lc=${e%%:*}; rest=${e#*:}; col=${rest%%:*}; words=${rest#*:}; words=${words# }
    if [ "$lc" = "-" ]; then
      line=$(grep -F -- "vamsim: error:" <<<"$log" | grep -iF -- "${words%% *}" | head -1)
    else
      line=$(grep -F -- "$name:$lc:$col: error:" <<<"$log" | head -1)
    fi
    if [ -z "$line" ]; then bad "error $name: no error at $lc:$col" "$log"; okall=0; continue; fi
    for w in $words; do
      if ! grep -qiF -- "$w" <<<"$line"; then bad "error $name:$lc:$col: message lacks '$w'" "$line"; okall=0; fi
    done
  done < <(header "$f" ERROR)
  [ $okall -eq 1 ] && ok "error $name"
done

# ---- extra script tests: tests/scripts/*.sh print PASS/FAIL lines ----
for s in tests/scripts/*.sh; do
  [ -e "$s" ] || continue
  log=$(VAMSIM=$VAMSIM BUILD=$BUILD bash "$s" 2>&1)
  p=$(grep -c '^PASS ' <<<"$log"); f=$(grep -c '^FAIL ' <<<"$log")
  pass=$((pass + p)); fail=$((fail + f))
  grep -E '^(PASS|FAIL|  )' <<<"$log"
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
