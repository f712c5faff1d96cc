-- RUN: --tran 1 --step 10ms
-- CHECK: --at 1 --col m_step.x --value 1 --tol 1e-9
-- CHECK: --at 1 --col m_const.x --value 1 --tol 1e-9
-- CHECK: --at 1 --col m_act.x --value 1 --tol 1e-9
-- CHECK: --at 1 --col m_step.v --value 2 --tol 1e-9
-- CHECK: --at 1 --col mv_step.v --value 2 --tol 1e-9
-- CHECK: --at 1 --col mv_const.v --value 2 --tol 1e-9
-- CHECK: --at 1 --col mv_act.v --value 2 --tol 1e-9
-- CHECK: --at 1 --col j_step.phi --value 1 --tol 1e-9
-- CHECK: --at 1 --col j_const.phi --value 1 --tol 1e-9
-- CHECK: --at 1 --col j_act.phi --value 1 --tol 1e-9
-- CHECK: --at 1 --col jv_step.w --value 2 --tol 1e-9
-- CHECK: --at 1 --col jv_const.w --value 2 --tol 1e-9
-- CHECK: --at 1 --col jv_act.w --value 2 --tol 1e-9
-- CHECK: --at 1 --col k_step.tdisp --value 1 --tol 1e-9
-- CHECK: --at 1 --col k_pre.tdisp --value 1 --tol 1e-9
-- CHECK: --at 1 --col k_fall.tdisp --value -4.905 --tol 1e-8
-- CHECK: --col m_step.x --min 0 --tol 1e-12
-- CHECK: --col k_step.tdisp --min 0 --tol 1e-12
-- CHECK: --at 0.5 --col f_step.f --value -4 --tol 1e-12
-- CHECK: --at 0.5 --col m_step.f --value 4 --tol 1e-9
-- CHECK: --at 0.5 --col kf_step.tforce --value 4 --tol 1e-12
-- CHECK: --at 0.5 --col k_step.tforce --value -4 --tol 1e-9
--
-- Sign conventions.  A source with a positive value pushes (drives) its
-- p terminal in the positive direction, and a free body starting at rest
-- there moves in +x: with 4 N (N*m) on 2 kg (kg*m**2),
--   x = 4 t**2 / (2*2) = 1 m (rad) and v = 2 m/s (rad/s) at t = 1 s,
-- in every nature and with every kind of source:
--   translational   ForceStep_t, ForceConst_t, ForceActuator_t on mass_t;
--   translational_v ForceStep_v, ForceConst_v, ForceActuator_v on mass_v;
--   rotational      TorqueStep_r, TorqueConst_r, TorqueActuator_r on
--                   inertia_r;
--   rotational_v    TorqueStep_rv, TorqueConst_rv, TorqueActuator_rv on
--                   inertia_rv
-- (the actuators driven by SignalConst 4), and in the DISCIPLINES
-- convention: force_trans on inertia_trans(released) with g = 0, switched
-- on at t = 0+ (k_step) or acting from the start (t_on < 0: k_pre); with
-- g = 9.81 and no force the mass falls: x = -g t**2 / 2 = -4.905 m.
-- The through quantities show the two conventions: IEEE (force taken
-- from the node) f_step.f = -4 N for the source, m_step.f = m x'' = +4 N
-- for the mass; DISCIPLINES (force exerted on the node) kf_step.tforce =
-- +4 N, k_step.tforce = -m x'' = -4 N.
-- Tolerances: 1e-9 (constant accelerations are integrated exactly).

library ieee;
use ieee.mechanical_systems.all;
library disciplines;
use disciplines.kinematic_system.all;

entity lib_sign is
end entity lib_sign;

architecture bench of lib_sign is
  terminal t1, t2, t3 : translational;
  terminal v1, v2, v3 : translational_v;
  terminal r1, r2, r3 : rotational;
  terminal w1, w2, w3 : rotational_v;
  terminal k1, k2, k3 : kinematic;
  quantity u : real;
begin
  sig : entity work.SignalConst generic map (level => 4.0) port map (y => u);

  f_step : entity work.ForceStep_t generic map (final => 4.0)
    port map (p => t1, n => translational_ref);
  m_step : entity work.mass_t(with_ic) generic map (m => 2.0) port map (p => t1);
  f_const : entity work.ForceConst_t generic map (magnitude => 4.0)
    port map (p => t2, n => translational_ref);
  m_const : entity work.mass_t(with_ic) generic map (m => 2.0) port map (p => t2);
  f_act : entity work.ForceActuator_t port map (u => u, p => t3, n => translational_ref);
  m_act : entity work.mass_t(with_ic) generic map (m => 2.0) port map (p => t3);

  fv_step : entity work.ForceStep_v generic map (final => 4.0)
    port map (p => v1, n => translational_v_ref);
  mv_step : entity work.mass_v(with_ic) generic map (m => 2.0) port map (p => v1);
  fv_const : entity work.ForceConst_v generic map (magnitude => 4.0)
    port map (p => v2, n => translational_v_ref);
  mv_const : entity work.mass_v(with_ic) generic map (m => 2.0) port map (p => v2);
  fv_act : entity work.ForceActuator_v port map (u => u, p => v3, n => translational_v_ref);
  mv_act : entity work.mass_v(with_ic) generic map (m => 2.0) port map (p => v3);

  t_step : entity work.TorqueStep_r generic map (final => 4.0)
    port map (p => r1, n => rotational_ref);
  j_step : entity work.inertia_r(with_ic) generic map (j => 2.0) port map (p => r1);
  t_const : entity work.TorqueConst_r generic map (magnitude => 4.0)
    port map (p => r2, n => rotational_ref);
  j_const : entity work.inertia_r(with_ic) generic map (j => 2.0) port map (p => r2);
  t_act : entity work.TorqueActuator_r port map (u => u, p => r3, n => rotational_ref);
  j_act : entity work.inertia_r(with_ic) generic map (j => 2.0) port map (p => r3);

  tv_step : entity work.TorqueStep_rv generic map (final => 4.0)
    port map (p => w1, n => rotational_v_ref);
  jv_step : entity work.inertia_rv(with_ic) generic map (j => 2.0) port map (p => w1);
  tv_const : entity work.TorqueConst_rv generic map (magnitude => 4.0)
    port map (p => w2, n => rotational_v_ref);
  jv_const : entity work.inertia_rv(with_ic) generic map (j => 2.0) port map (p => w2);
  tv_act : entity work.TorqueActuator_rv port map (u => u, p => w3, n => rotational_v_ref);
  jv_act : entity work.inertia_rv(with_ic) generic map (j => 2.0) port map (p => w3);

  kf_step : entity work.force_trans generic map (F => 4.0) port map (p => k1, n => kinematic_ref);
  k_step : entity work.inertia_trans(released) generic map (m => 2.0, g => 0.0)
    port map (p => k1, n => kinematic_ref);
  kf_pre : entity work.force_trans generic map (F => 4.0, t_on => -1.0)
    port map (p => k2, n => kinematic_ref);
  k_pre : entity work.inertia_trans(released) generic map (m => 2.0, g => 0.0)
    port map (p => k2, n => kinematic_ref);
  k_fall : entity work.inertia_trans(released) generic map (m => 1.0, g => 9.81)
    port map (p => k3, n => kinematic_ref);
end architecture bench;
