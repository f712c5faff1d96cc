-- electrical.vhd - library MODELS: circuit elements in the IEEE
-- electrical nature (voltage [V] across, current [A] through).
--
-- In `quantity v across i through p to n`, v is the voltage of p
-- relative to n and i the current from p through the element to n.
-- Voltage sources make v(p) - v(n) equal to their value.  Current
-- sources follow SPICE: the value is the current i from p through the
-- source to n (so the source drives current out of n into the circuit).
--
--   resistor         v = r*i
--   capacitor        i = c*v'                 (ideal, with_ic)
--   inductor         v = l*i'                 (ideal, with_ic)
--   diode            Shockley diode, exponential continued linearly
--   VoltageConst, VoltageStep, VoltageSine, VoltagePulse, VoltagePWL
--   CurrentConst, CurrentStep, CurrentSine, CurrentPulse, CurrentPWL
--                    independent sources (shapes: waveforms.vhd)
--   VoltageControlled  voltage gain*u from an input quantity u
--   VoltageSensor, CurrentSensor  output quantities

-------------------------------------------------------------------------------
-- resistor: v = r*i.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;

entity resistor is
  generic (r : resistance);                 -- [ohm]
  port (terminal p, n : electrical);
end entity resistor;

architecture ideal of resistor is
  quantity v across i through p to n;
begin
  v == r * i;
end architecture ideal;

-------------------------------------------------------------------------------
-- capacitor: i = c*v'.  Architecture ideal: the voltage at the quiescent
-- point follows from the circuit (a capacitor is open at DC); with_ic:
-- the capacitor starts at v0 (break).
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;

entity capacitor is
  generic (c  : capacitance;                -- [F]
           v0 : voltage := 0.0);            -- initial voltage (with_ic) [V]
  port (terminal p, n : electrical);
end entity capacitor;

architecture with_ic of capacitor is
  quantity v across i through p to n;
begin
  i == c * v'dot;
  break v => v0;
end architecture with_ic;

architecture ideal of capacitor is
  quantity v across i through p to n;
begin
  i == c * v'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- inductor: v = l*i'.  Architecture ideal: the current at the quiescent
-- point follows from the circuit (a short at DC); with_ic: starts at i0.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;

entity inductor is
  generic (l  : inductance;                 -- [H]
           i0 : current := 0.0);            -- initial current (with_ic) [A]
  port (terminal p, n : electrical);
end entity inductor;

architecture with_ic of inductor is
  quantity v across i through p to n;
begin
  v == l * i'dot;
  break i => i0;
end architecture with_ic;

architecture ideal of inductor is
  quantity v across i through p to n;
begin
  v == l * i'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- diode: Shockley junction vj with series resistance rs, v = vj + rs*i,
--   i = isat*(exp(vj/(n*vt)) - 1) + gmin*vj          for vj <= v_lin,
-- and above v_lin the exponential is continued by its tangent,
--   exp(v_lin/(n*vt)) * (1 + (vj - v_lin)/(n*vt)),
-- so that Newton iterates far in forward bias cannot overflow exp.  Value
-- and slope are continuous at v_lin.  gmin is a small conductance in
-- parallel that keeps a node tied only to reverse-biased diodes defined.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
use ieee.math_real.all;

entity diode is
  generic (isat  : current := 1.0e-14;      -- saturation current [A]
           n     : real := 1.0;             -- emission coefficient
           vt    : voltage := 0.025852;     -- thermal voltage k*T/q at 300 K [V]
           rs    : resistance := 0.0;       -- series resistance [ohm]
           v_lin : voltage := 0.9;          -- start of the linear continuation [V]
           gmin  : conductance := 1.0e-12); -- parallel conductance [S]
  port (terminal p, n_k : electrical);      -- anode p, cathode n_k
end entity diode;

architecture shockley of diode is
  constant nvt : real := n * vt;
  quantity v across i through p to n_k;
  quantity vj : voltage;                    -- junction voltage
