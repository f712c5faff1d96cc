-- RUN: --tran 1 --step 1ms
-- REF: ref_lib_wave sources_rot dt=0.001 tstop=1
-- CHECK: --col spr_const.phi --range-tol 1e-9 --abs 1e-9
-- CHECK: --col spr_step.phi --range-tol 1e-6
-- CHECK: --col spr_sine.phi --range-tol 1e-6
-- CHECK: --col spr_pulse.phi --range-tol 1e-6
-- CHECK: --col spr_pwl.phi --range-tol 1e-6
-- CHECK: --col ang_sine.phi --range-tol 1e-6
-- CHECK: --col dmp_sine.t --range-tol 1e-3 --from 0.001
-- CHECK: --col ang_step.phi --range-tol 1e-6
-- CHECK: --col spr_astep.t --range-tol 1e-6
-- CHECK: --col spd_step.phi --range-tol 1e-6
-- CHECK: --col dmp_sstep.t --range-tol 1e-3
-- CHECK: --col dv_const.w --range-tol 1e-9 --abs 1e-9
-- CHECK: --col dv_step.w --range-tol 1e-6
-- CHECK: --col dv_sine.w --range-tol 1e-6
-- CHECK: --col dv_train.w --range-tol 1e-6
-- CHECK: --col dv_pwl.w --range-tol 1e-6
-- CHECK: --col sdv_sstep.t --range-tol 1e-4
-- CHECK: --col sv_ssine.t --range-tol 1e-4
-- CHECK: --col fan_spwl.t --range-tol 1e-6
-- CHECK: --at 0.225 --col spr_pulse.phi --value 2 --tol 1e-9
-- CHECK: --at 0.5 --col fan_spwl.t --value 2 --tol 1e-9
--
-- The sources of the rotational libraries (stdlib/models/rotational.vhd,
-- rotational_v.vhd), each loaded so that its waveform shows in one
-- column, against the waveforms computed independently by
-- tests/tools/ref_lib_wave.c (model sources_rot, same parameters):
--   * torque sources of nature rotational on a torsion spring k = 2
--     N*m/rad to the reference: the twist is phi = T/2;
--   * torque sources of nature rotational_v on a damper d = 2 N*m*s/rad:
--     w = T/2 (one of them a pulse train, period 250 ms);
--   * angle and speed sources of nature rotational on a damper d = 3 (its
--     torque 3*phi' checks the derivative of the imposed angle) or, for
--     the angle step, on a spring k = 5;
--   * speed sources of nature rotational_v on a spring-damper (k = 10,
--     d = 1), a spring (k = 10), both untwisted at t = 0 (architecture
--     with_ic), and a fan load t = 0.02*w*|w| (at w = 10 rad/s: 2 N*m).
-- Jumps lie between output rows (0.2505 s, 0.3005 s, 0.4005 s).  The
-- derivative of the angle sine is zero at the quiescent point, so its
-- damper is compared from the second row on (see lib_sources_mech.vhd).
-- Tolerances as in lib_sources_mech.vhd: algebraic waveforms 1e-6 of
-- their range, derivatives of imposed motions 1e-3, integrals 1e-4
-- (reached: 6e-8, 7e-5, 9e-6).

library ieee;
use ieee.mechanical_systems.all;

entity lib_sources_rot is
end entity lib_sources_rot;

architecture bench of lib_sources_rot is
  terminal a_const, a_step, a_sine, a_pulse, a_pwl : rotational;
  terminal b_sine, b_step, b_sstep : rotational;
  terminal c_const, c_step, c_sine, c_train, c_pwl : rotational_v;
  terminal e_step, e_sine, e_pwl : rotational_v;
begin
  -- torque sources (rotational) on springs k = 2
  src_const : entity work.TorqueConst_r generic map (magnitude => 3.0)
    port map (p => a_const, n => rotational_ref);
  spr_const : entity work.spring_r(linear) generic map (k => 2.0)
    port map (p => a_const, n => rotational_ref);
  src_step : entity work.TorqueStep_r
    generic map (initial => 1.0, final => -2.0, delay => 300.5 ms)
    port map (p => a_step, n => rotational_ref);
  spr_step : entity work.spring_r(linear) generic map (k => 2.0)
    port map (p => a_step, n => rotational_ref);
  src_sine : entity work.TorqueSine_r
    generic map (amplitude => 2.0, freq => 3.0, phase => 30.0, offset => 0.5)
    port map (p => a_sine, n => rotational_ref);
  spr_sine : entity work.spring_r(linear) generic map (k => 2.0)
    port map (p => a_sine, n => rotational_ref);
  src_pulse : entity work.TorquePulse_r
    generic map (initial => -1.0, pulse => 4.0, ti2p => 50 ms, tp2i => 100 ms,
                 delay => 100 ms, width => 200 ms)
    port map (p => a_pulse, n => rotational_ref);
  spr_pulse : entity work.spring_r(linear) generic map (k => 2.0)
    port map (p => a_pulse, n => rotational_ref);
  src_pwl : entity work.TorquePWL_r
    generic map (npoints => 5, t1 => 100 ms, tq1 => 0.0, t2 => 200 ms, tq2 => 2.0,
                 t3 => 400.5 ms, tq3 => 2.0, t4 => 400.5 ms, tq4 => -1.0,
                 t5 => 800 ms, tq5 => 0.5)
    port map (p => a_pwl, n => rotational_ref);
  spr_pwl : entity work.spring_r(linear) generic map (k => 2.0)
    port map (p => a_pwl, n => rotational_ref);

  -- angle and speed sources (rotational)
  ang_sine : entity work.AngleSine_r
    generic map (amplitude => 0.2, freq => 2.0, phi0 => 0.1)
    port map (p => b_sine, n => rotational_ref);
  dmp_sine : entity work.damper_r(ideal) generic map (d => 3.0)
    port map (p => b_sine, n => rotational_ref);
  ang_step : entity work.AngleStep_r
    generic map (initial => 0.1, final => 0.3, delay => 400.5 ms)
    port map (p => b_step, n => rotational_ref);
  spr_astep : entity work.spring_r(linear) generic map (k => 5.0)
    port map (p => b_step, n => rotational_ref);
  spd_step : entity work.SpeedStep_r
    generic map (w => 0.7, phi0 => 0.2, delay => 250.5 ms)
    port map (p => b_sstep, n => rotational_ref);
  dmp_sstep : entity work.damper_r(ideal) generic map (d => 3.0)
    port map (p => b_sstep, n => rotational_ref);

  -- torque sources (rotational_v) on dampers d = 2
  srcv_const : entity work.TorqueConst_rv generic map (magnitude => 3.0)
    port map (p => c_const, n => rotational_v_ref);
  dv_const : entity work.damper_rv(ideal) generic map (d => 2.0)
    port map (p => c_const, n => rotational_v_ref);
  srcv_step : entity work.TorqueStep_rv
    generic map (initial => 1.0, final => -2.0, delay => 300.5 ms)
    port map (p => c_step, n => rotational_v_ref);
  dv_step : entity work.damper_rv(ideal) generic map (d => 2.0)
    port map (p => c_step, n => rotational_v_ref);
  srcv_sine : entity work.TorqueSine_rv
    generic map (amplitude => 2.0, freq => 3.0, phase => 30.0, offset => 0.5)
    port map (p => c_sine, n => rotational_v_ref);
  dv_sine : entity work.damper_rv(ideal) generic map (d => 2.0)
    port map (p => c_sine, n => rotational_v_ref);
  srcv_train : entity work.TorquePulse_rv
    generic map (initial => 0.0, pulse => 1.0, ti2p => 20 ms, tp2i => 30 ms,
                 delay => 50 ms, width => 100 ms, period => 250 ms)
    port map (p => c_train, n => rotational_v_ref);
  dv_train : entity work.damper_rv(ideal) generic map (d => 2.0)
    port map (p => c_train, n => rotational_v_ref);
  srcv_pwl : entity work.TorquePWL_rv
    generic map (npoints => 5, t1 => 100 ms, tq1 => 0.0, t2 => 200 ms, tq2 => 2.0,
                 t3 => 400.5 ms, tq3 => 2.0, t4 => 400.5 ms, tq4 => -1.0,
                 t5 => 800 ms, tq5 => 0.5)
    port map (p => c_pwl, n => rotational_v_ref);
  dv_pwl : entity work.damper_rv(ideal) generic map (d => 2.0)
    port map (p => c_pwl, n => rotational_v_ref);

  -- speed sources (rotational_v)
  spd_vstep : entity work.SpeedStep_rv
    generic map (initial => 0.0, final => 0.4, delay => 300.5 ms)
    port map (p => e_step, n => rotational_v_ref);
  sdv_sstep : entity work.spring_damper_rv(with_ic) generic map (k => 10.0, d => 1.0)
    port map (p => e_step, n => rotational_v_ref);
  spd_vsine : entity work.SpeedSine_rv
    generic map (amplitude => 0.5, freq => 2.0)
    port map (p => e_sine, n => rotational_v_ref);
  sv_ssine : entity work.spring_rv(with_ic) generic map (k => 10.0)
    port map (p => e_sine, n => rotational_v_ref);
  spd_vpwl : entity work.SpeedPWL_rv
    generic map (npoints => 4, t1 => 0 ms, w1 => 0.0, t2 => 200 ms, w2 => 10.0,
                 t3 => 600 ms, w3 => 10.0, t4 => 900 ms, w4 => -5.0)
    port map (p => e_pwl, n => rotational_v_ref);
  fan_spwl : entity work.fan_load_rv(quadratic) generic map (c => 0.02)
    port map (p => e_pwl);
end architecture bench;
