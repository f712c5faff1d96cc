#!/usr/bin/env bash
# The quiescent point of tests/scripts/op_homotopy.vhd needs gmin or source
# stepping.  Checks that vamsim says which strategy worked and that the
# diode voltage solves 5 = vd + 1e-14 (exp(vd/0.025) - 1), found here
# independently by bisection.
set -u
VAMSIM=${VAMSIM:-./vamsim}
dir=$(dirname "$0")
out=$($VAMSIM --op --probe k "$dir/op_homotopy.vhd" 2>/tmp/op_homotopy.err); rc=$?
if [ $rc -ne 0 ]; then echo "FAIL op_homotopy: exit $rc"; sed 's/^/    /' /tmp/op_homotopy.err; exit 0; fi
if grep -q "stepping found the solution" /tmp/op_homotopy.err; then
  echo "PASS op_homotopy: $(grep -o '[a-z]* stepping found' /tmp/op_homotopy.err) the quiescent point"
else
  echo "FAIL op_homotopy: no note on the strategy used"; sed 's/^/    /' /tmp/op_homotopy.err
fi
got=${out#k = }
want=$(awk 'BEGIN { lo = 0; hi = 5; for (i = 0; i < 200; i++) { m = (lo + hi) / 2;
  f = m + 1e-14 * (exp(m / 0.025) - 1) - 5; if (f > 0) hi = m; else lo = m } printf "%.12g", lo }')
if awk -v g="$got" -v w="$want" 'BEGIN { d = g - w; if (d < 0) d = -d; exit !(d < 1e-9) }'; then
  echo "PASS op_homotopy: vd = $got (bisection: $want)"
else
  echo "FAIL op_homotopy: vd = $got, want $want"
fi
