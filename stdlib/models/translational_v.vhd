-- translational_v.vhd - library MODELS: translational mechanics in the
-- velocity nature (IEEE.MECHANICAL_SYSTEMS.TRANSLATIONAL_V: velocity [m/s]
-- across, force [N] through).  Names end in _v.
--
-- Same sign convention as translational.vhd: in `quantity v across f
-- through p to n`, v is the velocity of p relative to n and f the force
-- the element takes from p.
--   mass     f = m*v'       spring   f = k*v'integ     damper  f = d*v
--   a source that pushes p in +x with F has f = -F.
-- A spring needs its elongation, the time integral of v: v'integ.  At the
-- quiescent point IEEE 1076.1 replaces each Q'integ by an unknown of its
-- own and adds Q = 0: the spring is at rest, and its elongation is
-- whatever the forces on it require (a spring holding a weight is
-- stretched by m*g/k at the start).
--
--   mass_v           mass                       (ideal, with_ic)
--   spring_v         linear spring              (linear, with_ic)
--   damper_v         viscous damper
--   spring_damper_v  spring and damper in parallel (ideal, with_ic)
--   ForceConst_v, ForceStep_v, ForceSine_v, ForcePulse_v, ForcePWL_v
--                    force sources (as in translational.vhd)
--   VelocityStep_v, VelocitySine_v, VelocityPWL_v
--                    velocity sources

-------------------------------------------------------------------------------
-- mass_v: a point mass m on terminal p, f = m*v'.
-- Architecture ideal: no initial condition (the velocity at the quiescent
-- point follows from the rest of the system, e.g. 0 next to a spring).
-- Architecture with_ic: starts at velocity v0 (break), for a free mass.
-- Columns: v [m/s], f [N].
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity mass_v is
  generic (m  : mass;                       -- mass [kg]
           v0 : velocity := 0.0);           -- initial velocity (with_ic) [m/s]
  port (terminal p : translational_v);
end entity mass_v;

architecture with_ic of mass_v is
  quantity v across f through p to translational_v_ref;
begin
  f == m * v'dot;
  break v => v0;
end architecture with_ic;

architecture ideal of mass_v is
  quantity v across f through p to translational_v_ref;
