-- RUN: --tran 1 --step 1ms
-- REF: ref_lib_wave sources_mech dt=0.001 tstop=1
-- CHECK: --col spr_const.x --range-tol 1e-9 --abs 1e-9
-- CHECK: --col spr_step.x --range-tol 1e-6
-- CHECK: --col spr_sine.x --range-tol 1e-6
-- CHECK: --col spr_pulse.x --range-tol 1e-6
-- CHECK: --col spr_train.x --range-tol 1e-6
-- CHECK: --col spr_pwl.x --range-tol 1e-6
-- CHECK: --col pos_sine.x --range-tol 1e-6
-- CHECK: --col dmp_sine.f --range-tol 1e-3 --from 0.001
-- CHECK: --col src_psine.x=pos_sine.x --range-tol 1e-6
-- CHECK: --col dmp_psine.f=dmp_sine.f --range-tol 1e-3 --from 0.001
-- CHECK: --col pos_step.x --range-tol 1e-6
-- CHECK: --col src_pstep.x=pos_step.x --range-tol 1e-6
-- CHECK: --col spr_pstep2.f=spr_pstep.f --range-tol 1e-6
-- CHECK: --col spr_pstep.f --range-tol 1e-6
-- CHECK: --col pos_bump.x --range-tol 1e-6
-- CHECK: --col dmp_bump.f --range-tol 1e-3
-- CHECK: --col vel_step.x --range-tol 1e-6
-- CHECK: --col dmp_vstep.f --range-tol 1e-3
-- CHECK: --col dv_const.v --range-tol 1e-9 --abs 1e-9
-- CHECK: --col dv_step.v --range-tol 1e-6
-- CHECK: --col dv_sine.v --range-tol 1e-6
-- CHECK: --col dv_pulse.v --range-tol 1e-6
-- CHECK: --col dv_pwl.v --range-tol 1e-6
-- CHECK: --col sdv_vstep.f --range-tol 1e-4
-- CHECK: --col sdv_vsine.f --range-tol 1e-4
-- CHECK: --col sv_vsine.f --range-tol 1e-4
-- CHECK: --col dv_vpwl.f --range-tol 1e-6
-- CHECK: --col dmp_kin.f --range-tol 1e-3 --from 0.001
-- CHECK: --at 0 --col spr_step.x --value 0.5 --tol 1e-12
-- CHECK: --at 0.3 --col spr_step.x --value 0.5 --tol 1e-12
-- CHECK: --at 0.301 --col spr_step.x --value -1 --tol 1e-12
-- CHECK: --at 0.225 --col spr_pulse.x --value 2 --tol 1e-9
-- CHECK: --at 0.401 --col spr_pwl.x --value -0.4990613267 --tol 1e-9
-- CHECK: --at 0 --col dmp_sine.f --value 0 --tol 1e-12
--
-- The sources of the translational libraries (stdlib/models/translational.vhd,
-- translational_v.vhd, disciplines_elements.vhd), each loaded so that its
-- waveform shows in one column, against the waveforms computed
-- independently by tests/tools/ref_lib_wave.c (model sources_mech, which
-- holds the same parameters as this bench):
--   * force sources of nature translational on a spring k = 2 N/m to the
--     anchor: the spring's elongation is x = F/2;
--   * force sources of nature translational_v on a damper d = 2 N*s/m:
--     v = F/2;
--   * position and velocity sources on a damper d = 3 N*s/m (its force
--     3*x' checks the derivative of the imposed motion) or, for the
--     position steps, on a spring k = 5 N/m; PositionSource_t (sine,
--     step) repeats PositionSine_t and PositionStep_t;
--   * velocity sources of nature translational_v on a spring-damper
--     (k = 10 N/m, d = 1 N*s/m, unstretched at t = 0: f = 10*x + v with
--     x the integral of v), a spring (k = 10 N/m, f = 10*x) or a damper
--     d = 3;
--   * the DISCIPLINES position source on a DISCIPLINES damper d = 4, whose
--     through quantity is the force it exerts on the node, -4*x'.
-- Every force source pushes its p terminal in +x: a positive force
-- stretches its spring (x > 0) and moves its damper forward.
-- Jumps are placed between output rows (0.2505 s, 0.3005 s, 0.4005 s)
-- so that each compared row is on a definite side of them.  At the
-- quiescent point every derivative is zero (IEEE 1076.1), so a damper on
-- a moving position source takes no force in the row t = 0 and the
-- source's velocity jumps at t = 0+: the derivative checks start at the
-- next row, and one check pins the row t = 0 to 0.
-- Tolerances: waveforms that are algebraic functions of time, 1e-6 of the
-- range (they are exact up to the stepper's event location, 1e-9 s);
-- forces that are derivatives of an imposed motion (computed by the
-- stepper's difference formulas), 1e-3 of the range; the spring-dampers
-- (an integral of the velocity), 1e-4 of the range.  Reached: 6e-8,
-- 7e-5 and 7e-6 of the range.

library ieee;
use ieee.mechanical_systems.all;
library disciplines;
use disciplines.kinematic_system.all;

entity lib_sources_mech is
end entity lib_sources_mech;

architecture bench of lib_sources_mech is
  terminal a_const, a_step, a_sine, a_pulse, a_train, a_pwl : translational;
  terminal b_sine, b_step, b_bump, b_vstep, b_src_sine, b_src_step : translational;
  terminal c_const, c_step, c_sine, c_pulse, c_pwl : translational_v;
  terminal e_step, e_sine, e_sine2, e_pwl : translational_v;
  terminal k_sine : kinematic;
begin
  -- force sources (translational) on springs k = 2
  src_const : entity work.ForceConst_t generic map (magnitude => 3.0)
    port map (p => a_const, n => translational_ref);
  spr_const : entity work.spring_t(linear) generic map (k => 2.0)
    port map (p => a_const, n => translational_ref);
  src_step : entity work.ForceStep_t
    generic map (initial => 1.0, final => -2.0, delay => 300.5 ms)
    port map (p => a_step, n => translational_ref);
  spr_step : entity work.spring_t(linear) generic map (k => 2.0)
    port map (p => a_step, n => translational_ref);
  src_sine : entity work.ForceSine_t
    generic map (amplitude => 2.0, freq => 3.0, phase => 30.0, offset => 0.5)
    port map (p => a_sine, n => translational_ref);
  spr_sine : entity work.spring_t(linear) generic map (k => 2.0)
    port map (p => a_sine, n => translational_ref);
  src_pulse : entity work.ForcePulse_t
    generic map (initial => -1.0, pulse => 4.0, ti2p => 50 ms, tp2i => 100 ms,
                 delay => 100 ms, width => 200 ms)
    port map (p => a_pulse, n => translational_ref);
  spr_pulse : entity work.spring_t(linear) generic map (k => 2.0)
    port map (p => a_pulse, n => translational_ref);
  src_train : entity work.ForcePulse_t
    generic map (initial => 0.0, pulse => 1.0, ti2p => 20 ms, tp2i => 30 ms,
                 delay => 50 ms, width => 100 ms, period => 250 ms)
    port map (p => a_train, n => translational_ref);
  spr_train : entity work.spring_t(linear) generic map (k => 2.0)
    port map (p => a_train, n => translational_ref);
  src_pwl : entity work.ForcePWL_t
    generic map (npoints => 5, t1 => 100 ms, f1 => 0.0, t2 => 200 ms, f2 => 2.0,
                 t3 => 400.5 ms, f3 => 2.0, t4 => 400.5 ms, f4 => -1.0,
                 t5 => 800 ms, f5 => 0.5)
    port map (p => a_pwl, n => translational_ref);
  spr_pwl : entity work.spring_t(linear) generic map (k => 2.0)
    port map (p => a_pwl, n => translational_ref);

  -- position and velocity sources (translational)
  pos_sine : entity work.PositionSine_t
    generic map (amplitude => 0.2, freq => 2.0, x0 => 0.1)
    port map (p => b_sine, n => translational_ref);
  dmp_sine : entity work.damper_t(ideal) generic map (d => 3.0)
    port map (p => b_sine, n => translational_ref);
  pos_step : entity work.PositionStep_t
    generic map (initial => 0.1, final => 0.3, delay => 400.5 ms)
    port map (p => b_step, n => translational_ref);
  spr_pstep : entity work.spring_t(linear) generic map (k => 5.0)
    port map (p => b_step, n => translational_ref);
  src_psine : entity work.PositionSource_t(sine)
    generic map (amplitude => 0.2, freq => 2.0, x0 => 0.1)
    port map (p => b_src_sine, n => translational_ref);
  dmp_psine : entity work.damper_t(ideal) generic map (d => 3.0)
    port map (p => b_src_sine, n => translational_ref);
  src_pstep : entity work.PositionSource_t(step)
    generic map (x0 => 0.1, amplitude => 0.2, delay => 400.5 ms)
    port map (p => b_src_step, n => translational_ref);
  spr_pstep2 : entity work.spring_t(linear) generic map (k => 5.0)
    port map (p => b_src_step, n => translational_ref);
  pos_bump : entity work.PositionBump_t
    generic map (height => 0.05, delay => 200 ms, duration => 300 ms)
    port map (p => b_bump, n => translational_ref);
  dmp_bump : entity work.damper_t(ideal) generic map (d => 3.0)
    port map (p => b_bump, n => translational_ref);
  vel_step : entity work.VelocityStep_t
    generic map (v => 0.7, x0 => 0.2, delay => 250.5 ms)
    port map (p => b_vstep, n => translational_ref);
  dmp_vstep : entity work.damper_t(ideal) generic map (d => 3.0)
    port map (p => b_vstep, n => translational_ref);

  -- force sources (translational_v) on dampers d = 2
  srcv_const : entity work.ForceConst_v generic map (magnitude => 3.0)
    port map (p => c_const, n => translational_v_ref);
  dv_const : entity work.damper_v(ideal) generic map (d => 2.0)
    port map (p => c_const, n => translational_v_ref);
  srcv_step : entity work.ForceStep_v
    generic map (initial => 1.0, final => -2.0, delay => 300.5 ms)
    port map (p => c_step, n => translational_v_ref);
  dv_step : entity work.damper_v(ideal) generic map (d => 2.0)
    port map (p => c_step, n => translational_v_ref);
  srcv_sine : entity work.ForceSine_v
    generic map (amplitude => 2.0, freq => 3.0, phase => 30.0, offset => 0.5)
    port map (p => c_sine, n => translational_v_ref);
  dv_sine : entity work.damper_v(ideal) generic map (d => 2.0)
    port map (p => c_sine, n => translational_v_ref);
  srcv_pulse : entity work.ForcePulse_v
    generic map (initial => -1.0, pulse => 4.0, ti2p => 50 ms, tp2i => 100 ms,
                 delay => 100 ms, width => 200 ms)
    port map (p => c_pulse, n => translational_v_ref);
  dv_pulse : entity work.damper_v(ideal) generic map (d => 2.0)
    port map (p => c_pulse, n => translational_v_ref);
  srcv_pwl : entity work.ForcePWL_v
    generic map (npoints => 5, t1 => 100 ms, f1 => 0.0, t2 => 200 ms, f2 => 2.0,
                 t3 => 400.5 ms, f3 => 2.0, t4 => 400.5 ms, f4 => -1.0,
                 t5 => 800 ms, f5 => 0.5)
    port map (p => c_pwl, n => translational_v_ref);
  dv_pwl : entity work.damper_v(ideal) generic map (d => 2.0)
    port map (p => c_pwl, n => translational_v_ref);

  -- velocity sources (translational_v).  Nothing but the spring itself
  -- could fix its elongation at the quiescent point, so the spring-dampers
  -- start unstretched (architecture with_ic, see spring_v).
  vel_vstep : entity work.VelocityStep_v
    generic map (initial => 0.0, final => 0.4, delay => 300.5 ms)
    port map (p => e_step, n => translational_v_ref);
  sdv_vstep : entity work.spring_damper_v(with_ic) generic map (k => 10.0, d => 1.0)
    port map (p => e_step, n => translational_v_ref);
  vel_vsine : entity work.VelocitySine_v
    generic map (amplitude => 0.5, freq => 2.0)
    port map (p => e_sine, n => translational_v_ref);
  sdv_vsine : entity work.spring_damper_v(with_ic) generic map (k => 10.0, d => 1.0)
    port map (p => e_sine, n => translational_v_ref);
  vel_vsine2 : entity work.VelocitySine_v
    generic map (amplitude => 0.5, freq => 2.0)
    port map (p => e_sine2, n => translational_v_ref);
  sv_vsine : entity work.spring_v(with_ic) generic map (k => 10.0)
    port map (p => e_sine2, n => translational_v_ref);
  vel_vpwl : entity work.VelocityPWL_v
    generic map (npoints => 4, t1 => 0 ms, v1 => 0.0, t2 => 200 ms, v2 => 1.0,
                 t3 => 600 ms, v3 => 1.0, t4 => 900 ms, v4 => 0.0)
    port map (p => e_pwl, n => translational_v_ref);
  dv_vpwl : entity work.damper_v(ideal) generic map (d => 3.0)
    port map (p => e_pwl, n => translational_v_ref);

  -- the DISCIPLINES position source on a DISCIPLINES damper
  pos_kin : entity work.position_trans
    generic map (amplitude => 0.1, freq => 1.5, x0 => 0.05)
    port map (p => k_sine, n => kinematic_ref);
  dmp_kin : entity work.damper_trans generic map (d => 4.0)
    port map (p => k_sine, n => kinematic_ref);
end architecture bench;
