#!/usr/bin/env bash
# vamsim --op: the quiescent point of tests/scripts/op_point.vhd, printed
# as `name = value` lines, compared with hand-computed values.
# Prints PASS/FAIL lines; details of a failure are indented.
set -u
VAMSIM=${VAMSIM:-./vamsim}
dir=$(dirname "$0")

log=$($VAMSIM --op "$dir/op_point.vhd" 2>&1)
rc=$?
if [ $rc -ne 0 ]; then
  echo "FAIL op_point: vamsim --op exited with $rc"; sed 's/^/    /' <<<"$log"; exit 0
fi

# check NAME VALUE TOL: the line `NAME = v` must have |v - VALUE| <= TOL.
check() {
  local got
  got=$(awk -v n="$1" '$1 == n && $2 == "=" { print $3; exit }' <<<"$log")
  if [ -z "$got" ]; then
    echo "FAIL op_point: no line '$1 = ...'"; sed 's/^/    /' <<<"$log"; return
  fi
  if awk -v g="$got" -v w="$2" -v t="$3" 'BEGIN { d = g - w; if (d < 0) d = -d; exit !(d <= t) }'; then
    echo "PASS op_point: $1 = $got (want $2)"
  else
    echo "FAIL op_point: $1 = $got, want $2 +- $3"
  fi
}
check mid 7.5 1e-9
check r1.i 0.0025 1e-12
check r2.v 7.5 1e-9
check bob -0.04903325 1e-9
check spring.f -19.6133 1e-8
check weight.x -0.04903325 1e-9