begin
  f == m * v'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- spring_v: linear spring, f = k * v'integ (v'integ is the elongation).
-- Architecture linear: at the quiescent point the elongation is whatever
-- the forces on the spring require (with v = 0).  That leaves it
-- undetermined when nothing else fixes it, e.g. between a velocity source
-- and the reference: use architecture with_ic there, which integrates the
-- elongation x' = v from x0 (break), so f = k*x.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity spring_v is
  generic (k  : stiffness;                  -- stiffness [N/m]
           x0 : displacement := 0.0);       -- initial elongation (with_ic) [m]
  port (terminal p, n : translational_v);
end entity spring_v;

architecture with_ic of spring_v is
  quantity v across f through p to n;
  quantity x : displacement;                -- elongation
begin
  x'dot == v;
  f == k * x;
  break x => x0;
end architecture with_ic;

architecture linear of spring_v is
  quantity v across f through p to n;
begin
  f == k * v'integ;
end architecture linear;

-------------------------------------------------------------------------------
-- damper_v: viscous damper, f = d*v.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity damper_v is
  generic (d : damping);                    -- damping coefficient [N*s/m]
  port (terminal p, n : translational_v);
end entity damper_v;

architecture ideal of damper_v is
  quantity v across f through p to n;
begin
  f == d * v;
end architecture ideal;

-------------------------------------------------------------------------------
-- spring_damper_v: spring and damper in parallel, f = k*v'integ + d*v
-- (architecture ideal); with_ic integrates the elongation from x0 (see
-- spring_v).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity spring_damper_v is
  generic (k  : stiffness;                  -- stiffness [N/m]
           d  : damping;                    -- damping coefficient [N*s/m]
           x0 : displacement := 0.0);       -- initial elongation (with_ic) [m]
  port (terminal p, n : translational_v);
end entity spring_damper_v;

architecture with_ic of spring_damper_v is
  quantity v across f through p to n;
  quantity x : displacement;                -- elongation
begin
  x'dot == v;
  f == k * x + d * v;
  break x => x0;
end architecture with_ic;

architecture ideal of spring_damper_v is
  quantity v across f through p to n;
begin
  f == k * v'integ + d * v;
end architecture ideal;

-------------------------------------------------------------------------------
-- ForceConst_v: constant force pushing p in +x, f = -magnitude.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity ForceConst_v is
  generic (magnitude : force);              -- [N]
  port (terminal p, n : translational_v);
end entity ForceConst_v;

architecture ideal of ForceConst_v is
  quantity f through p to n;
begin
  f == -magnitude;
end architecture ideal;

-------------------------------------------------------------------------------
-- ForceStep_v: initial until delay, then final (quiescent point: initial).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity ForceStep_v is
  generic (initial : force := 0.0;          -- [N]
           final   : force;                 -- [N]
           delay   : time := 0 ms);
  port (terminal p, n : translational_v);
end entity ForceStep_v;

architecture ideal of ForceStep_v is
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
-- ForceSine_v: offset + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity ForceSine_v is
  generic (amplitude : force;               -- [N]
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           offset    : force := 0.0);       -- [N]
  port (terminal p, n : translational_v);
end entity ForceSine_v;

architecture ideal of ForceSine_v is
  quantity f through p to n;
begin
  f == -sine_wave(now, offset, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- ForcePulse_v: trapezoidal pulse (see ForcePulse_t).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity ForcePulse_v is
  generic (initial : force := 0.0;          -- [N]
           pulse   : force;                 -- [N]
           ti2p    : time := 1 ms;          -- rise time
           tp2i    : time := 1 ms;          -- fall time
           delay   : time := 0 ms;          -- start of the first rise
           width   : time := 100 ms;        -- time at the pulse value
           period  : time := 0 ms);         -- repetition period (0: once)
  port (terminal p, n : translational_v);
end entity ForcePulse_v;

architecture ideal of ForcePulse_v is
  quantity f through p to n;
begin
  f == -pulse_wave(now, initial, pulse, seconds(delay), seconds(ti2p), seconds(tp2i),
                   seconds(width), seconds(period));
end architecture ideal;

-------------------------------------------------------------------------------
-- ForcePWL_v: piecewise linear force (see ForcePWL_t).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity ForcePWL_v is
  generic (npoints : positive := 2;         -- points used, 1 to 6
           t1 : time := 0 ms;   f1 : force := 0.0;    -- [N] each
           t2 : time := 1 sec;  f2 : force := 0.0;
           t3 : time := 2 sec;  f3 : force := 0.0;
           t4 : time := 3 sec;  f4 : force := 0.0;
           t5 : time := 4 sec;  f5 : force := 0.0;
           t6 : time := 5 sec;  f6 : force := 0.0);
  port (terminal p, n : translational_v);
end entity ForcePWL_v;

architecture ideal of ForcePWL_v is
  quantity f through p to n;
begin
  f == -pwl_wave(now, npoints, seconds(t1), f1, seconds(t2), f2, seconds(t3), f3,
                 seconds(t4), f4, seconds(t5), f5, seconds(t6), f6);
end architecture ideal;

-------------------------------------------------------------------------------
-- VelocityStep_v: v = initial until delay, then final; f is the force it
-- takes to impose that.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity VelocityStep_v is
  generic (initial : velocity := 0.0;       -- [m/s]
           final   : velocity;              -- [m/s]
           delay   : time := 0 ms);
  port (terminal p, n : translational_v);
end entity VelocityStep_v;

architecture ideal of VelocityStep_v is
  constant td : real := seconds(delay);
  quantity v across f through p to n;
begin
  if domain = quiescent_domain or now < td use
    v == initial;
  else
    v == final;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- VelocitySine_v: v = offset + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity VelocitySine_v is
  generic (amplitude : velocity;            -- [m/s]
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           offset    : velocity := 0.0);    -- [m/s]
  port (terminal p, n : translational_v);
end entity VelocitySine_v;

architecture ideal of VelocitySine_v is
  quantity v across f through p to n;
begin
  v == sine_wave(now, offset, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- VelocityPWL_v: piecewise linear velocity (a motion profile: ramp up,
-- cruise, ramp down), points as in ForcePWL_t.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;
library models;
use models.waveforms.all;

entity VelocityPWL_v is
  generic (npoints : positive := 2;         -- points used, 1 to 6
           t1 : time := 0 ms;   v1 : velocity := 0.0; -- [m/s] each
           t2 : time := 1 sec;  v2 : velocity := 0.0;
           t3 : time := 2 sec;  v3 : velocity := 0.0;
           t4 : time := 3 sec;  v4 : velocity := 0.0;
           t5 : time := 4 sec;  v5 : velocity := 0.0;
           t6 : time := 5 sec;  v6 : velocity := 0.0);
  port (terminal p, n : translational_v);
end entity VelocityPWL_v;

architecture ideal of VelocityPWL_v is
  quantity v across f through p to n;
begin
  v == pwl_wave(now, npoints, seconds(t1), v1, seconds(t2), v2, seconds(t3), v3,
                seconds(t4), v4, seconds(t5), v5, seconds(t6), v6);
end architecture ideal;
