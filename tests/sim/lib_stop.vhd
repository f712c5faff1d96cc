-- RUN: --tran 2 --step 1ms
-- REF: ref_lib_ode stop_bounce m=1 k=1e4 d=20 low=-0.1 high=0.1 off=0.02 x0=0.0205 v0=1 dt=0.001 tstop=2
-- CHECK: --col a=x --range-tol 1e-4
-- CHECK: --col m1.v=v --range-tol 1e-3
-- CHECK: --col f_stop=f --range-tol 1e-3
-- CHECK: --col b=x --range-tol 1e-4
-- CHECK: --col t_stop=f --range-tol 1e-3
-- CHECK: --col diff --max 0 --tol 1e-9
-- CHECK: --col diff --min 0 --tol 1e-9
-- CHECK: --col diff_v --max 0 --tol 1e-9
-- CHECK: --col diff_v --min 0 --tol 1e-9
-- CHECK: --col balance --max 0 --tol 1e-5
-- CHECK: --col balance --min 0 --tol 1e-5
-- CHECK: --at 0.05 --col a --value 0.0705 --tol 1e-9
-- CHECK: --at 0.05 --col f_stop --value 0 --tol 1e-9
--
-- End stops (stop_t, and its rotational twin stop_r), a nonlinear,
-- piecewise element: a mass of 1 kg starts at x = 0.0205 m with 1 m/s
-- between stops that leave it free for -0.1 <= x - 0.02 <= 0.1 (the
-- stop's other terminal sits on an anchor, fixed_t at 0.02 m, through a
-- force sensor).  In contact the stop pushes back with 1e4 N/m and 20
-- N*s/m, so the mass bounces from stop to stop, losing a quarter of its
-- speed at each bounce (damping ratio 0.1 during contact).
-- References:
--   * RK4 with the contacts located exactly (tests/tools/ref_lib_ode.c,
--     model stop_bounce): position, velocity and stop force;
--   * free flight by hand: at t = 0.05 s the mass is at 0.0705 m, no
--     force (the first contact comes at 0.0995 s, between output rows);
--   * energy: the initial kinetic energy, 0.5 J, equals the kinetic
--     energy plus the stop's elastic energy, k (x - limit)**2 / 2 in
--     contact, plus the heat of its damping, the integral of d x'**2 in
--     contact (balance, computed in this bench with the stop's own
--     piecewise law);
--   * the same system in the rotational nature (inertia_r with_ic,
--     stop_r, fixed_r, a TorqueSensor_r and a SpeedSensor_r): its angle
--     and speed must equal the position and velocity (diff, diff_v).
-- Tolerances: against RK4, 1e-4 of the range for the position (reached
-- 3.4e-5) and 1e-3 for the velocity and the stop force (reached 2.9e-4,
-- in the seventh contact: the small timing errors of each contact add
-- up; with --reltol 1e-8 instead of the default 1e-6 the error falls to
-- 1.3e-5, so it is the solver's tolerance, not the model); the balance
-- 1e-5 J (2e-5 of the energy; reached 2.6e-6 J); the differences of the
-- twins 1e-9 (they are the same equations).

library ieee;
use ieee.mechanical_systems.all;

entity lib_stop is
end entity lib_stop;

architecture bench of lib_stop is
  constant k_stop : real := 1.0e4;
  constant d_stop : real := 20.0;
  terminal a, sa, fa : translational;
  terminal b, sb, fb : rotational;
  quantity xa across a to translational_ref;
  quantity phi_b across b to rotational_ref;
  quantity f_stop, t_stop, w_b, diff, diff_v : real;
  quantity e_kin, e_stop, p_heat, e_heat, balance : real;
begin
  m1 : entity work.mass_t(with_ic) generic map (m => 1.0, x0 => 0.0205, v0 => 1.0)
    port map (p => a);
  st1 : entity work.stop_t(ideal)
    generic map (low => -0.1, high => 0.1, k_stop => k_stop, d_stop => d_stop)
    port map (p => a, n => sa);
  fs1 : entity work.ForceSensor_t port map (p => sa, n => fa, y => f_stop);
  anchor1 : entity work.fixed_t(ideal) generic map (x0 => 0.02) port map (p => fa);

  j2 : entity work.inertia_r(with_ic) generic map (j => 1.0, phi0 => 0.0205, w0 => 1.0)
    port map (p => b);
  st2 : entity work.stop_r(ideal)
    generic map (low => -0.1, high => 0.1, k_stop => k_stop, d_stop => d_stop)
    port map (p => b, n => sb);
  ts2 : entity work.TorqueSensor_r port map (p => sb, n => fb, y => t_stop);
  anchor2 : entity work.fixed_r(ideal) generic map (phi0 => 0.02) port map (p => fb);
  ws2 : entity work.SpeedSensor_r port map (p => b, n => rotational_ref, y => w_b);

  -- energy of the translational system, with the stop's piecewise law
  if xa - 0.02 > 0.1 use
    e_stop == 0.5 * k_stop * (xa - 0.02 - 0.1)**2;
    p_heat == d_stop * xa'dot**2;
  elsif xa - 0.02 < -0.1 use
    e_stop == 0.5 * k_stop * (xa - 0.02 + 0.1)**2;
    p_heat == d_stop * xa'dot**2;
  else
    e_stop == 0.0;
    p_heat == 0.0;
  end use;
  e_kin == 0.5 * 1.0 * xa'dot**2;
  e_heat'dot == p_heat;
  break e_heat => 0.0;
  balance == 0.5 - (e_kin + e_stop + e_heat);

  diff == xa - phi_b;
  diff_v == xa'dot - w_b;
end architecture bench;
