#!/usr/bin/env bash
# Quiescent points that plain Newton does not find from the start:
#  - op_homotopy.vhd, a diode behind 1 ohm from 5 V: damped Newton;
#  - op_homotopy2.vhd, x^3 - 2x + 2 = 0 from 0: Newton cycles, damped
#    Newton stalls; gmin or source stepping must find it, and vamsim says
#    which.  Both answers are checked against bisection done here.
set -u
VAMSIM=${VAMSIM:-./vamsim}
dir=$(dirname "$0")
err=$(mktemp)

bisect() {   # bisect F LO HI: root of the awk expression F in x
  awk -v lo="$2" -v hi="$3" "function f(x) { return $1 }"'
    BEGIN { s = f(lo) > 0; for (i = 0; i < 200; i++) { m = (lo + hi) / 2; if ((f(m) > 0) == s) lo = m; else hi = m }
            printf "%.12g", lo }'
}
close_to() { awk -v g="$1" -v w="$2" 'BEGIN { d = g - w; if (d < 0) d = -d; exit !(d < 1e-9) }'; }

out=$($VAMSIM --op --probe k "$dir/op_homotopy.vhd" 2>"$err"); rc=$?
want=$(bisect 'x + 1e-14 * (exp(x / 0.025) - 1) - 5' 0 5)
got=${out#k = }
if [ $rc -eq 0 ] && close_to "$got" "$want"; then echo "PASS op_homotopy diode: vd = $got (bisection: $want)"
else echo "FAIL op_homotopy diode: exit $rc, vd = $got, want $want"; sed 's/^/    /' "$err"; fi

out=$($VAMSIM --op "$dir/op_homotopy2.vhd" 2>"$err"); rc=$?
want=$(bisect 'x * x * x - 2 * x + 2' -3 0)
got=${out#x = }
if [ $rc -eq 0 ] && close_to "$got" "$want"; then echo "PASS op_homotopy cubic: x = $got (bisection: $want)"
else echo "FAIL op_homotopy cubic: exit $rc, x = $got, want $want"; sed 's/^/    /' "$err"; fi
if grep -q "stepping found the solution" "$err"; then
  echo "PASS op_homotopy cubic: $(grep -o '[a-z]* stepping found' "$err") the quiescent point"
else echo "FAIL op_homotopy cubic: no note on the strategy used"; fi
rm -f "$err"
