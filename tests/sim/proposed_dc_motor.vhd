-- RUN: --tran 3 --step 0.005
-- REF: ref_lti dc_motor_gear R=2 L=0.1 kt=0.05 J=0.002 d=0.001 ratio=1 JL=0 dL=0 V=6 dt=0.005 tstop=3
-- CHECK: --col dut.w=motor.w --range-tol 1e-3
-- CHECK: --col dut.i=motor.i --range-tol 1e-3
-- CHECK: --col dut.w --final 64.504865527818 --tol 0.06
--
-- A DC motor written the way textbook models are, against the
-- pre-standard library IEEE_PROPOSED: moment of inertia of subtype
-- mmoment_i, shaft of nature rotational_v.  It runs unloaded from a 6 V
-- step (quiescent-domain idiom).  Reference: the dc_motor_gear model of
-- tests/tools/ref_lti.c with ratio 1 and no load.  The speed rises with
-- a time constant of about 0.9 s towards kt V / (R d + kt**2) = 66.7
-- rad/s and reaches 64.505 rad/s at t = 3 s.

library ieee_proposed;
use ieee_proposed.mechanical_systems.all;
use ieee_proposed.electrical_systems.all;

entity DC_Motor is
  generic (r_wind : resistance;     -- winding resistance [ohm]
           kt     : real;           -- torque coefficient [N*m/A]
           l      : inductance;     -- winding inductance [H]
           d      : real;           -- damping coefficient [N*m/(rad/s)]
           j      : mmoment_i);     -- moment of inertia [kg*m**2]
  port (terminal p1, p2     : electrical;
        terminal shaft_rotv : rotational_v);
end entity DC_Motor;

architecture basic of DC_Motor is
  quantity v across i through p1 to p2;
  quantity w across torq through shaft_rotv to rotational_v_ref;
begin
  torq == -1.0 * kt * i + d * w + j * w'dot;
  v == kt * w + i * r_wind + l * i'dot;
end architecture basic;

library ieee_proposed;
use ieee_proposed.electrical_systems.all;

entity v_step is
  generic (level : voltage);
  port (terminal pos, neg : electrical);
end entity v_step;

architecture ideal of v_step is
  quantity v across i through pos to neg;
begin
  if domain = quiescent_domain use
    v == 0.0;
  else
    v == level;
  end use;
end architecture ideal;

library ieee_proposed;
use ieee_proposed.mechanical_systems.all;
use ieee_proposed.electrical_systems.all;

entity proposed_dc_motor is
end entity proposed_dc_motor;

architecture bench of proposed_dc_motor is
  terminal supply : electrical;
  terminal shaft : rotational_v;
begin
  source : entity work.v_step
    generic map (level => 6.0)
    port map (pos => supply, neg => ground);
  dut : entity work.DC_Motor(basic)
    generic map (r_wind => 2.0, kt => 0.05, l => 0.1, d => 0.001, j => 0.002)
    port map (p1 => supply, p2 => ground, shaft_rotv => shaft);
end architecture bench;
