-- rotational.vhd - library MODELS: rotational mechanics in the angle
-- nature (IEEE.MECHANICAL_SYSTEMS.ROTATIONAL: angle [rad] across, torque
-- [N*m] through).  Names end in _r.
--
-- Sign convention: in `quantity phi across t through p to n`, phi is the
-- angle of p relative to n and t the torque the element takes from p:
--   inertia  t = j*phi''     spring  t = k*phi     damper  t = d*phi'
--   a source that drives p in +phi with T has t = -T.
--
--   inertia_r          rotating inertia         (ideal, with_ic)
--   spring_r           torsion spring           (linear)
--   damper_r           rotational viscous damper
--   spring_damper_r    elastic shaft: spring and damper in parallel
--   fixed_r            shaft held at a fixed angle
--   stop_r             end stops at angles low and high
--   gear_r             ideal gear, phi_out = phi_in / ratio
--   TorqueConst_r, TorqueStep_r, TorqueSine_r, TorquePulse_r, TorquePWL_r
--                      torque sources
--   AngleSine_r, AngleStep_r, SpeedStep_r
--                      angle sources (SpeedStep_r: a constant speed)

-------------------------------------------------------------------------------
-- inertia_r: rotating inertia j on shaft p, t = j*phi''.
-- Architecture ideal: no initial conditions (the angle follows from the
-- quiescent point; it needs a spring or a gear to something that fixes
-- it).  Architecture with_ic: angle phi0 and speed w0 at the start.
-- Columns: phi [rad], w [rad/s], t [N*m].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity inertia_r is
  generic (j    : moment_inertia;           -- moment of inertia [kg*m**2]
           phi0 : angle := 0.0;             -- initial angle (with_ic) [rad]
           w0   : angular_velocity := 0.0); -- initial speed (with_ic) [rad/s]
  port (terminal p : rotational);
end entity inertia_r;

architecture with_ic of inertia_r is
  quantity phi across t through p to rotational_ref;
  quantity w : angular_velocity;
begin
  w == phi'dot;
  t == j * w'dot;
  break phi => phi0, w => w0;
end architecture with_ic;

architecture ideal of inertia_r is
  quantity phi across t through p to rotational_ref;
  quantity w : angular_velocity;
begin
  w == phi'dot;
  t == j * w'dot;                           -- t = j*phi''
end architecture ideal;

-------------------------------------------------------------------------------
-- spring_r: torsion spring, t = k*phi, phi the twist of p relative to n.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity spring_r is
  generic (k : angular_stiffness);          -- [N*m/rad]
  port (terminal p, n : rotational);
end entity spring_r;

architecture linear of spring_r is
  quantity phi across t through p to n;
begin
  t == k * phi;
end architecture linear;

-------------------------------------------------------------------------------
-- damper_r: rotational viscous damper, t = d*phi'.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity damper_r is
  generic (d : angular_damping);            -- [N*m*s/rad]
  port (terminal p, n : rotational);
end entity damper_r;

architecture ideal of damper_r is
  quantity phi across t through p to n;
begin
  t == d * phi'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- spring_damper_r: elastic shaft with internal damping, t = k*phi + d*phi'.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity spring_damper_r is
  generic (k : angular_stiffness;           -- [N*m/rad]
           d : angular_damping);            -- [N*m*s/rad]
  port (terminal p, n : rotational);
end entity spring_damper_r;

architecture ideal of spring_damper_r is
  quantity phi across t through p to n;
begin
  t == k * phi + d * phi'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- fixed_r: holds shaft p at angle phi0.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity fixed_r is
  generic (phi0 : angle := 0.0);            -- [rad]
  port (terminal p : rotational);
end entity fixed_r;

architecture ideal of fixed_r is
  quantity phi across t through p to rotational_ref;
begin
  phi == phi0;
end architecture ideal;

-------------------------------------------------------------------------------
-- stop_r: end stops for the angle phi of p relative to n: free while
-- low <= phi <= high, beyond an elastic, damped contact (see stop_t):
--   phi > high:  t = k_stop*(phi - high) + d_stop*phi'
--   phi < low:   t = k_stop*(phi - low)  + d_stop*phi'
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity stop_r is
  generic (low    : angle;                  -- [rad]
           high   : angle;                  -- [rad]
           k_stop : angular_stiffness;      -- contact stiffness [N*m/rad]
           d_stop : angular_damping := 0.0);-- contact damping [N*m*s/rad]
  port (terminal p, n : rotational);
end entity stop_r;

architecture ideal of stop_r is
  quantity phi across t through p to n;
begin
  if phi > high use
    t == k_stop * (phi - high) + d_stop * phi'dot;
  elsif phi < low use
    t == k_stop * (phi - low) + d_stop * phi'dot;
  else
    t == 0.0;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- gear_r: ideal gear without backlash or losses.  The output turns ratio
-- times slower than the input, phi_out = phi_in / ratio, and passes on all
-- the power, phi_in'*t_in + phi_out'*t_out = 0, so t_in = -t_out/ratio:
-- the output torque is ratio times the input torque.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity gear_r is
  generic (ratio : real);                   -- input angle / output angle
  port (terminal shaft_in, shaft_out : rotational);
