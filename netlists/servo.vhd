-- servo.vhd - a position servo: PI controller, DC motor, gear, end stops.
--
--   vamsim --tran 1.2 --step 1ms netlists/servo.vhd
--
-- A DC motor turns a load through a 50:1 gear; a PI controller sets the
-- motor voltage so that the load angle follows a reference.  The loop is
-- drawn with the signal-flow blocks of library MODELS (quantity ports):
--
--   theta_ref ->(+)-> err -> [ PI ] -> u_pi -> [ limiter +-24 V ] -> u_sat
--                ^(-)                                                  |
--              theta                                   [ amplifier: v = u_sat ]
--                |                                                     |
--         [ angle sensor ]                                       [ DC motor ]
--                |                                                     | motor_shaft
--   load_angle --+-- [ end stops ]                              [ gear 50:1 ]
--                |                                                     | load_shaft
--       [ speed to angle ] <--------------------------- [ load inertia, friction ]
--
-- The reference (a piecewise linear profile) holds 0, moves to 1 rad in
-- 0.2 s, holds, and at t = 0.6 s is sent to -1.5 rad in 0.2 s.  That
-- target lies beyond the end stop at -1.2 rad: the load hits the stop
-- and stays there, and the controller, seeing an error it cannot remove,
-- drives the motor at the voltage limit.
--
-- What to look for (columns theta_ref, theta, u_sat, motor.i, ...):
--   * the first move (5 rad/s) is within the motor's reach: the load
--     follows the ramp with a small lag (u_sat peaks at 15 V), overshoots
--     the hold by 7 % (1.073 rad) and settles;
--   * the second move asks for 12.5 rad/s, more than the motor's top
--     speed at the load, 24 V / kt / 50 = 9.6 rad/s: the controller asks
--     for more than 24 V, the limiter clips it (u_sat = -24) and the load
--     lags behind the reference;
--   * the stop takes the load at -1.2 rad and deflects a little (a
--     contact stiffness of 1e4 N*m/rad): the stall current is the limit
--     voltage over the winding resistance, 24 V / 2 ohm = 12 A, and the
--     load presses on the stop with 50 * kt * 12 A = 30 N*m, 3 mrad deep;
--   * the PI's integral keeps growing while the error persists (windup):
--     its output u_pi runs far beyond the limit (-178 V at t = 1.2 s);
--   * the energy columns (see "Energy bookkeeping" below).
--
-- Natures: electrical for the amplifier and motor winding, rotational_v
-- (speed across, torque through) for the motor and load shafts, and
-- rotational (angle across) for the shaft on which the end stops and the
-- angle sensor sit.  gear_rv_r with ratio 1 turns the load speed into that
-- angle (w'integ: at the quiescent point the loop is at rest with zero
-- error, so the angle starts at the reference's 0).  The load inertia is
-- on the speed shaft: an inertia on the angle shaft, tied to the motor by
-- an ideal gear, makes an index-3 system that the time stepper handles
-- badly when an event happens at rest.

library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity servo is
  generic (kp      : real := 125.0;               -- proportional gain [V/rad]
           ki      : real := 625.0;               -- integral gain [V/(rad*s)]
           v_max   : voltage := 24.0;             -- amplifier voltage limit [V]
           stop_at : angle := 1.2;                -- end stops at +-stop_at [rad]
           k_stop  : angular_stiffness := 1.0e4;  -- contact stiffness [N*m/rad]
           d_stop  : angular_damping := 10.0);    -- contact damping [N*m*s/rad]
end entity servo;

architecture pi_loop of servo is
  -- plant parameters (also used by the energy bookkeeping)
  constant r_wind : resistance := 2.0;            -- winding resistance [ohm]
  constant l_wind : inductance := 2.0e-3;         -- winding inductance [H]
  constant kt     : real := 0.05;                 -- torque constant [N*m/A]
  constant j_mot  : moment_inertia := 1.0e-5;     -- rotor inertia [kg*m**2]
  constant d_mot  : real := 1.0e-5;               -- bearing friction [N*m*s/rad]
  constant ratio  : real := 50.0;                 -- gear ratio
  constant j_load : moment_inertia := 0.01;       -- load inertia [kg*m**2]
  constant d_load : real := 0.01;                 -- load friction [N*m*s/rad]

  terminal supply, motor_in : electrical;
  terminal motor_shaft, load_shaft : rotational_v;
  terminal load_angle : rotational;

  -- the signals of the loop
  quantity theta_ref, theta, err, u_pi, u_sat : real;

  -- Energy bookkeeping: the amplifier's electrical power goes into the
  -- winding (heat, magnetic energy), the rotating parts (kinetic energy,
  -- friction heat) and the stop (elastic energy, heat).
  quantity v_amp, i_amp : real;                                   -- sensors
  quantity w_mot across motor_shaft to rotational_v_ref;          -- [rad/s]
  quantity w_load across load_shaft to rotational_v_ref;          -- [rad/s]
  quantity w_el    : real;    -- work of the amplifier [J]
  quantity e_mag   : real;    -- magnetic energy in the winding [J]
  quantity e_kin   : real;    -- kinetic energy of rotor and load [J]
  quantity e_stop  : real;    -- elastic energy of the stop contact [J]
  quantity p_stop  : real;    -- power the stop's damping turns into heat [W]
  quantity e_heat  : real;    -- heat: winding, friction, stop damping [J]
  quantity balance : real;    -- w_el - (e_mag + e_kin + e_stop + e_heat): ~0
begin
  -- the controller
  profile : entity work.SignalPWL
    generic map (npoints => 5,
                 t1 => 0 ms,   y1 => 0.0,
                 t2 => 50 ms,  y2 => 0.0,
                 t3 => 250 ms, y3 => 1.0,
                 t4 => 600 ms, y4 => 1.0,
                 t5 => 800 ms, y5 => -1.5)
    port map (y => theta_ref);
  compare : entity work.sum2
    generic map (s1 => 1.0, s2 => -1.0)
    port map (u1 => theta_ref, u2 => theta, y => err);
  pi : entity work.pi_ctrl
    generic map (kp => kp, ki => ki)
    port map (u => err, y => u_pi);
  clip : entity work.limiter
    generic map (low => -v_max, high => v_max)
    port map (u => u_pi, y => u_sat);

  -- the power stage and the motor
  amplifier : entity work.VoltageControlled
    port map (u => u_sat, p => supply, n => ground);
  voltmeter : entity work.VoltageSensor
    port map (p => supply, n => ground, y => v_amp);
  ammeter : entity work.CurrentSensor
    port map (p => supply, n => motor_in, y => i_amp);
  motor : entity work.DC_Motor(basic)
    generic map (r_wind => r_wind, kt => kt, l => l_wind, d => d_mot, j => j_mot)
    port map (p1 => motor_in, p2 => ground, shaft_rotv => motor_shaft);

  -- the mechanics
  gear : entity work.gear_rv(ideal)
    generic map (ratio => ratio)
    port map (shaft_in => motor_shaft, shaft_out => load_shaft);
  load : entity work.inertia_rv(ideal)
    generic map (j => j_load)
    port map (p => load_shaft);
  friction : entity work.damper_rv(ideal)
    generic map (d => d_load)
    port map (p => load_shaft, n => rotational_v_ref);
  to_angle : entity work.gear_rv_r(ideal)
    generic map (ratio => 1.0)
    port map (shaft_in => load_shaft, shaft_out => load_angle);
  stops : entity work.stop_r(ideal)
    generic map (low => -stop_at, high => stop_at, k_stop => k_stop, d_stop => d_stop)
    port map (p => load_angle, n => rotational_ref);
  encoder : entity work.AngleSensor_r
    port map (p => load_angle, n => rotational_ref, y => theta);

  -- Energy bookkeeping.  The stop's elastic energy and damping power
  -- follow its own piecewise law (stdlib/models/rotational.vhd, stop_r).
  -- The integrals start at 0: state equations with a break.
  if theta > stop_at use
    e_stop == 0.5 * k_stop * (theta - stop_at)**2;
    p_stop == d_stop * w_load**2;
  elsif theta < -stop_at use
    e_stop == 0.5 * k_stop * (theta + stop_at)**2;
    p_stop == d_stop * w_load**2;
  else
    e_stop == 0.0;
    p_stop == 0.0;
  end use;
  w_el'dot == v_amp * i_amp;
  break w_el => 0.0;
  e_heat'dot == r_wind * i_amp**2 + d_mot * w_mot**2 + d_load * w_load**2 + p_stop;
  break e_heat => 0.0;
  e_mag == 0.5 * l_wind * i_amp**2;
  e_kin == 0.5 * j_mot * w_mot**2 + 0.5 * j_load * w_load**2;
  balance == w_el - (e_mag + e_kin + e_stop + e_heat);
end architecture pi_loop;
