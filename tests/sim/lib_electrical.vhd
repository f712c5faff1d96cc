-- RUN: --tran 0.01 --step 1e-5
-- REF: ref_lib_closed circuits dt=1e-5 tstop=0.01
-- CHECK: --col cap_rc.v --range-tol 1e-4
-- CHECK: --col cap_rc2.v --range-tol 1e-4
-- CHECK: --col ind_rl.i --range-tol 1e-4
-- CHECK: --col cap_lc.v --range-tol 1e-4
-- CHECK: --col ind_lc.i --range-tol 1e-4
-- CHECK: --col d1.i --range-tol 1e-3
-- CHECK: --col d2.i --range-tol 1e-3
-- CHECK: --col d2.vj --range-tol 1e-3
-- CHECK: --at 0 --col cap_rc.v --value 0.2 --tol 1e-12
-- CHECK: --at 0 --col cap_lc.v --value 1 --tol 1e-12
-- CHECK: --at 0.001 --col cap_rc.v --value 0.705696447 --tol 1e-6
-- CHECK: --at 0.001 --col ind_rl.i --value 0.126424112 --tol 1e-7
--
-- The circuit elements of stdlib/models/electrical.vhd against closed
-- forms (tests/tools/ref_lib_closed.c, model circuits):
--   * RC: a 1 V source (VoltageConst), 1 kOhm, 1 uF starting at 0.2 V
--     (capacitor with_ic): vc = 1 - 0.8 exp(-t/1 ms);
--   * RC again, with a 1 V step at t = 0+ (VoltageStep) and the
--     capacitor without initial condition (ideal: at the quiescent point
--     it charges to the source's 0 V): vc = 1 - exp(-t/1 ms);
--   * RL: a 2 V step at t = 0+ (VoltageStep), 10 ohm, 10 mH (inductor
--     ideal: its current at the quiescent point follows from the circuit,
--     0 A): i = 0.2 (1 - exp(-t/1 ms));
--   * parallel RLC: 10 uF charged to 1 V (capacitor with_ic), 0.1 H with
--     no current (inductor with_ic), 500 ohm: a ring-down at 1000 rad/s
--     with decay rate 1/(2 R C) = 100 1/s;
--   * diodes: d1 (defaults: isat 1e-14 A, n = 1, vt = 25.852 mV) behind
--     100 ohm on a voltage ramp from -1 V to 2 V over 10 ms (VoltagePWL);
--     d2 (isat 1e-12 A, rs = 0.5 ohm, v_lin = 0.7 V, so beyond 0.7 V on
--     the junction the exponential is continued by its tangent) straight
--     on a ramp from 0 to 1.2 V.  The reference solves the same static
--     equations by bisection: the diodes have no dynamics, and the ramps
--     are slow.  The ramps are given up to 20 ms, beyond the end of the
--     run: a corner exactly at the end time hangs vamsim (reported).
-- Tolerances: 1e-4 of each column's range for the RC, RL and RLC
-- columns (default solver tolerances reltol 1e-6, abstol 1e-9; their
-- integration error is below 1e-5 of the range).  1e-3 for the diodes:
-- they have no state, so vamsim's error test does not see them, and
-- their output rows are interpolated between the steps the RLC states
-- allow (up to 0.14 ms), which costs up to 9e-5 of the range.

library ieee;
use ieee.electrical_systems.all;

entity lib_electrical is
end entity lib_electrical;

architecture bench of lib_electrical is
  terminal n_rc_in, n_rc, n_rc2_in, n_rc2, n_rl_in, n_rl, n_lc, n_d1_in, n_d1, n_d2 : electrical;
begin
  -- RC
  src_rc : entity work.VoltageConst generic map (level => 1.0)
    port map (p => n_rc_in, n => ground);
  res_rc : entity work.resistor(ideal) generic map (r => 1.0e3)
    port map (p => n_rc_in, n => n_rc);
  cap_rc : entity work.capacitor(with_ic) generic map (c => 1.0e-6, v0 => 0.2)
    port map (p => n_rc, n => ground);
  -- RC with a step and a capacitor without initial condition
  src_rc2 : entity work.VoltageStep generic map (final => 1.0)
    port map (p => n_rc2_in, n => ground);
  res_rc2 : entity work.resistor(ideal) generic map (r => 1.0e3)
    port map (p => n_rc2_in, n => n_rc2);
  cap_rc2 : entity work.capacitor(ideal) generic map (c => 1.0e-6)
    port map (p => n_rc2, n => ground);
  -- RL
  src_rl : entity work.VoltageStep generic map (final => 2.0)
    port map (p => n_rl_in, n => ground);
  res_rl : entity work.resistor(ideal) generic map (r => 10.0)
    port map (p => n_rl_in, n => n_rl);
  ind_rl : entity work.inductor(ideal) generic map (l => 10.0e-3)
    port map (p => n_rl, n => ground);
  -- parallel RLC
  cap_lc : entity work.capacitor(with_ic) generic map (c => 10.0e-6, v0 => 1.0)
    port map (p => n_lc, n => ground);
  ind_lc : entity work.inductor(with_ic) generic map (l => 0.1, i0 => 0.0)
    port map (p => n_lc, n => ground);
  res_lc : entity work.resistor(ideal) generic map (r => 500.0)
    port map (p => n_lc, n => ground);
  -- diodes
  src_d1 : entity work.VoltagePWL
    generic map (npoints => 2, t1 => 0 ms, v1 => -1.0, t2 => 20 ms, v2 => 5.0)
    port map (p => n_d1_in, n => ground);
  res_d1 : entity work.resistor(ideal) generic map (r => 100.0)
    port map (p => n_d1_in, n => n_d1);
  d1 : entity work.diode(shockley)
    port map (p => n_d1, n_k => ground);
  src_d2 : entity work.VoltagePWL
    generic map (npoints => 2, t1 => 0 ms, v1 => 0.0, t2 => 20 ms, v2 => 2.4)
    port map (p => n_d2, n => ground);
  d2 : entity work.diode(shockley) generic map (isat => 1.0e-12, rs => 0.5, v_lin => 0.7)
    port map (p => n_d2, n_k => ground);
end architecture bench;