end entity gear_r;

architecture ideal of gear_r is
  quantity phi_in across t_in through shaft_in to rotational_ref;
  quantity phi_out across t_out through shaft_out to rotational_ref;
begin
  phi_out == phi_in / ratio;
  t_in == -t_out / ratio;
end architecture ideal;

-------------------------------------------------------------------------------
-- TorqueConst_r: constant torque driving p in +phi, t = -magnitude.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity TorqueConst_r is
  generic (magnitude : torque);             -- [N*m]
  port (terminal p, n : rotational);
end entity TorqueConst_r;

architecture ideal of TorqueConst_r is
  quantity t through p to n;
begin
  t == -magnitude;
end architecture ideal;

-------------------------------------------------------------------------------
-- TorqueStep_r: initial until delay, then final (quiescent point: initial).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity TorqueStep_r is
  generic (initial : torque := 0.0;         -- [N*m]
           final   : torque;                -- [N*m]
           delay   : time := 0 ms);
  port (terminal p, n : rotational);
end entity TorqueStep_r;

architecture ideal of TorqueStep_r is
  constant td : real := seconds(delay);
  quantity t through p to n;
begin
  if domain = quiescent_domain or now < td use
    t == -initial;
  else
    t == -final;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- TorqueSine_r: offset + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity TorqueSine_r is
  generic (amplitude : torque;              -- [N*m]
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           offset    : torque := 0.0);      -- [N*m]
  port (terminal p, n : rotational);
end entity TorqueSine_r;

architecture ideal of TorqueSine_r is
  quantity t through p to n;
begin
  t == -sine_wave(now, offset, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- TorquePulse_r: trapezoidal pulse (see ForcePulse_t).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity TorquePulse_r is
  generic (initial : torque := 0.0;         -- [N*m]
           pulse   : torque;                -- [N*m]
           ti2p    : time := 1 ms;          -- rise time
           tp2i    : time := 1 ms;          -- fall time
           delay   : time := 0 ms;          -- start of the first rise
           width   : time := 100 ms;        -- time at the pulse value
           period  : time := 0 ms);         -- repetition period (0: once)
  port (terminal p, n : rotational);
end entity TorquePulse_r;

architecture ideal of TorquePulse_r is
  quantity t through p to n;
begin
  t == -pulse_wave(now, initial, pulse, seconds(delay), seconds(ti2p), seconds(tp2i),
                   seconds(width), seconds(period));
end architecture ideal;

-------------------------------------------------------------------------------
-- TorquePWL_r: piecewise linear torque (see ForcePWL_t).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity TorquePWL_r is
  generic (npoints : positive := 2;         -- points used, 1 to 6
           t1 : time := 0 ms;   tq1 : torque := 0.0;  -- [N*m] each
           t2 : time := 1 sec;  tq2 : torque := 0.0;
           t3 : time := 2 sec;  tq3 : torque := 0.0;
           t4 : time := 3 sec;  tq4 : torque := 0.0;
           t5 : time := 4 sec;  tq5 : torque := 0.0;
           t6 : time := 5 sec;  tq6 : torque := 0.0);
  port (terminal p, n : rotational);
end entity TorquePWL_r;

architecture ideal of TorquePWL_r is
  quantity t through p to n;
begin
  t == -pwl_wave(now, npoints, seconds(t1), tq1, seconds(t2), tq2, seconds(t3), tq3,
                 seconds(t4), tq4, seconds(t5), tq5, seconds(t6), tq6);
end architecture ideal;

-------------------------------------------------------------------------------
-- AngleSine_r: phi = phi0 + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity AngleSine_r is
  generic (amplitude : angle;               -- [rad]
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           phi0      : angle := 0.0);       -- mean angle [rad]
  port (terminal p, n : rotational);
end entity AngleSine_r;

architecture ideal of AngleSine_r is
  quantity phi across t through p to n;
begin
  phi == sine_wave(now, phi0, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- AngleStep_r: phi = initial until delay, then final (connect it through
-- a spring: an ideal jump of angle cannot move an inertia).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity AngleStep_r is
  generic (initial : angle := 0.0;          -- [rad]
           final   : angle;                 -- [rad]
           delay   : time := 0 ms);
  port (terminal p, n : rotational);
end entity AngleStep_r;

architecture ideal of AngleStep_r is
  constant td : real := seconds(delay);
  quantity phi across t through p to n;
begin
  if domain = quiescent_domain or now < td use
    phi == initial;
  else
    phi == final;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- SpeedStep_r: the shaft stands at phi0 until delay, then turns at the
-- constant speed w: phi = phi0 + w*(t - delay).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity SpeedStep_r is
  generic (w     : angular_velocity;        -- [rad/s]
           phi0  : angle := 0.0;            -- [rad]
           delay : time := 0 ms);
  port (terminal p, n : rotational);
end entity SpeedStep_r;

architecture ideal of SpeedStep_r is
  constant td : real := seconds(delay);
  quantity phi across t through p to n;
begin
  if domain = quiescent_domain or now < td use
    phi == phi0;
  else
    phi == phi0 + w * (now - td);
  end use;
end architecture ideal;
