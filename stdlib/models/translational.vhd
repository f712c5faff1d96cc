-- translational.vhd - library MODELS: translational mechanics in the
-- displacement nature (IEEE.MECHANICAL_SYSTEMS.TRANSLATIONAL: displacement
-- [m] across, force [N] through).  Names end in _t.
--
-- Sign convention (IEEE 1076.1.1, textbooks): in `quantity x across f
-- through p to n`, x is the displacement of p relative to n and f is the
-- force that flows from p into the element and out at n, i.e. the force
-- the element takes from node p.  The forces taken from a node add up to
-- zero (d'Alembert):
--   mass     f = m*x''         spring   f = k*x       damper  f = d*x'
--   a source that pushes its terminal p in +x with F has f = -F (and
--   pushes n with -F: action and reaction).
-- Positive x is the direction a force source with positive F moves a
-- free mass.
--
--   mass_t           mass                      (ideal, with_ic)
--   spring_t         linear spring             (linear)
--   damper_t         viscous damper            (ideal)
--   spring_damper_t  spring and damper in parallel (Kelvin-Voigt)
--   fixed_t          anchor at a fixed position
--   stop_t           hard stops at low and high (elastic, damped contact)
--   ForceConst_t     constant force
--   ForceStep_t      force step at a delay
--   ForceSine_t      sinusoidal force
--   ForcePulse_t     trapezoidal pulse (SPICE PULSE)
--   ForcePWL_t       piecewise linear force (up to 6 points)
--   PositionSource_t sinusoidal position or position step (sine, step)
--   PositionSine_t   sinusoidal position
--   PositionStep_t   position step
--   PositionBump_t   smooth (raised-cosine) bump in position
--   VelocityStep_t   constant velocity from a delay on (position ramp)
--
-- Times of the sources are TIME generics (e.g. 10 ms); see
-- waveforms.vhd for the shapes.  A source whose value changes at t = 0
-- uses the quiescent-domain idiom: it gives its initial value while the
-- simulator looks for the quiescent point, so the transient starts from
-- rest and sees the step.

-------------------------------------------------------------------------------
-- mass_t: a point mass m on terminal p, f = m*x''.
-- Architecture ideal has no initial conditions: the quiescent point puts
-- the mass where the forces on it balance (it needs a spring or another
-- element that fixes its position, or the system is singular).
-- Architecture with_ic starts the mass at position x0 with velocity v0
-- (break), as a free mass needs.
-- Columns: x (position) [m], v (velocity) [m/s], f (force taken) [N].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity mass_t is
  generic (m  : mass;                       -- mass [kg]
           x0 : displacement := 0.0;        -- initial position (with_ic) [m]
           v0 : velocity := 0.0);           -- initial velocity (with_ic) [m/s]
  port (terminal p : translational);
end entity mass_t;

architecture with_ic of mass_t is
  quantity x across f through p to translational_ref;
  quantity v : velocity;
begin
  v == x'dot;
  f == m * v'dot;
  break x => x0, v => v0;
end architecture with_ic;

architecture ideal of mass_t is
  quantity x across f through p to translational_ref;
  quantity v : velocity;
begin
  v == x'dot;
  f == m * v'dot;                           -- f = m*x''
end architecture ideal;

-------------------------------------------------------------------------------
-- spring_t: linear spring between p and n, f = k*x, x = x(p) - x(n) the
-- elongation from the unstressed length.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity spring_t is
  generic (k : stiffness);                  -- stiffness [N/m]
  port (terminal p, n : translational);
end entity spring_t;

architecture linear of spring_t is
  quantity x across f through p to n;
begin
  f == k * x;
end architecture linear;

-------------------------------------------------------------------------------
-- damper_t: viscous damper between p and n, f = d*x'.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity damper_t is
  generic (d : damping);                    -- damping coefficient [N*s/m]
  port (terminal p, n : translational);
end entity damper_t;

architecture ideal of damper_t is
  quantity x across f through p to n;
begin
  f == d * x'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- spring_damper_t: spring and damper in parallel, f = k*x + d*x'.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity spring_damper_t is
  generic (k : stiffness;                   -- stiffness [N/m]
           d : damping);                    -- damping coefficient [N*s/m]
  port (terminal p, n : translational);
end entity spring_damper_t;

architecture ideal of spring_damper_t is
  quantity x across f through p to n;
begin
  f == k * x + d * x'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- fixed_t: holds terminal p at position x0 (relative to the reference);
-- f is the reaction force it takes.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity fixed_t is
  generic (x0 : displacement := 0.0);       -- position [m]
  port (terminal p : translational);
end entity fixed_t;

architecture ideal of fixed_t is
  quantity x across f through p to translational_ref;
begin
  x == x0;
end architecture ideal;

-------------------------------------------------------------------------------
-- stop_t: end stops.  Free travel while low <= x <= high (x = x(p) - x(n));
-- beyond, an elastic, damped contact pushes back:
--   x > high:  f = k_stop*(x - high) + d_stop*x'
--   x < low:   f = k_stop*(x - low)  + d_stop*x'
--   otherwise  f = 0.
-- The damping acts only in contact, so the force jumps by d_stop*x' when
-- contact begins; a large d_stop can make the stop pull briefly while the
-- bodies separate (the simple Kelvin-Voigt contact).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity stop_t is
  generic (low    : displacement;           -- lower end of the free travel [m]
           high   : displacement;           -- upper end of the free travel [m]
           k_stop : stiffness;              -- contact stiffness [N/m]
           d_stop : damping := 0.0);        -- contact damping [N*s/m]
  port (terminal p, n : translational);
end entity stop_t;

architecture ideal of stop_t is
  quantity x across f through p to n;
begin
  if x > high use
    f == k_stop * (x - high) + d_stop * x'dot;
  elsif x < low use
    f == k_stop * (x - low) + d_stop * x'dot;
  else
    f == 0.0;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- ForceConst_t: a constant force magnitude pushing p (in +x) and n (in -x),
-- f = -magnitude.  It acts at the quiescent point too (a weight, a preload).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity ForceConst_t is
  generic (magnitude : force);              -- [N]
  port (terminal p, n : translational);
end entity ForceConst_t;

architecture ideal of ForceConst_t is
  quantity f through p to n;
begin
  f == -magnitude;
end architecture ideal;

-------------------------------------------------------------------------------
-- ForceStep_t: initial until delay, final from then on.  With delay = 0
-- the quiescent point sees initial and the transient final: a step at
-- t = 0+.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity ForceStep_t is
  generic (initial : force := 0.0;          -- force before the step [N]
           final   : force;                 -- force after the step [N]
           delay   : time := 0 ms);         -- time of the step
  port (terminal p, n : translational);
end entity ForceStep_t;

architecture ideal of ForceStep_t is
  constant td : real := seconds(delay);
  quantity f through p to n;
begin
  if domain = quiescent_domain or now < td use
    f == -initial;
  else
    f == -final;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- ForceSine_t: offset + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity ForceSine_t is
  generic (amplitude : force;               -- [N]
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           offset    : force := 0.0);       -- [N]
  port (terminal p, n : translational);
end entity ForceSine_t;

architecture ideal of ForceSine_t is
  quantity f through p to n;
begin
  f == -sine_wave(now, offset, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- ForcePulse_t: trapezoidal pulse like SPICE PULSE: initial until delay,
-- a ramp to pulse lasting ti2p, pulse for width, a ramp back lasting
-- tp2i, initial again; repeated every period (once if period = 0).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity ForcePulse_t is
  generic (initial : force := 0.0;          -- force outside the pulse [N]
           pulse   : force;                 -- force during the pulse [N]
           ti2p    : time := 1 ms;          -- rise time (initial to pulse)
           tp2i    : time := 1 ms;          -- fall time (pulse to initial)
           delay   : time := 0 ms;          -- start of the first rise
           width   : time := 100 ms;        -- time at the pulse value
           period  : time := 0 ms);         -- repetition period (0: once)
  port (terminal p, n : translational);
end entity ForcePulse_t;

architecture ideal of ForcePulse_t is
  quantity f through p to n;
begin
  f == -pulse_wave(now, initial, pulse, seconds(delay), seconds(ti2p), seconds(tp2i),
                   seconds(width), seconds(period));
end architecture ideal;

-------------------------------------------------------------------------------
-- ForcePWL_t: piecewise linear through the first npoints of (t1, f1) ...
-- (t6, f6), times increasing: f1 before t1, the last value after the
-- last point; two points at the same time make a jump.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity ForcePWL_t is
  generic (npoints : positive := 2;         -- points used, 1 to 6
           t1 : time := 0 ms;   f1 : force := 0.0;    -- [N] each
           t2 : time := 1 sec;  f2 : force := 0.0;
           t3 : time := 2 sec;  f3 : force := 0.0;
           t4 : time := 3 sec;  f4 : force := 0.0;
           t5 : time := 4 sec;  f5 : force := 0.0;
           t6 : time := 5 sec;  f6 : force := 0.0);
  port (terminal p, n : translational);
end entity ForcePWL_t;

architecture ideal of ForcePWL_t is
  quantity f through p to n;
begin
  f == -pwl_wave(now, npoints, seconds(t1), f1, seconds(t2), f2, seconds(t3), f3,
                 seconds(t4), f4, seconds(t5), f5, seconds(t6), f6);
end architecture ideal;

-------------------------------------------------------------------------------
-- PositionSine_t: moves p relative to n as
-- x = x0 + amplitude*sin(2*pi*freq*t + phase); f is the force it takes.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity PositionSine_t is
  generic (amplitude : displacement;        -- [m]
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           x0        : displacement := 0.0);-- mean position [m]
  port (terminal p, n : translational);
end entity PositionSine_t;

architecture ideal of PositionSine_t is
  quantity x across f through p to n;
begin
  x == sine_wave(now, x0, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- PositionSource_t: one entity for the two common position inputs.
--   architecture sine:  x = x0 + amplitude*sin(2*pi*freq*t + phase)
--                       (from t = 0; delay is not used)
--   architecture step:  x = x0 until delay (and at the quiescent point),
--                       x0 + amplitude from then on (freq, phase unused)
-- The default architecture is sine.  PositionSine_t and PositionStep_t
-- are the same with only the generics each needs.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity PositionSource_t is
  generic (amplitude : displacement;        -- [m]
           x0        : displacement := 0.0; -- [m]
           freq      : real := 1.0;         -- sine: [Hz]
           phase     : real := 0.0;         -- sine: [degrees]
           delay     : time := 0 ms);       -- step: time of the step
  port (terminal p, n : translational);
end entity PositionSource_t;

architecture step of PositionSource_t is
  constant td : real := seconds(delay);
  quantity x across f through p to n;
begin
  if domain = quiescent_domain or now < td use
    x == x0;
  else
    x == x0 + amplitude;
  end use;
end architecture step;

architecture sine of PositionSource_t is
  quantity x across f through p to n;
begin
  x == sine_wave(now, x0, amplitude, freq, phase);
end architecture sine;

-------------------------------------------------------------------------------
-- PositionStep_t: x = initial until delay, then final (an ideal jump:
-- connect it through a spring, not to a mass).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity PositionStep_t is
  generic (initial : displacement := 0.0;   -- [m]
           final   : displacement;          -- [m]
           delay   : time := 0 ms);
  port (terminal p, n : translational);
end entity PositionStep_t;

architecture ideal of PositionStep_t is
  constant td : real := seconds(delay);
  quantity x across f through p to n;
begin
  if domain = quiescent_domain or now < td use
    x == initial;
  else
    x == final;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- PositionBump_t: x = height*(1 - cos(2*pi*(t - delay)/duration))/2 during
-- [delay, delay + duration], 0 otherwise: a smooth bump (a road hump
-- passed at constant speed: duration = length / speed).  Position and
-- velocity are continuous; the acceleration jumps at the ends.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity PositionBump_t is
  generic (height   : displacement;         -- [m]
           delay    : time := 0 ms;         -- start of the bump
           duration : time);                -- length of the bump in time
  port (terminal p, n : translational);
end entity PositionBump_t;

architecture ideal of PositionBump_t is
  quantity x across f through p to n;
begin
  x == bump_wave(now, height, seconds(delay), seconds(duration));
end architecture ideal;

-------------------------------------------------------------------------------
-- VelocityStep_t: p stands at x0 (relative to n) until delay, then moves
-- at constant velocity v: x = x0 + v*(t - delay).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity VelocityStep_t is
  generic (v     : velocity;                -- [m/s]
           x0    : displacement := 0.0;     -- [m]
           delay : time := 0 ms);
  port (terminal p, n : translational);
end entity VelocityStep_t;

architecture ideal of VelocityStep_t is
  constant td : real := seconds(delay);
  quantity x across f through p to n;
begin
  if domain = quiescent_domain or now < td use
    x == x0;
  else
    x == x0 + v * (now - td);
  end use;
end architecture ideal;
