-- RUN: --tran 1.2 --step 1ms netlists/servo.vhd
-- REF: ref_lib_ode servo dt=0.001 tstop=1.2
-- CHECK: --col dut.theta=theta --range-tol 1e-4
-- CHECK: --col dut.motor.i=motor.i --range-tol 1e-4
-- CHECK: --col dut.motor.w=motor.w --range-tol 1e-4
-- CHECK: --col dut.u_sat=u_sat --range-tol 1e-4
-- CHECK: --col dut.u_pi=u_pi --range-tol 1e-4
-- CHECK: --col dut.theta --max 1.073496 --tol 1e-4
-- CHECK: --col dut.theta --min -1.212321 --tol 1e-4
-- CHECK: --col dut.theta --final -1.203 --tol 1e-6
-- CHECK: --col dut.motor.i --final -12 --tol 1e-5
-- CHECK: --col dut.u_sat --max 15.068732 --tol 1e-4
-- CHECK: --col dut.u_sat --min -24 --tol 1e-9
-- CHECK: --col dut.balance --max 0 --tol 1e-3
-- CHECK: --col dut.balance --min 0 --tol 1e-3
--
-- The example netlists/servo.vhd with its default parameters: a PI
-- position loop (kp = 125 V/rad, ki = 625 V/(rad*s)) with a +-24 V
-- voltage limit, driving a DC motor (2 ohm, 2 mH, kt = 0.05 N*m/A) and,
-- through a 50:1 gear, a load of 0.01 kg*m**2 between end stops at
-- +-1.2 rad (1e4 N*m/rad, 10 N*m*s/rad).  The reference moves to 1 rad,
-- then to -1.5 rad, beyond the stop.  The netlist is instantiated as dut.
--
-- Reference: RK4 integration of the same loop, reduced to four states
-- (the PI integral, the current, the motor speed and the load angle),
-- with the switching of the limiter, the stops and the reference profile
-- located exactly (tests/tools/ref_lib_ode.c, model servo).  Values
-- worked out by hand: at the end the load rests on the stop, deflected by
-- the stall torque: 50 * 0.05 N*m/A * 12 A / 1e4 N*m/rad = 3 mrad, so
-- theta = -1.203 rad, with the stall current 24 V / 2 ohm = 12 A
-- (negative: the motor pushes towards -theta); the limiter holds -24 V
-- during the second move.  The overshoot after the first move,
-- 1.073496 rad, the deepest point in the stop, -1.212321 rad, and the
-- highest voltage, 15.068732 V (the first move needs no clipping), come
-- from the reference.
-- Energy: the netlist integrates the amplifier's power v*i and all the
-- heat (winding, friction, stop damping) and adds the magnetic, kinetic
-- and stop energies; balance stays ~0.
-- Tolerances: 1e-4 of the range against the reference (reached: 3e-6);
-- 1e-4 for the extremes; the final values to 1e-6 (relative); the
-- balance to 1e-3 J of a total work of 104 J (reached: 3e-5 J).

entity ex_servo is
end entity ex_servo;

architecture bench of ex_servo is
begin
  dut : entity work.servo;
end architecture bench;
