-- RUN: --tran 3 --step 0.005
-- REF: ref_lti dc_motor_gear R=1 L=0.5 kt=0.01 J=0.01 d=0.1 ratio=2 JL=0.02 dL=0.05 V=1 dt=0.005 tstop=3
-- CHECK: --col motor.w --range-tol 1e-3
-- CHECK: --col motor.i --range-tol 1e-3
-- CHECK: --col load.w --range-tol 1e-3
-- CHECK: --col load_shaft=load.w --range-tol 1e-3
-- CHECK: --at 0 --col motor.i --value 0 --tol 1e-9
-- CHECK: --at 0 --col motor.w --value 0 --tol 1e-9
-- CHECK: --at 0.5 --col motor.i --value 0.631964130959741 --tol 5e-4
-- CHECK: --at 3 --col load.w --value 0.0442558841812037 --tol 4e-5
--
-- A DC motor switched onto 1 V at t = 0 drives a load inertia with
-- viscous friction through an ideal 2:1 gear, in the IEEE natures
-- (electrical; rotational_v: angular velocity across, torque through).
--
-- The source uses the quiescent-domain idiom: 0 V while the simulator
-- looks for the quiescent (DC) point, 1 V in the time domain.  The DC
-- point is therefore the motor at rest, i = 0 and w = 0, and the
-- transient is the response to a 1 V step at t = 0.
--
-- Motor (L i' = v - R i - kt w;  J w' = kt i - d w - torque into the gear),
-- gear (w_load = w / 2; power conserving), load (JL w_load' = torque from
-- the gear - dL w_load).  Reflected to the motor shaft:
--   (J + JL/4) w' = kt i - (d + dL/4) w.
-- Reference: matrix exponential of this 2-state linear system with the
-- step folded into the state (tests/tools/ref_lti.c, model dc_motor_gear).
-- R = 1 ohm, L = 0.5 H, kt = 0.01 N*m/A, J = 0.01 kg*m**2,
-- d = 0.1 N*m*s/rad, ratio 2, JL = 0.02 kg*m**2, dL = 0.05 N*m*s/rad.

library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

-- Permanent-magnet DC motor.  Through quantities count what the motor
-- takes from its terminals: current i into p, torque torq from the shaft.
entity dc_motor is
  generic (r  : resistance;      -- armature resistance [ohm]
           l  : inductance;      -- armature inductance [H]
           kt : real;            -- torque constant [N*m/A] = back-emf constant [V*s/rad]
           j  : moment_inertia;  -- rotor inertia [kg*m**2]
           d  : real);           -- viscous friction [N*m*s/rad]
  port (terminal p, n  : electrical;
        terminal shaft : rotational_v);
end entity dc_motor;

architecture basic of dc_motor is
  quantity v across i through p to n;
  quantity w across torq through shaft to rotational_v_ref;
begin
  torq == -kt*i + d*w + j*w'dot;
  v == kt*w + r*i + l*i'dot;
end architecture basic;

library ieee;
use ieee.mechanical_systems.all;

-- Ideal gear: the output turns ratio times slower than the input.  No
-- power is lost: w_in*t_in + w_out*t_out = 0.
entity gear_rv is
  generic (ratio : real);        -- w_in / w_out
  port (terminal shaft_in, shaft_out : rotational_v);
end entity gear_rv;

architecture ideal of gear_rv is
  quantity w_in across t_in through shaft_in to rotational_v_ref;
  quantity w_out across t_out through shaft_out to rotational_v_ref;
begin
  w_out == w_in / ratio;
  t_in == -t_out / ratio;
end architecture ideal;

library ieee;
use ieee.mechanical_systems.all;

entity inertia_rv is
  generic (j : moment_inertia);
  port (terminal shaft : rotational_v);
end entity inertia_rv;

architecture ideal of inertia_rv is
  quantity w across t through shaft to rotational_v_ref;
begin
  t == j * w'dot;
end architecture ideal;

library ieee;
use ieee.mechanical_systems.all;

entity friction_rv is
  generic (b : real);            -- viscous friction [N*m*s/rad]
  port (terminal shaft : rotational_v);
end entity friction_rv;

architecture viscous of friction_rv is
  quantity w across t through shaft to rotational_v_ref;
begin
  t == b * w;
end architecture viscous;

library ieee;
use ieee.electrical_systems.all;

-- Voltage source that is off at the quiescent point and on afterwards.
entity v_switched is
  generic (vs : voltage);
  port (terminal p, n : electrical);
end entity v_switched;

architecture ideal of v_switched is
  quantity v across i through p to n;
begin
  if domain = quiescent_domain use
    v == 0.0;
  else
    v == vs;
  end use;
end architecture ideal;

library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity dc_motor_gear is
end entity dc_motor_gear;

architecture bench of dc_motor_gear is
  terminal supply : electrical;
  terminal motor_shaft, load_shaft : rotational_v;
begin
  src : entity work.v_switched
    generic map (vs => 1.0)
    port map (p => supply, n => electrical_ref);
  motor : entity work.dc_motor(basic)
    generic map (r => 1.0, l => 0.5, kt => 0.01, j => 0.01, d => 0.1)
    port map (p => supply, n => electrical_ref, shaft => motor_shaft);
  gear : entity work.gear_rv
    generic map (ratio => 2.0)
    port map (shaft_in => motor_shaft, shaft_out => load_shaft);
  load : entity work.inertia_rv
    generic map (j => 0.02)
    port map (shaft => load_shaft);
  friction : entity work.friction_rv
    generic map (b => 0.05)
    port map (shaft => load_shaft);
end architecture bench;
