-- RUN: --tran 2 --step 10ms
-- REF: ref_ode drivetrain dt=0.01 tstop=2
-- CHECK: --col motor.w --range-tol 1e-4
-- CHECK: --col motor.i --range-tol 1e-4
-- CHECK: --col shaft.phi=shaft.twist --range-tol 1e-4
-- CHECK: --col load.w --range-tol 1e-4
-- CHECK: --col balance --max 0 --tol 1e-3
-- CHECK: --col balance --min 0 --tol 1e-3
--
-- The demo drive train (netlists/drivetrain.vhd, which defines its own
-- entities) built from library MODELS instead: VoltageStep 12 V at t = 0+,
-- DC_Motor (0.5 ohm, 10 mH, kt = 0.1 N*m/A, 2e-3 kg*m**2, 1e-4
-- N*m*s/rad), gear_rv 5:1, an elastic shaft spring_damper_rv(with_ic)
-- (20 N*m/rad, 0.02 N*m*s/rad, untwisted at the start), a load
-- inertia_rv of 0.05 kg*m**2 and a fan_load_rv, t = 2e-3 w |w|.
-- Reference: the RK4 integration of the demo's equations
-- (tests/tools/ref_ode.c, model drivetrain), the reference of `make demo`.
-- Energy, nonlinear because of the fan: the source's work, the integral
-- of V i, equals the magnetic, kinetic and elastic energies plus the heat
-- in the winding, the bearing and the shaft damping plus the work done on
-- the air, the integral of cf |w|**3 (balance ~0).
-- Tolerances: 1e-4 of the range against RK4; the balance 1e-3 J of a
-- work of 96 J (1e-5; reached 6.5e-5 J).

library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity lib_drivetrain is
end entity lib_drivetrain;

architecture bench of lib_drivetrain is
  constant r_wind : real := 0.5;
  constant l_wind : real := 0.01;
  constant j_mot : real := 2.0e-3;
  constant d_mot : real := 1.0e-4;
  constant c_shaft : real := 20.0;
  constant d_shaft : real := 0.02;
  constant j_load : real := 0.05;
  constant c_fan : real := 2.0e-3;
  terminal supply, motor_in : electrical;
  terminal motor_shaft, gear_shaft, load_shaft : rotational_v;
  quantity wm across motor_shaft to rotational_v_ref;
  quantity wg across gear_shaft to rotational_v_ref;
  quantity wl across load_shaft to rotational_v_ref;
  quantity v_s, i_s, twist : real;
  quantity w_el, e_heat, e_stored, balance : real;
begin
  source : entity work.VoltageStep generic map (final => 12.0) port map (p => supply, n => ground);
  vm : entity work.VoltageSensor port map (p => supply, n => ground, y => v_s);
  am : entity work.CurrentSensor port map (p => supply, n => motor_in, y => i_s);
  motor : entity work.DC_Motor(basic)
    generic map (r_wind => r_wind, kt => 0.1, l => l_wind, d => d_mot, j => j_mot)
    port map (p1 => motor_in, p2 => ground, shaft_rotv => motor_shaft);
  gears : entity work.gear_rv(ideal) generic map (ratio => 5.0)
    port map (shaft_in => motor_shaft, shaft_out => gear_shaft);
  shaft : entity work.spring_damper_rv(with_ic) generic map (k => c_shaft, d => d_shaft)
    port map (p => gear_shaft, n => load_shaft);
  load : entity work.inertia_rv(ideal) generic map (j => j_load) port map (p => load_shaft);
  fan : entity work.fan_load_rv(quadratic) generic map (c => c_fan) port map (p => load_shaft);

  twist'dot == wg - wl;
  break twist => 0.0;
  w_el'dot == v_s * i_s;
  break w_el => 0.0;
  e_heat'dot == r_wind * i_s**2 + d_mot * wm**2 + d_shaft * (wg - wl)**2 + c_fan * abs(wl) * wl**2;
  break e_heat => 0.0;
  e_stored == 0.5 * l_wind * i_s**2 + 0.5 * j_mot * wm**2 + 0.5 * j_load * wl**2
              + 0.5 * c_shaft * twist**2;
  balance == w_el - (e_stored + e_heat);
end architecture bench;
