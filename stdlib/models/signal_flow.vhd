-- signal_flow.vhd - library MODELS: block diagrams on quantity ports.
--
-- A block reads input quantities (port `quantity u : in real`; the
-- actual may be any expression) and defines its output quantities (port
-- `quantity y : out real`; the actual must be a quantity name).  Blocks
-- have no terminals and no conservation laws: they compute.  Sensors turn
-- an across or through value of a mechanical terminal into an output
-- quantity; actuators turn an input quantity into a force or torque, so
-- that a control loop can be drawn without electrical stand-ins.
--
--   gain          y = k*u
--   sum2          y = s1*u1 + s2*u2  (s2 = -1.0 for an error signal)
--   integrator    y = y0 + k * integral of u  (ideal: state form; integ)
--   lag1          first-order lag, tau*y' + y = k*u
--   limiter       saturation, y = u clipped to [low, high]
--   pi_ctrl       PI controller, y = kp*u + ki*u'integ
--   SignalConst, SignalStep, SignalSine, SignalPulse, SignalPWL
--                 signal sources (shapes: waveforms.vhd)
--   PositionSensor_t, VelocitySensor_t, ForceSensor_t
--   VelocitySensor_v, ForceSensor_v
--   AngleSensor_r, SpeedSensor_r, TorqueSensor_r
--   SpeedSensor_rv, TorqueSensor_rv
--   ForceActuator_t, ForceActuator_v, TorqueActuator_r, TorqueActuator_rv
--
-- Across sensors measure p relative to n (connect n to the reference for
-- an absolute value) and take no force.  Through sensors sit in series:
-- p and n move together and y is the force (torque) passed from p to n.
-- Actuators push p in the positive direction with u (and n with -u).

-------------------------------------------------------------------------------
-- gain: y = k*u.
-------------------------------------------------------------------------------
entity gain is
  generic (k : real := 1.0);
  port (quantity u : in real;
        quantity y : out real);
end entity gain;

architecture ideal of gain is
begin
  y == k * u;
end architecture ideal;

-------------------------------------------------------------------------------
-- sum2: y = s1*u1 + s2*u2.
-------------------------------------------------------------------------------
entity sum2 is
  generic (s1 : real := 1.0;                -- weight (sign) of u1
           s2 : real := 1.0);               -- weight (sign) of u2
  port (quantity u1, u2 : in real;
        quantity y : out real);
end entity sum2;

architecture ideal of sum2 is
begin
  y == s1 * u1 + s2 * u2;
end architecture ideal;

-------------------------------------------------------------------------------
-- integrator: y = y0 + k * (integral of u from 0 to t).
-- Architecture ideal writes it as the state equation y' = k*u with
-- y = y0 at the quiescent point (break): it works with any input, in or
-- out of a loop.
-- Architecture integ writes y == y0 + k*u'integ literally.  At the
-- quiescent point IEEE 1076.1 then sets u = 0 (the integrator at rest)
-- and lets the integral take whatever value the rest of the design needs:
-- right inside a feedback loop that drives u to 0 (the loop starts in
-- equilibrium), but contradictory for an open-loop input that is not 0
-- at t = 0 (the quiescent point is then singular).
-------------------------------------------------------------------------------
entity integrator is
  generic (k  : real := 1.0;                -- gain [1/s]
           y0 : real := 0.0);               -- output at t = 0 (ideal); offset (integ)
  port (quantity u : in real;
        quantity y : out real);
end entity integrator;

architecture integ of integrator is
begin
  y == y0 + k * u'integ;
end architecture integ;

architecture ideal of integrator is
begin
  y'dot == k * u;
  break y => y0;
end architecture ideal;

-------------------------------------------------------------------------------
-- lag1: first-order lag (PT1), tau*y' + y = k*u; at the quiescent point
-- y = k*u.
-------------------------------------------------------------------------------
entity lag1 is
  generic (k   : real := 1.0;               -- static gain
           tau : real);                     -- time constant [s]
  port (quantity u : in real;
        quantity y : out real);
end entity lag1;

architecture ideal of lag1 is
begin
  tau * y'dot + y == k * u;
end architecture ideal;

-------------------------------------------------------------------------------
-- limiter: y = high if u > high, low if u < low, u otherwise.
-------------------------------------------------------------------------------
entity limiter is
  generic (low  : real;
           high : real);
  port (quantity u : in real;
        quantity y : out real);
end entity limiter;

