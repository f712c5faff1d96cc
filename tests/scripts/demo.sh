#!/usr/bin/env bash
# The demo (`make demo`): simulates netlists/drivetrain.vhd with the demo's
# own options and compares the two probed columns with an independent RK4
# integration of the same drive train (build/tools/ref_ode drivetrain).
# Prints PASS/FAIL lines; details of a failure are indented.
set -u
BUILD=${BUILD:-build}
VAMSIM=${VAMSIM:-./vamsim}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

log=$($VAMSIM --tran 2 --step 0.01 --probe load.w,motor.i -o "$tmp/demo.csv" netlists/drivetrain.vhd 2>&1)
rc=$?
if [ $rc -ne 0 ]; then
  echo "FAIL demo: vamsim exited with $rc"; sed 's/^/    /' <<<"$log"; exit 0
fi
echo "PASS demo: netlists/drivetrain.vhd simulates"
head=$(head -1 "$tmp/demo.csv")
if [ "$head" = "time,load.w,motor.i" ]; then echo "PASS demo: columns are time,load.w,motor.i"
else echo "FAIL demo: columns are '$head', want 'time,load.w,motor.i'"; fi

"$BUILD/tools/ref_ode" drivetrain dt=0.01 tstop=2 > "$tmp/ref.csv"
for c in load.w motor.i; do
  res=$("$BUILD/tools/csvcheck" "$tmp/demo.csv" --ref "$tmp/ref.csv" --col "$c" --range-tol 1e-3 2>&1)
  if [ $? -eq 0 ]; then echo "PASS demo: $c within 1e-3 of its range of the RK4 reference"
  else echo "FAIL demo: $c differs from the RK4 reference"; sed 's/^/    /' <<<"$res"; fi
done
