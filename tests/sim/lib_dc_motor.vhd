-- RUN: --tran 3 --step 5ms
-- REF: ref_lti dc_motor_gear R=1 L=0.5 kt=0.01 J=0.01 d=0.1 ratio=1 JL=0 dL=0 V=1 dt=0.005 tstop=3
-- CHECK: --col motor.w --range-tol 1e-4
-- CHECK: --col motor.i --range-tol 1e-4
-- CHECK: --col shaft_b=motor.w --range-tol 1e-4
-- CHECK: --col i_b=motor.i --range-tol 1e-4
-- CHECK: --at 0.3 --col motor.w --value 0.0326396 --tol 3.3e-7
-- CHECK: --at 3 --col motor.w --value 0.0995928 --tol 1e-6
-- CHECK: --at 0.3 --col motor.i --value 0.451118 --tol 4.5e-6
-- CHECK: --at 0 --col motor.w --value 0 --tol 1e-12
-- CHECK: --at 0 --col motor.i --value 0 --tol 1e-12
-- CHECK: --col diff_w --max 0 --tol 1e-9
-- CHECK: --col diff_w --min 0 --tol 1e-9
-- CHECK: --col diff_i --max 0 --tol 1e-9
-- CHECK: --col diff_i --min 0 --tol 1e-9
--
-- DC motor speed step: DC_Motor of stdlib/models/converters.vhd (winding
-- R = 1 ohm, L = 0.5 H, kt = 0.01 N*m/A, rotor J = 0.01 kg*m**2, friction
-- b = 0.1 N*m*s/rad) switched onto 1 V at t = 0+ (VoltageStep), unloaded:
--   L i' = V - R i - kt w,   J w' = kt i - b w.
-- Reference: the exact solution of this linear system by matrix
-- exponential (tests/tools/ref_lti.c, model dc_motor_gear with gear ratio
-- 1 and no load), and the values of the issue, which were checked with an
-- independent closed form (eigenvalues of the 2x2 system, in Python):
--   w(0.3 s) = 0.0326396 rad/s, w(3 s) = 0.0995928 rad/s,
--   i(0.3 s) = 0.451118 A.
-- A second motor is assembled from parts (b: resistor, inductor, emf,
-- inertia_rv, damper_rv, with a CurrentSensor in series) on the same
-- source; its speed (terminal shaft_b) and current (i_b) must equal the
-- first's (diff_w, diff_i).  Tolerances: 1e-4 of the range against the
-- matrix exponential, 1e-5 relative for the three values (they are given
-- to 6 digits), 1e-9 for the differences of the two assemblies.

library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity lib_dc_motor is
end entity lib_dc_motor;

architecture bench of lib_dc_motor is
  terminal supply, supply_a, n_b1, n_b2, n_b3 : electrical;
  terminal shaft_a, shaft_b : rotational_v;
  quantity w_a across shaft_a to rotational_v_ref;
  quantity w_b across shaft_b to rotational_v_ref;
  quantity i_a, i_b, diff_w, diff_i : real;
begin
  src : entity work.VoltageStep generic map (final => 1.0)
    port map (p => supply, n => ground);

  sense_a : entity work.CurrentSensor port map (p => supply, n => supply_a, y => i_a);
  motor : entity work.DC_Motor(basic)
    generic map (r_wind => 1.0, kt => 0.01, l => 0.5, d => 0.1, j => 0.01)
    port map (p1 => supply_a, p2 => ground, shaft_rotv => shaft_a);

  sense_b : entity work.CurrentSensor port map (p => supply, n => n_b1, y => i_b);
  res : entity work.resistor(ideal) generic map (r => 1.0) port map (p => n_b1, n => n_b2);
  ind : entity work.inductor(ideal) generic map (l => 0.5) port map (p => n_b2, n => n_b3);
  gap : entity work.emf(ideal) generic map (k => 0.01)
    port map (p => n_b3, n => ground, shaft => shaft_b);
  rotor : entity work.inertia_rv(ideal) generic map (j => 0.01) port map (p => shaft_b);
  bearing : entity work.damper_rv(ideal) generic map (d => 0.1)
    port map (p => shaft_b, n => rotational_v_ref);

  diff_w == w_a - w_b;
  diff_i == i_a - i_b;
end architecture bench;
