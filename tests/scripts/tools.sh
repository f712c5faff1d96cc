#!/usr/bin/env bash
# Tests of the test tools themselves: csvcheck's verdicts and exit codes,
# and the reference programs against each other and against steady states
# worked out by hand.  Needs only build/tools (no vamsim).
# Prints one PASS or FAIL line per case; details of a failure are indented.
set -u
BUILD=${BUILD:-build}
T="$BUILD/tools"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# expect NAME STATUS CMD...: CMD must exit with STATUS.
expect() {
  local name=$1 want=$2; shift 2
  local log; log=$("$@" 2>&1); local rc=$?
  if [ "$rc" -eq "$want" ]; then echo "PASS tools: $name"
  else echo "FAIL tools: $name (exit $rc, want $want)"; sed 's/^/    /' <<<"$log"; fi
}

for p in csvcheck ref_lti ref_closed ref_ode; do
  if [ ! -x "$T/$p" ]; then echo "FAIL tools: $T/$p is not built"; exit 0; fi
done

# ---- csvcheck ----
cat > "$tmp/out.csv" <<'EOF'
time,motor.w,"x'dot",m1.tforce
0,0,1,5
0.5,1,2,5
1,2,3,5
1,4,3,5
2,6,3,5
EOF
cat > "$tmp/ref.csv" <<'EOF'
time,w
0,0
0.25,0.5
0.5,1
1.5,5
2,6
EOF
cat > "$tmp/short.csv" <<'EOF'
time,w
0,0
1,2
EOF
C="$T/csvcheck"
expect "interpolates between rows"        0 $C "$tmp/out.csv" --at 0.25 --col motor.w --value 0.5 --tol 1e-12
expect "reports a wrong value"            1 $C "$tmp/out.csv" --at 0.25 --col motor.w --value 0.6 --tol 1e-3
expect "takes the later of two equal times" 0 $C "$tmp/out.csv" --at 1 --col motor.w --value 4 --tol 0
expect "matches names ignoring case"      0 $C "$tmp/out.csv" --at 1.5 --col MOTOR.W --value 5 --tol 1e-12
expect "reads a quoted name with a quote" 0 $C "$tmp/out.csv" --at 0.5 --col "x'dot" --value 2 --tol 0
expect "fails outside the time span"      1 $C "$tmp/out.csv" --at 2.5 --col motor.w --value 6 --tol 1
expect "exit 2 on an unknown column"      2 $C "$tmp/out.csv" --at 0 --col motor.v --value 0 --tol 1
expect "exit 2 on a missing file"         2 $C "$tmp/none.csv" --rows-min 1
expect "exit 2 on a usage error"          2 $C "$tmp/out.csv" --at 0 --col motor.w
expect "range check passes"               0 $C "$tmp/out.csv" --ref "$tmp/ref.csv" --col motor.w=w --range-tol 1e-12
expect "range check fails"                1 $C "$tmp/out.csv" --ref "$tmp/ref.csv" --col m1.tforce=w --range-tol 1e-3
expect "range check window"               0 $C "$tmp/out.csv" --ref "$tmp/ref.csv" --col x\'dot=w --range-tol 1e-9 --from 0.5 --to 0.5 --abs 1
expect "range check on a short output"    1 $C "$tmp/short.csv" --ref "$tmp/ref.csv" --col w --range-tol 1
expect "final value"                      0 $C "$tmp/out.csv" --col m1.tforce --final 5 --tol 0
expect "maximum"                          0 $C "$tmp/out.csv" --col motor.w --max 6 --tol 0
expect "minimum"                          1 $C "$tmp/out.csv" --col motor.w --min 1 --tol 0.5
expect "row count"                        0 $C "$tmp/out.csv" --rows-min 5
printf 'time,a\n0,1\n1,nan\n' > "$tmp/nan.csv"
expect "NaN fails a check"                1 $C "$tmp/nan.csv" --col a --final 1 --tol 1e9
printf 'time,a\n0,1\n1,x\n' > "$tmp/bad.csv"
expect "exit 2 on a bad number"           2 $C "$tmp/bad.csv" --rows-min 1
printf 'time,a\n1,1\n0,1\n' > "$tmp/back.csv"
expect "exit 2 when time goes back"       2 $C "$tmp/back.csv" --rows-min 1

# ---- reference programs ----
# The issue's closed-form values for the two-inertia drive at t = 0.5 s.
"$T/ref_lti" two_inertia > "$tmp/two.csv"
expect "two_inertia gear-side angle 0.8930179" 0 $C "$tmp/two.csv" --at 0.5 --col jg.phi --value 0.8930179 --tol 5e-8
expect "two_inertia load speed 3.561741"      0 $C "$tmp/two.csv" --at 0.5 --col load.w --value 3.561741 --tol 5e-7
# Two independent references of the same model: closed form and expm.
"$T/ref_closed" msd_sine > "$tmp/msd_closed.csv"
"$T/ref_lti" msd_sine > "$tmp/msd_expm.csv"
expect "msd_sine: closed form = expm (x)" 0 $C "$tmp/msd_closed.csv" --ref "$tmp/msd_expm.csv" --col x --range-tol 1e-12
expect "msd_sine: closed form = expm (v)" 0 $C "$tmp/msd_closed.csv" --ref "$tmp/msd_expm.csv" --col v --range-tol 1e-12
# Steady states: dc_motor_gear, i = V deff/(R deff + kt^2),
# w = kt V/(R deff + kt^2) with deff = d + dL/ratio^2.
"$T/ref_lti" dc_motor_gear tstop=60 dt=1 > "$tmp/dc.csv"
expect "dc_motor_gear steady current" 0 $C "$tmp/dc.csv" --col motor.i --final 0.9991119005328597 --tol 1e-9
expect "dc_motor_gear steady speed"   0 $C "$tmp/dc.csv" --col motor.w --final 0.08880994671403197 --tol 1e-11
# drivetrain: kt w + R (dm w + cf w^2/n^3)/kt = V, a quadratic in the motor speed w.
"$T/ref_ode" drivetrain tstop=40 dt=1 > "$tmp/dt.csv"
expect "drivetrain steady motor speed" 0 $C "$tmp/dt.csv" --col motor.w --final 109.80522408964923 --tol 1e-6
expect "drivetrain steady current"     0 $C "$tmp/dt.csv" --col motor.i --final 2.038955182070154 --tol 1e-8
# RK4 step halving changes nothing visible.
"$T/ref_ode" drivetrain > "$tmp/dt1.csv"
"$T/ref_ode" drivetrain h=5e-6 > "$tmp/dt2.csv"
expect "drivetrain RK4 converged" 0 $C "$tmp/dt1.csv" --ref "$tmp/dt2.csv" --col load.w --range-tol 1e-11
