-- converters.vhd - library MODELS: elements that couple two natures or
-- two shafts: electric motor, electromechanical converter, rack and
-- pinion, lever, rolling wheel.
--
-- Through quantities count what an element takes from its terminals (see
-- translational.vhd).  Each ideal converter passes on all the power it
-- takes: the sum of across*through over its ports is zero.
--
--   DC_Motor      permanent-magnet DC motor (R, L, kt, friction, inertia)
--   emf           ideal electromechanical converter, v = k*w, t = -k*i
--   rack_pinion   pinion speed to rack velocity, v = radius*w
--   wheel         ideal rolling wheel, v = radius*w
--   lever_t       lever in the displacement nature, x_out = ratio*x_in
--   lever_v       lever in the velocity nature, v_out = ratio*v_in

-------------------------------------------------------------------------------
-- DC_Motor: permanent-magnet DC motor.
-- Electrical side: the terminal voltage drives the current through the
-- winding resistance r_wind and inductance l against the back-emf kt*w:
--   v = kt*w + r_wind*i + l*i'
-- Mechanical side: the torque kt*i accelerates the rotor inertia j
-- against the viscous friction d*w and the torque taken by the load; torq
-- is the torque the motor takes from its shaft:
--   torq = -kt*i + d*w + j*w'
-- In SI units the torque constant [N*m/A] equals the back-emf constant
-- [V*s/rad], so the power kt*i*w leaving the circuit reaches the shaft.
-- Columns: v, i (electrical), w, torq (shaft).
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity DC_Motor is
  generic (r_wind : resistance;             -- winding resistance [ohm]
           kt     : real;                   -- torque constant [N*m/A] = back-emf constant [V*s/rad]
           l      : inductance;             -- winding inductance [H]
           d      : real;                   -- viscous friction [N*m*s/rad]
           j      : moment_inertia);        -- rotor inertia [kg*m**2]
  port (terminal p1, p2     : electrical;
        terminal shaft_rotv : rotational_v);
end entity DC_Motor;

architecture basic of DC_Motor is
  quantity v across i through p1 to p2;
  quantity w across torq through shaft_rotv to rotational_v_ref;
begin
  torq == -kt * i + d * w + j * w'dot;
  v == kt * w + r_wind * i + l * i'dot;
end architecture basic;

-------------------------------------------------------------------------------
-- emf: ideal electromechanical converter (the air gap of a DC machine
-- without resistance, inductance, inertia or friction):
--   v = k*w        back-emf
--   t = -k*i       the torque it delivers to the shaft is k*i
-- so v*i + w*t = 0.  With resistor, inductor and inertia_rv around it,
-- it makes a DC motor out of parts.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity emf is
  generic (k : real);                       -- [V*s/rad] = [N*m/A]
  port (terminal p, n  : electrical;
        terminal shaft : rotational_v);
end entity emf;

architecture ideal of emf is
  quantity v across i through p to n;
  quantity w across t through shaft to rotational_v_ref;
begin
  v == k * w;
  t == -k * i;
end architecture ideal;

-------------------------------------------------------------------------------
-- rack_pinion: a pinion of radius r turning at w moves the rack at
-- v = radius*w; power conserving, w*t + v*f = 0, so t = -radius*f.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity rack_pinion is
  generic (radius : real);                  -- pitch radius of the pinion [m]
  port (terminal pinion : rotational_v;
        terminal rack   : translational_v);
end entity rack_pinion;

architecture ideal of rack_pinion is
  quantity w across t through pinion to rotational_v_ref;
  quantity v across f through rack to translational_v_ref;
begin
  v == radius * w;
  t == -radius * f;
end architecture ideal;

-------------------------------------------------------------------------------
-- wheel: an ideal wheel of rolling radius `radius`, rolling without slip
-- on the road (the reference): its axle, terminal axle, moves at
-- v = radius*w.  The wheel takes the torque t from its shaft and the
-- force f from the axle (f < 0 when it drives the axle forward), with
-- w*t + v*f = 0, so t = -radius*f.  (Kinematically a rack and pinion.)
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity wheel is
  generic (radius : real);                  -- rolling radius [m]
  port (terminal shaft : rotational_v;
        terminal axle  : translational_v);
end entity wheel;

architecture ideal of wheel is
  quantity w across t through shaft to rotational_v_ref;
  quantity v across f through axle to translational_v_ref;
begin
  v == radius * w;
  t == -radius * f;
end architecture ideal;

-------------------------------------------------------------------------------
-- lever_t: an ideal lever (massless, rigid, about a fixed fulcrum) in the
-- displacement nature: the output end moves ratio times as far as the
-- input end, x_out = ratio*x_in (ratio < 0 for ends on opposite sides of
-- the fulcrum), and f_in = -ratio*f_out (the moments balance).
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity lever_t is
  generic (ratio : real);                   -- output arm / input arm
  port (terminal p_in, p_out : translational);
end entity lever_t;

architecture ideal of lever_t is
  quantity x_in across f_in through p_in to translational_ref;
  quantity x_out across f_out through p_out to translational_ref;
begin
  x_out == ratio * x_in;
  f_in == -ratio * f_out;
end architecture ideal;

-------------------------------------------------------------------------------
-- lever_v: the same lever in the velocity nature, v_out = ratio*v_in,
-- f_in = -ratio*f_out.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity lever_v is
  generic (ratio : real);                   -- output arm / input arm
  port (terminal p_in, p_out : translational_v);
end entity lever_v;

architecture ideal of lever_v is
  quantity v_in across f_in through p_in to translational_v_ref;
  quantity v_out across f_out through p_out to translational_v_ref;
begin
  v_out == ratio * v_in;
  f_in == -ratio * f_out;
end architecture ideal;
