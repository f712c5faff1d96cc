-- RUN: --tran 2 --step 1ms
-- REF: ref_lib_closed msd_step m=1 k=100 d=2 F=10 dt=0.001 tstop=2
-- CHECK: --col m1.x=x --range-tol 1e-4
-- CHECK: --col m1.v=v --range-tol 1e-4
-- CHECK: --col a=x --range-tol 1e-4
-- CHECK: --col b=x --range-tol 1e-4
-- CHECK: --col c=v --range-tol 1e-4
-- CHECK: --col k=x --range-tol 1e-4
-- CHECK: --at 1 --col m1.x --value 0.1336852 --tol 2.7e-5
-- CHECK: --at 1 --col m1.v --value -0.1853457 --tol 3.7e-5
-- CHECK: --at 0 --col m1.x --value 0 --tol 1e-12
-- CHECK: --at 0 --col s1.f --value 0 --tol 1e-12
-- CHECK: --col diff_mass --max 0 --tol 1e-9
-- CHECK: --col diff_mass --min 0 --tol 1e-9
-- CHECK: --col diff_v --max 0 --tol 1e-9
-- CHECK: --col diff_v --min 0 --tol 1e-9
-- CHECK: --col diff_v2 --max 0 --tol 1e-9
-- CHECK: --col diff_v2 --min 0 --tol 1e-9
-- CHECK: --col c2=v --range-tol 1e-4
-- CHECK: --col diff_kin --max 0 --tol 1e-9
-- CHECK: --col diff_kin --min 0 --tol 1e-9
--
-- Damped mass-spring step, the closed-form test of the translational
-- libraries: m = 1 kg, spring 100 N/m, damper 2 N*s/m, at rest at x = 0
-- until a force of 10 N pushes it from t = 0+ on (ForceStep_t: off at
-- the quiescent point, on in the time domain).  With s = d/(2m) = 1/s and
-- wd = sqrt(k/m - s**2) = sqrt(99) rad/s:
--   x = F/k (1 - exp(-s t) (cos(wd t) + s/wd sin(wd t))),
--   x(1 s) = 0.1336852 m, v(1 s) = -0.1853457 m/s
-- (tests/tools/ref_lib_closed.c, model msd_step; the two numbers were
-- also checked by hand from the formula).
--
-- The same system four times, in one bench:
--   a  mass_t(ideal), spring_t(linear), damper_t(ideal), ForceStep_t
--      (nature translational, IEEE convention);
--   b  a mass written as one equation in the bench, f = m*x'dot'dot, with
--      spring_damper_t and ForceStep_t;
--   c  mass_v(ideal), spring_v(linear) (f = k*v'integ), damper_v,
--      ForceStep_v (nature translational_v: the across value is the
--      velocity), and c2, the same with spring_damper_v;
--   k  inertia_trans(simple) with g = 0, spring_trans, damper_trans,
--      force_trans (library DISCIPLINES convention: through = force ON the
--      node).
-- Each is compared with the closed form, and the differences a - b
-- (positions), a' - c and a' - c2 (velocities, through VelocitySensor_t
-- and VelocitySensor_v) and a - k (positions, PositionSensor_t) must stay
-- near 0.  Tolerances: 1e-4 of the range against the closed form, 2e-4
-- relative for the two point values (the default solver tolerances,
-- reltol 1e-6, give a global error of about 1e-4 relative on v at 1 s),
-- 1e-9 for the differences (the four formulations reduce to the same
-- equations and take the same steps: they agree to rounding, 1e-15).

library ieee;
use ieee.mechanical_systems.all;
library disciplines;
use disciplines.kinematic_system.all;

entity lib_msd_step is
end entity lib_msd_step;

architecture bench of lib_msd_step is
  terminal a, b : translational;
  terminal c, c2 : translational_v;
  terminal k : kinematic;
  quantity xb across fb through b to translational_ref;   -- the one-equation mass
  quantity xk across k to kinematic_ref;
  quantity xa, va, vc : real;
  quantity vc2 across c2 to translational_v_ref;
  quantity diff_mass, diff_v, diff_v2, diff_kin : real;
begin
  -- a: IEEE translational
  m1 : entity work.mass_t(ideal) generic map (m => 1.0) port map (p => a);
  s1 : entity work.spring_t(linear) generic map (k => 100.0)
    port map (p => a, n => translational_ref);
  d1 : entity work.damper_t(ideal) generic map (d => 2.0)
    port map (p => a, n => translational_ref);
  f1 : entity work.ForceStep_t generic map (final => 10.0)
    port map (p => a, n => translational_ref);
  xa_s : entity work.PositionSensor_t port map (p => a, n => translational_ref, y => xa);
  va_s : entity work.VelocitySensor_t port map (p => a, n => translational_ref, y => va);

  -- b: the mass as one equation
  fb == 1.0 * xb'dot'dot;
  sd2 : entity work.spring_damper_t(ideal) generic map (k => 100.0, d => 2.0)
    port map (p => b, n => translational_ref);
  f2 : entity work.ForceStep_t generic map (final => 10.0)
    port map (p => b, n => translational_ref);

  -- c: IEEE translational_v
  m3 : entity work.mass_v(ideal) generic map (m => 1.0) port map (p => c);
  s3 : entity work.spring_v(linear) generic map (k => 100.0)
    port map (p => c, n => translational_v_ref);
  d3 : entity work.damper_v(ideal) generic map (d => 2.0)
    port map (p => c, n => translational_v_ref);
  f3 : entity work.ForceStep_v generic map (final => 10.0)
    port map (p => c, n => translational_v_ref);
  vc_s : entity work.VelocitySensor_v port map (p => c, n => translational_v_ref, y => vc);

  -- c2: the same with spring_damper_v (f = k*v'integ + d*v)
  m5 : entity work.mass_v(ideal) generic map (m => 1.0) port map (p => c2);
  sd5 : entity work.spring_damper_v(ideal) generic map (k => 100.0, d => 2.0)
    port map (p => c2, n => translational_v_ref);
  f5 : entity work.ForceStep_v generic map (final => 10.0)
    port map (p => c2, n => translational_v_ref);

  -- k: DISCIPLINES convention
  m4 : entity work.inertia_trans(simple) generic map (m => 1.0, g => 0.0)
    port map (p => k, n => kinematic_ref);
  s4 : entity work.spring_trans generic map (k => 100.0) port map (p => k, n => kinematic_ref);
  d4 : entity work.damper_trans generic map (d => 2.0) port map (p => k, n => kinematic_ref);
  f4 : entity work.force_trans generic map (F => 10.0) port map (p => k, n => kinematic_ref);

  diff_mass == xa - xb;
  diff_v == va - vc;
  diff_v2 == va - vc2;
  diff_kin == xa - xk;
end architecture bench;
