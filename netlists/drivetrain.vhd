-- drivetrain.vhd - an electric drive train, the demo of vamsim.
--
--   make demo    runs   vamsim --tran 2 --step 0.01 --probe load.w,motor.i \
--                              netlists/drivetrain.vhd
--
-- A 12 V DC motor is switched on at t = 0.  Through a 5:1 gearbox and an
-- elastic shaft it spins up a fan: a load inertia whose air drag grows
-- with the square of its speed.
--
--     +12 V --[ motor ]== motor_shaft ==[ gearbox 5:1 ]== gear_shaft
--                                                              ||
--                                                        [ elastic shaft ]
--                                                              ||
--                                      load_shaft == [ load inertia ] + [ fan drag ]
--
-- What to look for in the output (columns load.w in rad/s, motor.i in A):
--   * an inrush current of about 18 A: at rest the motor has no back-emf,
--     so only the winding resistance and inductance limit the current;
--   * the shaft twists and the load speed rings at the torsional resonance
--     of the two inertias on the shaft (about 4.5 Hz), damped by the
--     shaft's internal friction and by the motor's back-emf;
--   * after a second or so the drive settles near 110 rad/s at the motor
--     and 22 rad/s at the fan, drawing about 2 A: the motor then supplies
--     just the fan's drag torque, 2e-3 * 22**2 = 0.96 N*m at the fan,
--     0.19 N*m at the motor.
--
-- Every entity the netlist uses is defined in this file; each is a small
-- VHDL-AMS model in the IEEE natures of libraries ieee.electrical_systems
-- and ieee.mechanical_systems.
--
-- Conventions.  A branch quantity `quantity w across t through a to b`
-- measures the across value (voltage, angular velocity) of a relative to
-- b, and its through quantity (current, torque) flows from a through the
-- element to b.  For an element between a shaft and the reference, the
-- through quantity is thus the torque the element takes from the shaft.
-- At every terminal the simulator adds up what flows in and out and sets
-- the sum to zero: Kirchhoff's current law for the electrical node, the
-- balance of torques for a shaft.

-------------------------------------------------------------------------------
-- Voltage source, switched on at t = 0.
--
-- While the simulator searches the quiescent point (the state the
-- transient starts from), the predefined signal DOMAIN is
-- QUIESCENT_DOMAIN and the source gives 0 V: everything is at rest.  In
-- the time domain it gives vs.  This is the usual idiom for a step at
-- t = 0.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;

entity switched_source is
  generic (vs : voltage);                   -- voltage once switched on [V]
  port (terminal p, n : electrical);
end entity switched_source;

architecture ideal of switched_source is
  quantity v across i through p to n;
begin
  if domain = quiescent_domain use
    v == 0.0;
  else
    v == vs;
  end use;
end architecture ideal;

-------------------------------------------------------------------------------
-- Permanent-magnet DC motor.
--
-- Electrical side: the terminal voltage drives the current through the
-- winding resistance r and inductance l against the back-emf kt*w.
-- Mechanical side: the torque kt*i accelerates the rotor inertia j against
-- the bearing friction d*w and the torque taken by the load (torq is the
-- torque the motor takes from its shaft, so -torq is what it delivers).
-- In SI units the torque constant [N*m/A] equals the back-emf constant
-- [V*s/rad]: the power kt*i*w leaving the circuit arrives at the shaft.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity dc_motor is
  generic (r  : resistance;                 -- winding resistance [ohm]
           l  : inductance;                 -- winding inductance [H]
           kt : real;                       -- torque constant [N*m/A]
           j  : moment_inertia;             -- rotor inertia [kg*m**2]
           d  : real);                      -- bearing friction [N*m*s/rad]
  port (terminal p, n  : electrical;
        terminal shaft : rotational_v);
end entity dc_motor;

architecture basic of dc_motor is
  quantity v across i through p to n;
  quantity w across torq through shaft to rotational_v_ref;