begin
  v == vj + rs * i;
  i == isat * (exp(realmin(vj, v_lin) / nvt) * (1.0 + realmax(vj - v_lin, 0.0) / nvt) - 1.0)
       + gmin * vj;
end architecture shockley;

-------------------------------------------------------------------------------
-- VoltageConst: v = level (at the quiescent point too).
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;

entity VoltageConst is
  generic (level : voltage);                -- [V]
  port (terminal p, n : electrical);
end entity VoltageConst;

architecture ideal of VoltageConst is
  quantity v across i through p to n;
begin
  v == level;
end architecture ideal;

-------------------------------------------------------------------------------
-- VoltageStep: initial until delay, then final (quiescent point: initial;
-- with delay = 0 a step at t = 0+).
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
library models;
use models.waveforms.all;

entity VoltageStep is
  generic (initial : voltage := 0.0;        -- [V]
           final   : voltage;               -- [V]
           delay   : time := 0 ms);
  port (terminal p, n : electrical);
end entity VoltageStep;

architecture ideal of VoltageStep is
  constant td : real := seconds(delay);
  quantity v across i through p to n;
begin
  if domain = quiescent_domain or now < td use
    v == initial;
  else
    v == final;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- VoltageSine: v = offset + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
library models;
use models.waveforms.all;

entity VoltageSine is
  generic (amplitude : voltage;             -- [V]
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           offset    : voltage := 0.0);     -- [V]
  port (terminal p, n : electrical);
end entity VoltageSine;

architecture ideal of VoltageSine is
  quantity v across i through p to n;
