-- RUN: --tran 2 --step 1ms
-- CHECK: --at 1 --col pinion --value 100 --tol 1e-6
-- CHECK: --at 1 --col rack --value 5 --tol 1e-8
-- CHECK: --at 2 --col rack --value 10 --tol 1e-8
-- CHECK: --at 1 --col rp.t --value 1 --tol 1e-8
-- CHECK: --at 1 --col hub --value 2.515307568 --tol 3e-6
-- CHECK: --at 1 --col axle --value 0.7545922703 --tol 1e-6
-- CHECK: --at 2 --col axle --value 1.2244797934 --tol 1.5e-6
-- CHECK: --at 1 --col lin --value 1.818181818 --tol 1e-8
-- CHECK: --at 1 --col lout --value 5.454545455 --tol 1e-8
-- CHECK: --at 1 --col f_out --value 2.727272727 --tol 1e-8
-- CHECK: --at 1 --col xin --value 1.666666667 --tol 2e-6
-- CHECK: --at 1 --col xout --value -3.333333333 --tol 4e-6
-- CHECK: --at 2 --col xin --value 6.666666667 --tol 7e-6
--
-- The mechanical converters of stdlib/models/converters.vhd, each moving
-- a load whose motion has a closed form worked out by hand:
--   * rack_pinion (radius 0.05 m): a 2 N*m torque step on a pinion of
--     0.01 kg*m**2 drives a rack of 4 kg (mass_v).  Seen from the pinion
--     the rack adds m r**2 = 0.01 kg*m**2: w = 2 t / 0.02 = 100 t rad/s,
--     v = r w = 5 t m/s; the pinion passes the rack's inertial force,
--     4 kg * 5 m/s**2 = 20 N, as r * 20 N = 1 N*m (rp.t, the torque the
--     converter takes from the pinion);
--   * wheel (radius 0.3 m): a 30 N*m torque step on a wheel of 0.5
--     kg*m**2 pushes a car of 100 kg against a drag of 50 N*s/m.  Seen from
--     the wheel: J = 0.5 + 100 * 0.3**2 = 9.5 kg*m**2, drag 50 * 0.3**2 =
--     4.5 N*m*s/rad, so w = (30/4.5) (1 - exp(-4.5 t / 9.5)):
--     w(1 s) = 2.515307568 rad/s, v = 0.3 w = 0.7545922703 m/s,
--     v(2 s) = 1.2244797934 m/s;
--   * lever_v (ratio 3): 10 N on a 1 kg mass at the input end, 0.5 kg at
--     the output end (through a ForceSensor_v): the effective mass is
--     1 + 3**2 * 0.5 = 5.5 kg, v_in = 10 t / 5.5, v_out = 3 v_in; the
--     output mass takes 0.5 * 3 * 10/5.5 = 2.727272727 N (f_out);
--   * lever_t (ratio -2: the ends move in opposite directions): 10 N on
--     1 kg, 0.5 kg at the other end: 1 + 4 * 0.5 = 3 kg,
--     x_in = 10 t**2 / 6, x_out = -2 x_in.
-- Tolerances: 1e-6 relative (1e-8 absolute for the states that grow
-- linearly, which the integration formulas reproduce exactly).

library ieee;
use ieee.mechanical_systems.all;

entity lib_converters is
end entity lib_converters;

architecture bench of lib_converters is
  terminal pinion, hub : rotational_v;
  terminal rack, axle, lin, lout, lout2 : translational_v;
  terminal xin, xout : translational;
  quantity f_out : real;
begin
  tq1 : entity work.TorqueStep_rv generic map (final => 2.0)
    port map (p => pinion, n => rotational_v_ref);
  j1 : entity work.inertia_rv(with_ic) generic map (j => 0.01) port map (p => pinion);
  rp : entity work.rack_pinion(ideal) generic map (radius => 0.05)
    port map (pinion => pinion, rack => rack);
  m1 : entity work.mass_v(ideal) generic map (m => 4.0) port map (p => rack);

  tq2 : entity work.TorqueStep_rv generic map (final => 30.0)
    port map (p => hub, n => rotational_v_ref);
  j2 : entity work.inertia_rv(with_ic) generic map (j => 0.5) port map (p => hub);
  wh : entity work.wheel(ideal) generic map (radius => 0.3) port map (shaft => hub, axle => axle);
  car : entity work.mass_v(ideal) generic map (m => 100.0) port map (p => axle);
  drag : entity work.damper_v(ideal) generic map (d => 50.0)
    port map (p => axle, n => translational_v_ref);

  f3 : entity work.ForceStep_v generic map (final => 10.0)
    port map (p => lin, n => translational_v_ref);
  m3 : entity work.mass_v(with_ic) generic map (m => 1.0) port map (p => lin);
  lv : entity work.lever_v(ideal) generic map (ratio => 3.0) port map (p_in => lin, p_out => lout);
  fs3 : entity work.ForceSensor_v port map (p => lout, n => lout2, y => f_out);
  m3b : entity work.mass_v(ideal) generic map (m => 0.5) port map (p => lout2);

  f4 : entity work.ForceStep_t generic map (final => 10.0)
    port map (p => xin, n => translational_ref);
  m4 : entity work.mass_t(with_ic) generic map (m => 1.0) port map (p => xin);
  lt : entity work.lever_t(ideal) generic map (ratio => -2.0) port map (p_in => xin, p_out => xout);
  m4b : entity work.mass_t(ideal) generic map (m => 0.5) port map (p => xout);
end architecture bench;
