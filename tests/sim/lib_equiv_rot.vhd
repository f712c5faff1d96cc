-- RUN: --tran 2 --step 1ms
-- REF: ref_lib_closed msd_step m=1 k=100 d=2 F=10 dt=0.001 tstop=2
-- CHECK: --col ra=x --range-tol 1e-4
-- CHECK: --col rva=v --range-tol 1e-4
-- CHECK: --col gout_r=x --range-tol 1e-4
-- CHECK: --col gout_v=v --range-tol 1e-4
-- CHECK: --col gout_m=x --range-tol 1e-4
-- CHECK: --col gout_w=x --range-tol 1e-4
-- CHECK: --col diff_w --max 0 --tol 1e-9
-- CHECK: --col diff_w --min 0 --tol 1e-9
-- CHECK: --col diff_g --max 0 --tol 1e-9
-- CHECK: --col diff_g --min 0 --tol 1e-9
-- CHECK: --col diff_t --max 0 --tol 1e-9
-- CHECK: --col diff_t --min 0 --tol 1e-9
--
-- Rotational twins: the angle nature (rotational.vhd, _r) and the speed
-- nature (rotational_v.vhd, _rv) give the same motion.  Every system here
-- reduces to the damped oscillator J phi'' + d phi' + k phi = T with J = 1
-- kg*m**2, d = 2 N*m*s/rad, k = 100 N*m/rad and a torque step T = 10 N*m
-- at t = 0+, whose closed form (tests/tools/ref_lib_closed.c, model
-- msd_step) gives phi = x and phi' = v:
--   ra   inertia_r, spring_r, damper_r, TorqueStep_r (angle: x);
--   rva  inertia_rv, spring_rv (twist = w'integ), damper_rv,
--        TorqueStep_rv (speed: v); diff_w = ra' - rva (the latter
--        through a SpeedSensor_rv);
-- and through gears of ratio 2: a 0.25 kg*m**2 input inertia driven by
-- 5 N*m, seen from the output, is 0.25 * 2**2 = 1 kg*m**2 driven by
-- 10 N*m, acting on a spring-damper (100, 2) at the output:
--   gout_r  gear_r (angle to angle): x;
--   gout_v  gear_rv (speed to speed), a TorqueSensor_rv in series with
--           the output's spring_damper_rv: v; diff_t = its torque -
--           (100 x + 2 v) from the angle system;
--   gout_m  gear_rv_r(ideal) (speed in, angle out through 'integ): x;
--           diff_g = gout_m - gout_r;
--   gout_w  gear_rv_r(with_ic) (the output angle integrated from 0): x.
-- Tolerances: 1e-4 of the range against the closed form (reached
-- 1.3e-5); the differences 1e-9 (the same equations in other forms:
-- reached 4e-14).

library ieee;
use ieee.mechanical_systems.all;

entity lib_equiv_rot is
end entity lib_equiv_rot;

architecture bench of lib_equiv_rot is
  terminal ra, gin_r, gout_r, gout_m, gout_w : rotational;
  terminal rva, gin_v, gout_v, gout_v2, gin_m, gin_w : rotational_v;
  quantity phi_ra across ra to rotational_ref;
  quantity w_rva across rva to rotational_v_ref;
  quantity phi_gr across gout_r to rotational_ref;
  quantity phi_gm across gout_m to rotational_ref;
  quantity w_gr, w_rva_s, tq_v, diff_w, diff_g, diff_t : real;
begin
  -- ra: angle nature
  tq1 : entity work.TorqueStep_r generic map (final => 10.0)
    port map (p => ra, n => rotational_ref);
  j1 : entity work.inertia_r(ideal) generic map (j => 1.0) port map (p => ra);
  k1 : entity work.spring_r(linear) generic map (k => 100.0)
    port map (p => ra, n => rotational_ref);
  d1 : entity work.damper_r(ideal) generic map (d => 2.0) port map (p => ra, n => rotational_ref);

  -- rva: speed nature
  tq2 : entity work.TorqueStep_rv generic map (final => 10.0)
    port map (p => rva, n => rotational_v_ref);
  j2 : entity work.inertia_rv(ideal) generic map (j => 1.0) port map (p => rva);
  k2 : entity work.spring_rv(linear) generic map (k => 100.0)
    port map (p => rva, n => rotational_v_ref);
  d2 : entity work.damper_rv(ideal) generic map (d => 2.0)
    port map (p => rva, n => rotational_v_ref);
  ws2 : entity work.SpeedSensor_rv port map (p => rva, n => rotational_v_ref, y => w_rva_s);
  diff_w == phi_ra'dot - w_rva_s;

  -- gear_r: angle to angle
  tq3 : entity work.TorqueStep_r generic map (final => 5.0)
    port map (p => gin_r, n => rotational_ref);
  j3 : entity work.inertia_r(ideal) generic map (j => 0.25) port map (p => gin_r);
  g3 : entity work.gear_r(ideal) generic map (ratio => 2.0)
    port map (shaft_in => gin_r, shaft_out => gout_r);
  sd3 : entity work.spring_damper_r(ideal) generic map (k => 100.0, d => 2.0)
    port map (p => gout_r, n => rotational_ref);
  ws3 : entity work.SpeedSensor_r port map (p => gout_r, n => rotational_ref, y => w_gr);

  -- gear_rv: speed to speed, torque measured at the output
  tq4 : entity work.TorqueStep_rv generic map (final => 5.0)
    port map (p => gin_v, n => rotational_v_ref);
  j4 : entity work.inertia_rv(ideal) generic map (j => 0.25) port map (p => gin_v);
  g4 : entity work.gear_rv(ideal) generic map (ratio => 2.0)
    port map (shaft_in => gin_v, shaft_out => gout_v);
  ts4 : entity work.TorqueSensor_rv port map (p => gout_v, n => gout_v2, y => tq_v);
  sd4 : entity work.spring_damper_rv(ideal) generic map (k => 100.0, d => 2.0)
    port map (p => gout_v2, n => rotational_v_ref);
  diff_t == tq_v - (100.0 * phi_gr + 2.0 * w_gr);

  -- gear_rv_r(ideal): speed in, angle out through 'integ
  tq5 : entity work.TorqueStep_rv generic map (final => 5.0)
    port map (p => gin_m, n => rotational_v_ref);
  j5 : entity work.inertia_rv(ideal) generic map (j => 0.25) port map (p => gin_m);
  g5 : entity work.gear_rv_r(ideal) generic map (ratio => 2.0)
    port map (shaft_in => gin_m, shaft_out => gout_m);
  sd5 : entity work.spring_damper_r(ideal) generic map (k => 100.0, d => 2.0)
    port map (p => gout_m, n => rotational_ref);
  diff_g == phi_gm - phi_gr;

  -- gear_rv_r(with_ic): the output angle integrated from 0
  tq6 : entity work.TorqueStep_rv generic map (final => 5.0)
    port map (p => gin_w, n => rotational_v_ref);
  j6 : entity work.inertia_rv(with_ic) generic map (j => 0.25) port map (p => gin_w);
  g6 : entity work.gear_rv_r(with_ic) generic map (ratio => 2.0)
    port map (shaft_in => gin_w, shaft_out => gout_w);
  sd6 : entity work.spring_damper_r(ideal) generic map (k => 100.0, d => 2.0)
    port map (p => gout_w, n => rotational_ref);
end architecture bench;
