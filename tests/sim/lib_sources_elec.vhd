-- RUN: --tran 1 --step 1ms --maxstep 1ms
-- REF: ref_lib_wave sources_elec dt=0.001 tstop=1
-- CHECK: --col r_vconst.i --range-tol 1e-9 --abs 1e-9
-- CHECK: --col r_vstep.i --range-tol 1e-6
-- CHECK: --col r_vsine.i --range-tol 1e-6
-- CHECK: --col r_vpulse.i --range-tol 1e-6
-- CHECK: --col r_vpwl.i --range-tol 1e-6
-- CHECK: --col r_iconst.v --range-tol 1e-9 --abs 1e-9
-- CHECK: --col r_istep.v --range-tol 1e-6
-- CHECK: --col r_isine.v --range-tol 1e-6
-- CHECK: --col r_ipulse.v --range-tol 1e-6
-- CHECK: --col r_ipwl.v --range-tol 1e-6
-- CHECK: --col vmeas=r_vsine.v --range-tol 1e-6
-- CHECK: --col imeas=r_vpulse.i --range-tol 1e-6
-- CHECK: --col s_const --range-tol 1e-9 --abs 1e-9
-- CHECK: --col s_step --range-tol 1e-6
-- CHECK: --col s_sine --range-tol 1e-6
-- CHECK: --col s_pulse --range-tol 1e-6
-- CHECK: --col s_pwl --range-tol 1e-6
-- CHECK: --at 0 --col r_iconst.v --value -6 --tol 1e-12
-- CHECK: --at 0.225 --col r_vpulse.i --value 2 --tol 1e-9
--
-- The electrical sources (stdlib/models/electrical.vhd) on resistors
-- r = 2 ohm to ground, and the signal sources (signal_flow.vhd), against
-- the waveforms computed independently by tests/tools/ref_lib_wave.c
-- (model sources_elec, same parameters):
--   * a voltage source V across a resistor: its current i = V/2;
--   * a current source I: SPICE convention, the current flows from p
--     through the source to n, here from the resistor's node to ground,
--     so it pulls I out of the node and the resistor's voltage is -2*I
--     (a 3 A source gives -6 V);
--   * a voltage sensor across the sine source's resistor and a current
--     sensor in series with the pulse source's resistor repeat those
--     columns;
--   * the signal sources give the same shapes as output quantities.
-- Jumps lie between output rows (0.3005 s, 0.4005 s).  Tolerances: 1e-6
-- of each column's range (the waveforms are algebraic functions of time;
-- only event location, to about 1e-9 s, and rounding enter).
-- Why --maxstep 1ms: this bench has no differential unknown at all, and
-- vamsim's local error test covers only those, so nothing limits the
-- step: it grows to 20 ms and the output rows in between are
-- interpolated, which puts the sines off by 4e-4 of their range.  The
-- maximum step makes every output row a computed point.

library ieee;
use ieee.electrical_systems.all;

entity lib_sources_elec is
end entity lib_sources_elec;

architecture bench of lib_sources_elec is
  terminal n_vconst, n_vstep, n_vsine, n_vpulse, n_vpulse2, n_vpwl : electrical;
  terminal n_iconst, n_istep, n_isine, n_ipulse, n_ipwl : electrical;
  quantity vmeas, imeas : real;
  quantity s_const, s_step, s_sine, s_pulse, s_pwl : real;
begin
  vconst : entity work.VoltageConst generic map (level => 3.0)
    port map (p => n_vconst, n => ground);
  r_vconst : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_vconst, n => ground);
  vstep : entity work.VoltageStep generic map (initial => 1.0, final => -2.0, delay => 300.5 ms)
    port map (p => n_vstep, n => ground);
  r_vstep : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_vstep, n => ground);
  vsine : entity work.VoltageSine
    generic map (amplitude => 2.0, freq => 3.0, phase => 30.0, offset => 0.5)
    port map (p => n_vsine, n => ground);
  r_vsine : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_vsine, n => ground);
  vsense : entity work.VoltageSensor port map (p => n_vsine, n => ground, y => vmeas);
  vpulse : entity work.VoltagePulse
    generic map (initial => -1.0, pulse => 4.0, ti2p => 50 ms, tp2i => 100 ms,
                 delay => 100 ms, width => 200 ms)
    port map (p => n_vpulse, n => ground);
  isense : entity work.CurrentSensor port map (p => n_vpulse, n => n_vpulse2, y => imeas);
  r_vpulse : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_vpulse2, n => ground);
  vpwl : entity work.VoltagePWL
    generic map (npoints => 5, t1 => 100 ms, v1 => 0.0, t2 => 200 ms, v2 => 2.0,
                 t3 => 400.5 ms, v3 => 2.0, t4 => 400.5 ms, v4 => -1.0,
                 t5 => 800 ms, v5 => 0.5)
    port map (p => n_vpwl, n => ground);
  r_vpwl : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_vpwl, n => ground);

  iconst : entity work.CurrentConst generic map (level => 3.0)
    port map (p => n_iconst, n => ground);
  r_iconst : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_iconst, n => ground);
  istep : entity work.CurrentStep generic map (initial => 1.0, final => -2.0, delay => 300.5 ms)
    port map (p => n_istep, n => ground);
  r_istep : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_istep, n => ground);
  isine : entity work.CurrentSine
    generic map (amplitude => 2.0, freq => 3.0, phase => 30.0, offset => 0.5)
    port map (p => n_isine, n => ground);
  r_isine : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_isine, n => ground);
  ipulse : entity work.CurrentPulse
    generic map (initial => 0.0, pulse => 1.0, ti2p => 20 ms, tp2i => 30 ms,
                 delay => 50 ms, width => 100 ms, period => 250 ms)
    port map (p => n_ipulse, n => ground);
  r_ipulse : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_ipulse, n => ground);
  ipwl : entity work.CurrentPWL
    generic map (npoints => 5, t1 => 100 ms, i1 => 0.0, t2 => 200 ms, i2 => 2.0,
                 t3 => 400.5 ms, i3 => 2.0, t4 => 400.5 ms, i4 => -1.0,
                 t5 => 800 ms, i5 => 0.5)
    port map (p => n_ipwl, n => ground);
  r_ipwl : entity work.resistor(ideal) generic map (r => 2.0)
    port map (p => n_ipwl, n => ground);

  sconst : entity work.SignalConst generic map (level => 3.0) port map (y => s_const);
  sstep : entity work.SignalStep generic map (initial => 1.0, final => -2.0, delay => 300.5 ms)
    port map (y => s_step);
  ssine : entity work.SignalSine
    generic map (amplitude => 2.0, freq => 3.0, phase => 30.0, offset => 0.5)
    port map (y => s_sine);
  spulse : entity work.SignalPulse
    generic map (initial => 0.0, pulse => 1.0, ti2p => 20 ms, tp2i => 30 ms,
                 delay => 50 ms, width => 100 ms, period => 250 ms)
    port map (y => s_pulse);
  spwl : entity work.SignalPWL
    generic map (npoints => 5, t1 => 100 ms, y1 => 0.0, t2 => 200 ms, y2 => 2.0,
                 t3 => 400.5 ms, y3 => 2.0, t4 => 400.5 ms, y4 => -1.0,
                 t5 => 800 ms, y5 => 0.5)
    port map (y => s_pwl);
end architecture bench;
