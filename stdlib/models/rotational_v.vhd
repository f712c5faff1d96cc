-- rotational_v.vhd - library MODELS: rotational mechanics in the angular
-- velocity nature (IEEE.MECHANICAL_SYSTEMS.ROTATIONAL_V: angular velocity
-- [rad/s] across, torque [N*m] through).  Names end in _rv.
--
-- Sign convention: in `quantity w across t through p to n`, w is the
-- speed of p relative to n and t the torque the element takes from p:
--   inertia  t = j*w'      spring  t = k*w'integ      damper  t = d*w
--   a source that drives p in +w with T has t = -T.
-- A spring's twist is w'integ; at the quiescent point IEEE 1076.1 adds
-- w = 0 for it and its twist follows from the torques (see
-- translational_v.vhd).
--
--   inertia_rv         rotating inertia               (ideal, with_ic)
--   spring_rv          torsion spring                 (linear, with_ic)
--   damper_rv          rotational viscous damper (bearing friction)
--   spring_damper_rv   elastic shaft with internal damping (ideal, with_ic)
--   fan_load_rv        fan or propeller drag, t = c*w*|w|
--   gear_rv            ideal gear, w_out = w_in / ratio
--   gear_rv_r          ideal gear from a speed shaft to an angle shaft
--                      (ideal: via 'integ; with_ic: initial angle)
--   TorqueConst_rv, TorqueStep_rv, TorqueSine_rv, TorquePulse_rv,
--   TorquePWL_rv       torque sources
--   SpeedStep_rv, SpeedSine_rv, SpeedPWL_rv
--                      speed sources

-------------------------------------------------------------------------------
-- inertia_rv: rotating inertia j on shaft p, t = j*w'.
-- Architecture ideal: no initial condition; with_ic: speed w0 at start.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity inertia_rv is
  generic (j  : moment_inertia;             -- moment of inertia [kg*m**2]
           w0 : angular_velocity := 0.0);   -- initial speed (with_ic) [rad/s]
  port (terminal p : rotational_v);
end entity inertia_rv;

architecture with_ic of inertia_rv is
  quantity w across t through p to rotational_v_ref;
begin
  t == j * w'dot;
  break w => w0;
end architecture with_ic;

architecture ideal of inertia_rv is
  quantity w across t through p to rotational_v_ref;
begin
  t == j * w'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- spring_rv: torsion spring, t = k*w'integ (w'integ is the twist).
-- Architecture with_ic integrates the twist from phi0 instead (for a
-- spring whose twist nothing else fixes at the quiescent point, see
-- spring_v in translational_v.vhd).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity spring_rv is
  generic (k    : angular_stiffness;        -- [N*m/rad]
           phi0 : angle := 0.0);            -- initial twist (with_ic) [rad]
  port (terminal p, n : rotational_v);
end entity spring_rv;

architecture with_ic of spring_rv is
  quantity w across t through p to n;
  quantity phi : angle;                     -- twist
begin
  phi'dot == w;
  t == k * phi;
  break phi => phi0;
end architecture with_ic;

architecture linear of spring_rv is
  quantity w across t through p to n;
begin
  t == k * w'integ;
end architecture linear;

-------------------------------------------------------------------------------
-- damper_rv: rotational viscous damper, t = d*w.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity damper_rv is
  generic (d : angular_damping);            -- [N*m*s/rad]
  port (terminal p, n : rotational_v);
end entity damper_rv;

architecture ideal of damper_rv is
  quantity w across t through p to n;
begin
  t == d * w;
end architecture ideal;

-------------------------------------------------------------------------------
-- spring_damper_rv: elastic shaft, t = k*w'integ + d*w (architecture
-- ideal); with_ic integrates the twist from phi0.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity spring_damper_rv is
  generic (k    : angular_stiffness;        -- [N*m/rad]
           d    : angular_damping;          -- [N*m*s/rad]
           phi0 : angle := 0.0);            -- initial twist (with_ic) [rad]
  port (terminal p, n : rotational_v);
end entity spring_damper_rv;

architecture with_ic of spring_damper_rv is
  quantity w across t through p to n;
  quantity phi : angle;                     -- twist
begin
  phi'dot == w;
  t == k * phi + d * w;
  break phi => phi0;
end architecture with_ic;

architecture ideal of spring_damper_rv is
  quantity w across t through p to n;
begin
  t == k * w'integ + d * w;
end architecture ideal;

-------------------------------------------------------------------------------
-- fan_load_rv: aerodynamic drag of a fan or propeller, t = c*w*|w|: it
-- grows with the square of the speed and always opposes the motion.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity fan_load_rv is
  generic (c : real);                       -- drag coefficient [N*m*s**2/rad**2]
  port (terminal p : rotational_v);
end entity fan_load_rv;

architecture quadratic of fan_load_rv is
  quantity w across t through p to rotational_v_ref;
begin
  t == c * w * abs(w);
end architecture quadratic;

-------------------------------------------------------------------------------
-- gear_rv: ideal gear, w_out = w_in / ratio, no losses:
-- w_in*t_in + w_out*t_out = 0, so t_in = -t_out/ratio.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity gear_rv is
  generic (ratio : real);                   -- input speed / output speed
  port (terminal shaft_in, shaft_out : rotational_v);
end entity gear_rv;

architecture ideal of gear_rv is
  quantity w_in across t_in through shaft_in to rotational_v_ref;
  quantity w_out across t_out through shaft_out to rotational_v_ref;
begin
  w_out == w_in / ratio;
  t_in == -t_out / ratio;
end architecture ideal;

-------------------------------------------------------------------------------
-- gear_rv_r: ideal gear from a speed shaft (rotational_v) to an angle
-- shaft (rotational): phi_out' = w_in / ratio, t_in = -t_out/ratio.
-- Architecture ideal writes phi_out = w_in'integ / ratio; at the quiescent
-- point w_in = 0 and the angle is fixed by what is on the output side
-- (a spring, a fixed angle, an inertia with initial conditions).
-- Architecture with_ic integrates the output angle from phi0 instead, for
-- an output side that does not fix it (a free inertia).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity gear_rv_r is
  generic (ratio : real;                    -- input speed / output speed
           phi0  : angle := 0.0);           -- initial output angle (with_ic) [rad]
  port (terminal shaft_in  : rotational_v;
        terminal shaft_out : rotational);
end entity gear_rv_r;

architecture with_ic of gear_rv_r is
  quantity w_in across t_in through shaft_in to rotational_v_ref;
  quantity phi_out across t_out through shaft_out to rotational_ref;
begin
  phi_out'dot == w_in / ratio;
  t_in == -t_out / ratio;
  break phi_out => phi0;
end architecture with_ic;

architecture ideal of gear_rv_r is
  quantity w_in across t_in through shaft_in to rotational_v_ref;
  quantity phi_out across t_out through shaft_out to rotational_ref;
begin
  phi_out == w_in'integ / ratio;
  t_in == -t_out / ratio;
end architecture ideal;

-------------------------------------------------------------------------------
-- TorqueConst_rv: constant torque driving p in +w, t = -magnitude.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity TorqueConst_rv is
  generic (magnitude : torque);             -- [N*m]
  port (terminal p, n : rotational_v);
end entity TorqueConst_rv;

architecture ideal of TorqueConst_rv is
  quantity t through p to n;
begin
  t == -magnitude;
end architecture ideal;

-------------------------------------------------------------------------------
-- TorqueStep_rv: initial until delay, then final (quiescent: initial).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity TorqueStep_rv is
  generic (initial : torque := 0.0;         -- [N*m]
           final   : torque;                -- [N*m]
           delay   : time := 0 ms);
  port (terminal p, n : rotational_v);
end entity TorqueStep_rv;

architecture ideal of TorqueStep_rv is
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
-- TorqueSine_rv: offset + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity TorqueSine_rv is
  generic (amplitude : torque;              -- [N*m]
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           offset    : torque := 0.0);      -- [N*m]
  port (terminal p, n : rotational_v);
end entity TorqueSine_rv;

architecture ideal of TorqueSine_rv is
  quantity t through p to n;
begin
  t == -sine_wave(now, offset, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- TorquePulse_rv: trapezoidal pulse (see ForcePulse_t).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity TorquePulse_rv is
  generic (initial : torque := 0.0;         -- [N*m]
           pulse   : torque;                -- [N*m]
           ti2p    : time := 1 ms;          -- rise time
           tp2i    : time := 1 ms;          -- fall time
           delay   : time := 0 ms;          -- start of the first rise
           width   : time := 100 ms;        -- time at the pulse value
           period  : time := 0 ms);         -- repetition period (0: once)
  port (terminal p, n : rotational_v);
end entity TorquePulse_rv;

architecture ideal of TorquePulse_rv is
  quantity t through p to n;
begin
  t == -pulse_wave(now, initial, pulse, seconds(delay), seconds(ti2p), seconds(tp2i),
                   seconds(width), seconds(period));
end architecture ideal;

-------------------------------------------------------------------------------
-- TorquePWL_rv: piecewise linear torque (see ForcePWL_t).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity TorquePWL_rv is
  generic (npoints : positive := 2;         -- points used, 1 to 6
           t1 : time := 0 ms;   tq1 : torque := 0.0;  -- [N*m] each
           t2 : time := 1 sec;  tq2 : torque := 0.0;
           t3 : time := 2 sec;  tq3 : torque := 0.0;
           t4 : time := 3 sec;  tq4 : torque := 0.0;
           t5 : time := 4 sec;  tq5 : torque := 0.0;
           t6 : time := 5 sec;  tq6 : torque := 0.0);
  port (terminal p, n : rotational_v);
end entity TorquePWL_rv;

architecture ideal of TorquePWL_rv is
  quantity t through p to n;
begin
  t == -pwl_wave(now, npoints, seconds(t1), tq1, seconds(t2), tq2, seconds(t3), tq3,
                 seconds(t4), tq4, seconds(t5), tq5, seconds(t6), tq6);
end architecture ideal;

-------------------------------------------------------------------------------
-- SpeedStep_rv: w = initial until delay, then final.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity SpeedStep_rv is
  generic (initial : angular_velocity := 0.0;   -- [rad/s]
           final   : angular_velocity;          -- [rad/s]
           delay   : time := 0 ms);
  port (terminal p, n : rotational_v);
end entity SpeedStep_rv;

architecture ideal of SpeedStep_rv is
  constant td : real := seconds(delay);
  quantity w across t through p to n;
begin
  if domain = quiescent_domain or now < td use
    w == initial;
  else
    w == final;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- SpeedSine_rv: w = offset + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity SpeedSine_rv is
  generic (amplitude : angular_velocity;        -- [rad/s]
           freq      : real;                    -- [Hz]
           phase     : real := 0.0;             -- [degrees]
           offset    : angular_velocity := 0.0);-- [rad/s]
  port (terminal p, n : rotational_v);
end entity SpeedSine_rv;

architecture ideal of SpeedSine_rv is
  quantity w across t through p to n;
begin
  w == sine_wave(now, offset, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- SpeedPWL_rv: piecewise linear speed profile (points as in ForcePWL_t).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity SpeedPWL_rv is
  generic (npoints : positive := 2;         -- points used, 1 to 6
           t1 : time := 0 ms;   w1 : angular_velocity := 0.0;  -- [rad/s] each
           t2 : time := 1 sec;  w2 : angular_velocity := 0.0;
           t3 : time := 2 sec;  w3 : angular_velocity := 0.0;
           t4 : time := 3 sec;  w4 : angular_velocity := 0.0;
           t5 : time := 4 sec;  w5 : angular_velocity := 0.0;
           t6 : time := 5 sec;  w6 : angular_velocity := 0.0);
  port (terminal p, n : rotational_v);
end entity SpeedPWL_rv;

architecture ideal of SpeedPWL_rv is
  quantity w across t through p to n;
begin
  w == pwl_wave(now, npoints, seconds(t1), w1, seconds(t2), w2, seconds(t3), w3,
                seconds(t4), w4, seconds(t5), w5, seconds(t6), w6);
end architecture ideal;
