-- two_mass.vhd - a two-inertia drive: motor, gearbox, elastic shaft, load.
--
--   vamsim --tran 1 --step 1ms netlists/two_mass.vhd
--
-- A torque step of 10 N*m at t = 0 drives a motor inertia.  A 10:1
-- gearbox passes the motion to a gear-side inertia, and an elastic shaft
-- with some internal damping carries it on to the load:
--
--   torque step -> [ motor Jm ] -> gearbox 10:1 -> [ gear side Jg ]
--                                                        |
--                                                 elastic shaft (c, d)
--                                                        |
--                                                  [ load JL ]
--
-- Everything is in the rotational nature: the across value of a shaft is
-- its angle [rad], the through value a torque [N*m].  All the models come
-- from library MODELS (stdlib/models/rotational.vhd); a design names them
-- as `entity work.NAME(architecture)` and the simulator finds them there.
--
-- What to look for (columns motor.w, gear_side.phi, load.w, shaft.t ...):
--   * Seen from the gear side the motor inertia is n**2 = 100 times larger
--     (0.1 * 100 = 10 kg*m**2, plus Jg = 2) and the torque 10 times
--     larger (100 N*m): the drive accelerates 14 kg*m**2 at about
--     100/14 = 7.1 rad/s**2 on average;
--   * the shaft twists and the load speed oscillates about that ramp at
--     the shaft resonance, sqrt(c*(1/12 + 1/2)) = 76 rad/s (12 Hz),
--     decaying with the shaft damping d (time constant about 0.34 s);
--   * the energy columns at the end (see "Energy bookkeeping").
--
-- The torque source is off at the quiescent point and on from t = 0+.  An
-- angle has no quiescent value of its own (any angle is a rest state),
-- so the gear-side and load inertias start at angle 0 with speed 0
-- (architecture with_ic); the motor inertia has no initial conditions of
-- its own (architecture ideal): the gear fixes its angle.

library ieee;
use ieee.mechanical_systems.all;

entity two_mass is
  generic (j_motor : moment_inertia := 0.1;       -- motor inertia Jm [kg*m**2]
           ratio   : real := 10.0;                -- gear ratio n (motor angle / gear-side angle)
           j_gear  : moment_inertia := 2.0;       -- gear-side inertia Jg [kg*m**2]
           c_shaft : angular_stiffness := 1.0e4;  -- shaft stiffness c [N*m/rad]
           d_shaft : angular_damping := 10.0;     -- shaft damping d [N*m*s/rad]
           j_load  : moment_inertia := 2.0;       -- load inertia JL [kg*m**2]
           t_drive : torque := 10.0);             -- motor torque from t = 0 [N*m]
end entity two_mass;

architecture drive of two_mass is
  terminal motor_shaft, gear_shaft, load_shaft : rotational;

  -- Energy bookkeeping.  Across quantities of the three shafts (they only
  -- observe: a branch quantity without a through part adds no torque):
  quantity phi_m across motor_shaft to rotational_ref;
  quantity phi_g across gear_shaft to rotational_ref;
  quantity phi_l across load_shaft to rotational_ref;
  quantity w_drive : real;    -- work done by the torque source [J]
  quantity e_diss  : real;    -- energy dissipated in the shaft damping [J]
  quantity e_kin   : real;    -- kinetic energy of the three inertias [J]
  quantity e_shaft : real;    -- elastic energy of the twisted shaft [J]
  quantity balance : real;    -- w_drive - (e_kin + e_shaft + e_diss): stays ~0
begin
  drive : entity work.TorqueStep_r
    generic map (final => t_drive)
    port map (p => motor_shaft, n => rotational_ref);

  motor : entity work.inertia_r(ideal)
    generic map (j => j_motor)
    port map (p => motor_shaft);

  gearbox : entity work.gear_r(ideal)
    generic map (ratio => ratio)
    port map (shaft_in => motor_shaft, shaft_out => gear_shaft);

  gear_side : entity work.inertia_r(with_ic)
    generic map (j => j_gear)
    port map (p => gear_shaft);

  shaft : entity work.spring_damper_r(ideal)
    generic map (k => c_shaft, d => d_shaft)
    port map (p => gear_shaft, n => load_shaft);

  load : entity work.inertia_r(with_ic)
    generic map (j => j_load)
    port map (p => load_shaft);

  -- The power of the source is its torque times the motor speed, the
  -- damper turns d*(relative speed)**2 into heat.  Both are integrated
  -- from 0 as state equations with a break (at the quiescent point a
  -- break replaces X'dot = 0 by X = 0).
  w_drive'dot == t_drive * phi_m'dot;
  break w_drive => 0.0;
  e_diss'dot == d_shaft * (phi_g'dot - phi_l'dot)**2;
  break e_diss => 0.0;
  e_kin == 0.5 * j_motor * phi_m'dot**2 + 0.5 * j_gear * phi_g'dot**2
           + 0.5 * j_load * phi_l'dot**2;
  e_shaft == 0.5 * c_shaft * (phi_g - phi_l)**2;
  balance == w_drive - (e_kin + e_shaft + e_diss);
end architecture drive;