architecture ideal of limiter is
begin
  if u > high use
    y == high;
  elsif u < low use
    y == low;
  else
    y == u;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- pi_ctrl: PI controller, y = kp*u + ki*(integral of u), u the control
-- error.  The integral is u'integ: at the quiescent point the error is
-- zero and the integral holds whatever output the loop needs at rest (a
-- controller in equilibrium).  This needs a closed loop; for an open-loop
-- integral with a given start value use integrator.
-------------------------------------------------------------------------------
entity pi_ctrl is
  generic (kp : real;                       -- proportional gain
           ki : real);                      -- integral gain [1/s]
  port (quantity u : in real;
        quantity y : out real);
end entity pi_ctrl;

architecture ideal of pi_ctrl is
begin
  y == kp * u + ki * u'integ;
end architecture ideal;

-------------------------------------------------------------------------------
-- SignalConst: y = level.
-------------------------------------------------------------------------------
entity SignalConst is
  generic (level : real);
  port (quantity y : out real);
end entity SignalConst;

architecture ideal of SignalConst is
begin
  y == level;
end architecture ideal;

-------------------------------------------------------------------------------
-- SignalStep: initial until delay, then final (quiescent point: initial).
-------------------------------------------------------------------------------
library models;
use models.waveforms.all;

entity SignalStep is
  generic (initial : real := 0.0;
           final   : real;
           delay   : time := 0 ms);
  port (quantity y : out real);
end entity SignalStep;

architecture ideal of SignalStep is
  constant td : real := seconds(delay);
begin
  if domain = quiescent_domain or now < td use
    y == initial;
  else
    y == final;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- SignalSine: y = offset + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library models;
use models.waveforms.all;

entity SignalSine is
  generic (amplitude : real;
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           offset    : real := 0.0);
  port (quantity y : out real);
end entity SignalSine;