begin
  v == sine_wave(now, offset, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- VoltagePulse: SPICE PULSE (see ForcePulse_t in translational.vhd).
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
library models;
use models.waveforms.all;

entity VoltagePulse is
  generic (initial : voltage := 0.0;        -- [V]
           pulse   : voltage;               -- [V]
           ti2p    : time := 1 ms;          -- rise time
           tp2i    : time := 1 ms;          -- fall time
           delay   : time := 0 ms;          -- start of the first rise
           width   : time := 100 ms;        -- time at the pulse value
           period  : time := 0 ms);         -- repetition period (0: once)
  port (terminal p, n : electrical);
end entity VoltagePulse;

architecture ideal of VoltagePulse is
  quantity v across i through p to n;
begin
  v == pulse_wave(now, initial, pulse, seconds(delay), seconds(ti2p), seconds(tp2i),
                  seconds(width), seconds(period));
end architecture ideal;

-------------------------------------------------------------------------------
-- VoltagePWL: piecewise linear voltage through up to 6 points.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
library models;
use models.waveforms.all;

entity VoltagePWL is
  generic (npoints : positive := 2;         -- points used, 1 to 6
           t1 : time := 0 ms;   v1 : voltage := 0.0;  -- [V] each
           t2 : time := 1 sec;  v2 : voltage := 0.0;
           t3 : time := 2 sec;  v3 : voltage := 0.0;
           t4 : time := 3 sec;  v4 : voltage := 0.0;
           t5 : time := 4 sec;  v5 : voltage := 0.0;
           t6 : time := 5 sec;  v6 : voltage := 0.0);
  port (terminal p, n : electrical);
end entity VoltagePWL;

architecture ideal of VoltagePWL is
  quantity v across i through p to n;
begin
  v == pwl_wave(now, npoints, seconds(t1), v1, seconds(t2), v2, seconds(t3), v3,
                seconds(t4), v4, seconds(t5), v5, seconds(t6), v6);
end architecture ideal;

-------------------------------------------------------------------------------
-- CurrentConst: i = level from p through the source to n.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;

entity CurrentConst is
  generic (level : current);                -- [A]
  port (terminal p, n : electrical);
end entity CurrentConst;

architecture ideal of CurrentConst is
  quantity i through p to n;
begin
  i == level;
end architecture ideal;

-------------------------------------------------------------------------------
-- CurrentStep: initial until delay, then final (quiescent: initial).
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
library models;
use models.waveforms.all;

entity CurrentStep is
  generic (initial : current := 0.0;        -- [A]
           final   : current;               -- [A]
           delay   : time := 0 ms);
  port (terminal p, n : electrical);
end entity CurrentStep;

architecture ideal of CurrentStep is
  constant td : real := seconds(delay);
  quantity i through p to n;
begin
  if domain = quiescent_domain or now < td use
    i == initial;
  else
    i == final;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- CurrentSine: i = offset + amplitude*sin(2*pi*freq*t + phase).
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
library models;
use models.waveforms.all;

entity CurrentSine is
  generic (amplitude : current;             -- [A]
           freq      : real;                -- [Hz]
           phase     : real := 0.0;         -- [degrees]
           offset    : current := 0.0);     -- [A]
  port (terminal p, n : electrical);
end entity CurrentSine;

architecture ideal of CurrentSine is
  quantity i through p to n;
begin
  i == sine_wave(now, offset, amplitude, freq, phase);
end architecture ideal;

-------------------------------------------------------------------------------
-- CurrentPulse: SPICE PULSE.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
library models;
use models.waveforms.all;

entity CurrentPulse is
  generic (initial : current := 0.0;        -- [A]
           pulse   : current;               -- [A]
           ti2p    : time := 1 ms;          -- rise time
           tp2i    : time := 1 ms;          -- fall time
           delay   : time := 0 ms;          -- start of the first rise
           width   : time := 100 ms;        -- time at the pulse value
           period  : time := 0 ms);         -- repetition period (0: once)
  port (terminal p, n : electrical);
end entity CurrentPulse;

architecture ideal of CurrentPulse is
  quantity i through p to n;
begin
  i == pulse_wave(now, initial, pulse, seconds(delay), seconds(ti2p), seconds(tp2i),
                  seconds(width), seconds(period));
end architecture ideal;

-------------------------------------------------------------------------------
-- CurrentPWL: piecewise linear current through up to 6 points.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
library models;
use models.waveforms.all;

entity CurrentPWL is
  generic (npoints : positive := 2;         -- points used, 1 to 6
           t1 : time := 0 ms;   i1 : current := 0.0;  -- [A] each
           t2 : time := 1 sec;  i2 : current := 0.0;
           t3 : time := 2 sec;  i3 : current := 0.0;
           t4 : time := 3 sec;  i4 : current := 0.0;
           t5 : time := 4 sec;  i5 : current := 0.0;
           t6 : time := 5 sec;  i6 : current := 0.0);
  port (terminal p, n : electrical);
end entity CurrentPWL;

architecture ideal of CurrentPWL is
  quantity i through p to n;
begin
  i == pwl_wave(now, npoints, seconds(t1), i1, seconds(t2), i2, seconds(t3), i3,
                seconds(t4), i4, seconds(t5), i5, seconds(t6), i6);
end architecture ideal;

-------------------------------------------------------------------------------
-- VoltageControlled: an ideal amplifier output, v = gain*u, driven by the
-- input quantity u (e.g. a controller's output).  i is the current from
-- p through the source to n: negative while it drives current out of p.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;

entity VoltageControlled is
  generic (gain : real := 1.0);             -- [V per unit of u]
  port (quantity u : in real;
        terminal p, n : electrical);
end entity VoltageControlled;

architecture ideal of VoltageControlled is
  quantity v across i through p to n;
begin
  v == gain * u;
end architecture ideal;

-------------------------------------------------------------------------------
-- VoltageSensor: y = v(p) - v(n); takes no current.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;

entity VoltageSensor is
  port (terminal p, n : electrical;
        quantity y : out real);             -- [V]
end entity VoltageSensor;

architecture ideal of VoltageSensor is
  quantity v across p to n;
begin
  y == v;
end architecture ideal;

-------------------------------------------------------------------------------
-- CurrentSensor: in series, a short from p to n; y = the current from p
-- through it to n.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;

entity CurrentSensor is
  port (terminal p, n : electrical;
        quantity y : out real);             -- [A]
end entity CurrentSensor;

architecture ideal of CurrentSensor is
  quantity v across i through p to n;
begin
  v == 0.0;
  y == i;
end architecture ideal;
