-- RUN: --tran 2 --step 1ms netlists/quarter_car.vhd
-- REF: ref_lib_ode quarter_car dt=0.001 tstop=2
-- CHECK: --col dut.x_body=chassis --range-tol 1e-4
-- CHECK: --col dut.x_wheel=wheel --range-tol 1e-4
-- CHECK: --col dut.x_road=road --range-tol 1e-6
-- CHECK: --col dut.travel=travel --range-tol 1e-4
-- CHECK: --col dut.tyre_force=tyre_force --range-tol 1e-4
-- CHECK: --at 0.2 --col dut.x_road --value 0.05 --tol 1e-9
-- CHECK: --col dut.balance --max 0 --tol 2e-3
-- CHECK: --col dut.balance --min 0 --tol 2e-3
-- CHECK: --col dut.tyre_force --min -1128.9 --tol 0.5
--
-- The example netlists/quarter_car.vhd with its default parameters: body
-- 250 kg, wheel 35 kg, suspension 16 kN/m and 1 kN*s/m, tyre 160 kN/m,
-- a raised-cosine bump 5 cm high passed in 0.2 s from t = 0.1 s.  The
-- netlist is instantiated as dut.
-- Reference: RK4 integration of the two equations of motion with the
-- corners of the bump located exactly (tests/tools/ref_lib_ode.c, model
-- quarter_car).
-- Energy: the netlist integrates the road's work on the tyre and the heat
-- in the damper, and adds the kinetic and elastic energies; balance stays
-- ~0 (the road does about 100 J of work).  Once the bump is passed, all of
-- that work ends up as heat.
-- Tolerances: 1e-4 of the range against the reference (the road, an
-- imposed function of time, 1e-6); the balance 2e-3 J (2e-5 of the work;
-- reached: 3.5e-4 J, mostly while the road moves, when its velocity is a
-- difference quotient of the imposed position); the lowest dynamic tyre
-- load, -1128.9 N from the reference, within 0.5 N.

entity ex_quarter_car is
end entity ex_quarter_car;

architecture bench of ex_quarter_car is
begin
  dut : entity work.quarter_car;
end architecture bench;