begin
  v == kt*w + r*i + l*i'dot;
  torq == -kt*i + d*w + j*w'dot;
end architecture basic;

-------------------------------------------------------------------------------
-- Ideal gearbox: the output turns ratio times slower than the input and
-- no power is lost, w_in*t_in + w_out*t_out = 0, so the torque is ratio
-- times larger at the output.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity gearbox is
  generic (ratio : real);                   -- input speed / output speed
  port (terminal shaft_in, shaft_out : rotational_v);
end entity gearbox;

architecture ideal of gearbox is
  quantity w_in across t_in through shaft_in to rotational_v_ref;
  quantity w_out across t_out through shaft_out to rotational_v_ref;
begin
  w_out == w_in / ratio;
  t_in == -t_out / ratio;
end architecture ideal;

-------------------------------------------------------------------------------
-- Elastic shaft: a torsion spring c and a damper d in parallel between
-- its two ends.  In the rotational_v nature the terminals carry speeds,
-- so the twist angle is a free quantity whose derivative is the speed
-- difference.  At the quiescent point twist'dot = 0 like every other
-- derivative, and the twist follows from the torque balance (here: 0).
-- t is the torque the shaft passes from end a to end b.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity elastic_shaft is
  generic (c : angular_stiffness;           -- torsional stiffness [N*m/rad]
           d : angular_damping);            -- internal damping [N*m*s/rad]
  port (terminal a, b : rotational_v);
end entity elastic_shaft;

architecture spring_damper of elastic_shaft is
  quantity dw across t through a to b;
  quantity twist : angle;
begin
  twist'dot == dw;
  t == c*twist + d*dw;
end architecture spring_damper;

-------------------------------------------------------------------------------
-- Rotating inertia: it takes the torque j*w'dot from its shaft.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity inertia is
  generic (j : moment_inertia);             -- [kg*m**2]
  port (terminal shaft : rotational_v);
end entity inertia;

architecture ideal of inertia is
  quantity w across t through shaft to rotational_v_ref;
begin
  t == j * w'dot;
end architecture ideal;

-------------------------------------------------------------------------------
-- Fan (or propeller) drag: the torque grows with the square of the speed
-- and always opposes the motion, t = cf*w*|w|.
-------------------------------------------------------------------------------
library ieee;
use ieee.mechanical_systems.all;

entity fan_load is
  generic (cf : real);                      -- drag coefficient [N*m*s**2/rad**2]
  port (terminal shaft : rotational_v);
end entity fan_load;

architecture quadratic of fan_load is
  quantity w across t through shaft to rotational_v_ref;
begin
  t == cf * w * abs(w);
end architecture quadratic;

-------------------------------------------------------------------------------
-- The drive train.  Instance labels name the output columns: motor.i is
-- the motor current, load.w the load speed.
-------------------------------------------------------------------------------
library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity drivetrain is
end entity drivetrain;

architecture demo of drivetrain is
  terminal supply                          : electrical;
  terminal motor_shaft, gear_shaft, load_shaft : rotational_v;
begin
  source : entity work.switched_source
    generic map (vs => 12.0)
    port map (p => supply, n => electrical_ref);

  motor : entity work.dc_motor(basic)
    generic map (r => 0.5, l => 0.01, kt => 0.1, j => 2.0e-3, d => 1.0e-4)
    port map (p => supply, n => electrical_ref, shaft => motor_shaft);

  gears : entity work.gearbox
    generic map (ratio => 5.0)
    port map (shaft_in => motor_shaft, shaft_out => gear_shaft);

  shaft : entity work.elastic_shaft
    generic map (c => 20.0, d => 0.02)
    port map (a => gear_shaft, b => load_shaft);

  load : entity work.inertia
    generic map (j => 0.05)
    port map (shaft => load_shaft);

  fan : entity work.fan_load
    generic map (cf => 2.0e-3)
    port map (shaft => load_shaft);
end architecture demo;
