-- RUN: --tran 0.15 --step 0.5ms
-- REF: ref_lti dc_motor_gear R=0.05 L=0.0015 kt=0.6366198 J=0.3 d=0 ratio=1 JL=0 dL=0 V=100 dt=0.0005 tstop=0.15
-- CHECK: --col motor.w --range-tol 1e-4
-- CHECK: --col motor.i --range-tol 1e-4
-- CHECK: --at 0.03 --col motor.w --value 43.97612 --tol 4.4e-4
-- CHECK: --at 0.12 --col motor.w --value 176.0337 --tol 1.8e-3
-- CHECK: --at 0.03 --col motor.i --value 1102.862 --tol 1.1e-2
-- CHECK: --col balance --max 0 --tol 0.1
-- CHECK: --col balance --min 0 --tol 0.1
-- CHECK: --col w_el --final 8132.7822 --tol 0.01
--
-- A large DC motor (DC_Motor: R = 0.05 ohm, L = 1.5 mH, kt = 0.6366198
-- N*m/A, J = 0.3 kg*m**2, no friction) switched onto 100 V at t = 0+,
-- unloaded.  The current rises within a few milliseconds to over 1 kA
-- and falls again as the back-emf grows: the underdamped electrical and
-- mechanical time constants interact (eigenvalues -16.7 +- 30.1i 1/s).
-- Reference: matrix exponential (tests/tools/ref_lti.c, model
-- dc_motor_gear, ratio 1, no load), and the issue's values, checked with
-- an independent closed form (Python, eigenvalues of the 2x2 system):
--   w(0.03 s) = 43.97612 rad/s, w(0.12 s) = 176.0337 rad/s,
--   i(0.03 s) = 1102.862 A.
-- Energy balance: the work of the source, the integral of V*i, must equal
-- the heat in the winding, the integral of R*i**2, plus the magnetic
-- energy L*i**2/2 plus the kinetic energy J*w**2/2 (b = 0).  The bench
-- measures V and i with sensors and w at the shaft terminal, and
-- integrates the powers as state equations from 0 (a break; at the
-- quiescent point the integrals would otherwise be undetermined).  The
-- work itself has a closed form: J w' = kt i, so the charge drawn is
-- J w/kt and the work V J w(t)/kt = 8132.7822 J at t = 0.15 s (with
-- w(0.15 s) = 172.583005 rad/s from the matrix exponential): the motor
-- overshoots its no-load speed V/kt = 157 rad/s and feeds energy back.
-- Tolerances: 1e-4 of the range against the matrix exponential, 1e-5
-- relative for the values (given to 7 digits); the balance within 0.1 J
-- of a work that peaks at 8310 J (1.2e-5 relative; the energies are
-- computed from the solution, so they carry its error, about 1e-6), and
-- the final work within 0.01 J (1.2e-6 relative).

library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity lib_dc_motor_fast is
end entity lib_dc_motor_fast;

architecture bench of lib_dc_motor_fast is
  constant r_wind : real := 0.05;
  constant l_wind : real := 0.0015;
  constant j_rot : real := 0.3;
  terminal supply, motor_in : electrical;
  terminal shaft : rotational_v;
  quantity w across shaft to rotational_v_ref;
  quantity v_src, i_src : real;
  quantity w_el, e_heat, e_stored, balance : real;
begin
  src : entity work.VoltageStep generic map (final => 100.0)
    port map (p => supply, n => ground);
  vmeter : entity work.VoltageSensor port map (p => supply, n => ground, y => v_src);
  ameter : entity work.CurrentSensor port map (p => supply, n => motor_in, y => i_src);
  motor : entity work.DC_Motor(basic)
    generic map (r_wind => r_wind, kt => 0.6366198, l => l_wind, d => 0.0, j => j_rot)
    port map (p1 => motor_in, p2 => ground, shaft_rotv => shaft);

  w_el'dot == v_src * i_src;
  break w_el => 0.0;
  e_heat'dot == r_wind * i_src**2;
  break e_heat => 0.0;
  e_stored == 0.5 * l_wind * i_src**2 + 0.5 * j_rot * w**2;
  balance == w_el - (e_heat + e_stored);
end architecture bench;