architecture ideal of SignalSine is
begin
  y == sine_wave(now, offset, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- SignalPulse: SPICE PULSE (see ForcePulse_t in translational.vhd).
-------------------------------------------------------------------------------
library models;
use models.waveforms.all;

entity SignalPulse is
  generic (initial : real := 0.0;
           pulse   : real;
           ti2p    : time := 1 ms;          -- rise time
           tp2i    : time := 1 ms;          -- fall time
           delay   : time := 0 ms;          -- start of the first rise
           width   : time := 100 ms;        -- time at the pulse value
           period  : time := 0 ms);         -- repetition period (0: once)
  port (quantity y : out real);
end entity SignalPulse;

architecture ideal of SignalPulse is
begin
  y == pulse_wave(now, initial, pulse, seconds(delay), seconds(ti2p), seconds(tp2i),
                  seconds(width), seconds(period));
end architecture ideal;

-------------------------------------------------------------------------------
-- SignalPWL: piecewise linear through up to 6 points (see ForcePWL_t).
-------------------------------------------------------------------------------
library models;
use models.waveforms.all;

entity SignalPWL is
  generic (npoints : positive := 2;         -- points used, 1 to 6
           t1 : time := 0 ms;   y1 : real := 0.0;
           t2 : time := 1 sec;  y2 : real := 0.0;
           t3 : time := 2 sec;  y3 : real := 0.0;
           t4 : time := 3 sec;  y4 : real := 0.0;
           t5 : time := 4 sec;  y5 : real := 0.0;
           t6 : time := 5 sec;  y6 : real := 0.0);
  port (quantity y : out real);
end entity SignalPWL;

architecture ideal of SignalPWL is
begin
  y == pwl_wave(now, npoints, seconds(t1), y1, seconds(t2), y2, seconds(t3), y3,
                seconds(t4), y4, seconds(t5), y5, seconds(t6), y6);
end architecture ideal;

-------------------------------------------------------------------------------
-- PositionSensor_t: y = x(p) - x(n) [m].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity PositionSensor_t is
  port (terminal p, n : translational;
        quantity y : out real);
end entity PositionSensor_t;

architecture ideal of PositionSensor_t is
  quantity x across p to n;
begin
  y == x;
end architecture ideal;

-------------------------------------------------------------------------------
-- VelocitySensor_t: y = d/dt (x(p) - x(n)) [m/s].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity VelocitySensor_t is
  port (terminal p, n : translational;
        quantity y : out real);
end entity VelocitySensor_t;

architecture ideal of VelocitySensor_t is
  quantity x across p to n;
begin
  y == x'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- ForceSensor_t: in series between p and n (they move together); y is the
-- force passed from p to n [N].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity ForceSensor_t is
  port (terminal p, n : translational;
        quantity y : out real);
end entity ForceSensor_t;

architecture ideal of ForceSensor_t is
  quantity x across f through p to n;
begin
  x == 0.0;
  y == f;
end architecture ideal;

-------------------------------------------------------------------------------
-- VelocitySensor_v: y = v(p) - v(n) [m/s].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity VelocitySensor_v is
  port (terminal p, n : translational_v;
        quantity y : out real);
end entity VelocitySensor_v;

architecture ideal of VelocitySensor_v is
  quantity v across p to n;
begin
  y == v;
end architecture ideal;

-------------------------------------------------------------------------------
-- ForceSensor_v: in series; y is the force passed from p to n [N].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity ForceSensor_v is
  port (terminal p, n : translational_v;
        quantity y : out real);
end entity ForceSensor_v;

architecture ideal of ForceSensor_v is
  quantity v across f through p to n;
begin
  v == 0.0;
  y == f;
end architecture ideal;

-------------------------------------------------------------------------------
-- AngleSensor_r: y = phi(p) - phi(n) [rad].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity AngleSensor_r is
  port (terminal p, n : rotational;
        quantity y : out real);
end entity AngleSensor_r;

architecture ideal of AngleSensor_r is
  quantity phi across p to n;
begin
  y == phi;
end architecture ideal;

-------------------------------------------------------------------------------
-- SpeedSensor_r: y = d/dt (phi(p) - phi(n)) [rad/s].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity SpeedSensor_r is
  port (terminal p, n : rotational;
        quantity y : out real);
end entity SpeedSensor_r;

architecture ideal of SpeedSensor_r is
  quantity phi across p to n;
begin
  y == phi'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- TorqueSensor_r: in series; y is the torque passed from p to n [N*m].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity TorqueSensor_r is
  port (terminal p, n : rotational;
        quantity y : out real);
end entity TorqueSensor_r;

architecture ideal of TorqueSensor_r is
  quantity phi across t through p to n;
begin
  phi == 0.0;
  y == t;
end architecture ideal;

-------------------------------------------------------------------------------
-- SpeedSensor_rv: y = w(p) - w(n) [rad/s].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity SpeedSensor_rv is
  port (terminal p, n : rotational_v;
        quantity y : out real);
end entity SpeedSensor_rv;

architecture ideal of SpeedSensor_rv is
  quantity w across p to n;
begin
  y == w;
end architecture ideal;

-------------------------------------------------------------------------------
-- TorqueSensor_rv: in series; y is the torque passed from p to n [N*m].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity TorqueSensor_rv is
  port (terminal p, n : rotational_v;
        quantity y : out real);
end entity TorqueSensor_rv;

architecture ideal of TorqueSensor_rv is
  quantity w across t through p to n;
begin
  w == 0.0;
  y == t;
end architecture ideal;

-------------------------------------------------------------------------------
-- ForceActuator_t: pushes p in +x with the force u [N] (f = -u).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity ForceActuator_t is
  port (quantity u : in real;
        terminal p, n : translational);
end entity ForceActuator_t;

architecture ideal of ForceActuator_t is
  quantity f through p to n;
begin
  f == -u;
end architecture ideal;

-------------------------------------------------------------------------------
-- ForceActuator_v: pushes p in +x with the force u [N] (f = -u).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity ForceActuator_v is
  port (quantity u : in real;
        terminal p, n : translational_v);
end entity ForceActuator_v;

architecture ideal of ForceActuator_v is
  quantity f through p to n;
begin
  f == -u;
end architecture ideal;

-------------------------------------------------------------------------------
-- TorqueActuator_r: drives p in +phi with the torque u [N*m] (t = -u).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity TorqueActuator_r is
  port (quantity u : in real;
        terminal p, n : rotational);
end entity TorqueActuator_r;

architecture ideal of TorqueActuator_r is
  quantity t through p to n;
begin
  t == -u;
end architecture ideal;

-------------------------------------------------------------------------------
-- TorqueActuator_rv: drives p in +w with the torque u [N*m] (t = -u).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity TorqueActuator_rv is
  port (quantity u : in real;
        terminal p, n : rotational_v);
end entity TorqueActuator_rv;

architecture ideal of TorqueActuator_rv is
  quantity t through p to n;
begin
  t == -u;
end architecture ideal;
