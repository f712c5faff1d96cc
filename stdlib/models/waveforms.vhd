-- waveforms.vhd - package WAVEFORMS of library MODELS: the time functions
-- behind the library's sources (force, torque, position, speed, voltage,
-- current and signal sources all share them).
--
-- Each function takes the time t in seconds (pass NOW) and returns the
-- value of the waveform at t.  Times given to a source as TIME generics
-- are turned into seconds with SECONDS.  The functions are pure
-- expressions of t: a simulator evaluates them at each step, and the
-- relations in their IF statements (t < td, ...) mark the corners of the
-- waveform, where the time stepper stops and restarts.
--
--   seconds(t)        a TIME as REAL seconds (resolution 1 fs)
--   sine_wave         offset + amplitude*sin(2*pi*freq*t + phase)
--   pulse_wave        trapezoidal pulse, as SPICE PULSE
--   pwl_wave          piecewise linear through up to 6 points
--   bump_wave         a raised-cosine bump (smooth: continuous slope)
--
-- A division whose divisor may be zero (a rise time of 0, two PWL points
-- at the same time) is guarded by REALMAX(divisor, 1.0e-15): that branch
-- of the IF is then never taken, but it is still evaluated.

library ieee;
use ieee.math_real.all;

package waveforms is
  function seconds (t : time) return real;
  function sine_wave (t, offset, amplitude, freq, phase : real) return real;
  function pulse_wave (t, initial, pulse, td, tr, tf, pw, per : real) return real;
  function pwl_wave (t : real; n : integer;
                     t1, v1, t2, v2, t3, v3, t4, v4, t5, v5, t6, v6 : real) return real;
  function bump_wave (t, height, td, duration : real) return real;
end package waveforms;

library ieee;
use ieee.math_real.all;

package body waveforms is

  -- The TIME t in seconds.
  function seconds (t : time) return real is
  begin
    return real(t / 1 fs) * 1.0e-15;
  end function seconds;

  -- offset + amplitude*sin(2*pi*freq*t + phase*pi/180): freq in Hz, phase
  -- in degrees.
  function sine_wave (t, offset, amplitude, freq, phase : real) return real is
  begin
    return offset + amplitude * sin(math_2_pi * freq * t + phase * math_deg_to_rad);
  end function sine_wave;

  -- One period of the trapezoid, tau seconds after its start: a ramp from
  -- initial to pulse in tr, pulse for pw, a ramp back in tf, then initial.
  function trapezoid (tau, initial, pulse, tr, tf, pw : real) return real is
  begin
    if tau < tr then
      return initial + (pulse - initial) * tau / realmax(tr, 1.0e-15);
    elsif tau < tr + pw then
      return pulse;
    elsif tau < tr + pw + tf then
      return pulse - (pulse - initial) * (tau - tr - pw) / realmax(tf, 1.0e-15);
    else
      return initial;
    end if;
  end function trapezoid;

  -- SPICE PULSE(initial pulse td tr tf pw per): initial until td, then the
  -- trapezoid, repeated every per seconds if per > 0 (once if per <= 0).
  function pulse_wave (t, initial, pulse, td, tr, tf, pw, per : real) return real is
  begin
    if t < td then
      return initial;
    elsif per > 0.0 then
      return trapezoid((t - td) mod per, initial, pulse, tr, tf, pw);
    else
      return trapezoid(t - td, initial, pulse, tr, tf, pw);
    end if;
  end function pulse_wave;

  -- The straight line through (ta, va) and (tb, vb), at t.
  function segment (t, ta, va, tb, vb : real) return real is
  begin
    return va + (vb - va) * (t - ta) / realmax(tb - ta, 1.0e-15);
  end function segment;

  -- Piecewise linear through the first n points (t1, v1) ... (tn, vn),
  -- 1 <= n <= 6, with t1 <= t2 <= ... : v1 before t1, vn after tn.  Two
  -- points at the same time make a jump.
  function pwl_wave (t : real; n : integer;
                     t1, v1, t2, v2, t3, v3, t4, v4, t5, v5, t6, v6 : real) return real is
  begin
    if t < t1 or n < 2 then
      return v1;
    elsif t < t2 then
      return segment(t, t1, v1, t2, v2);
    elsif n = 2 then
      return v2;
    elsif t < t3 then
      return segment(t, t2, v2, t3, v3);
    elsif n = 3 then
      return v3;
    elsif t < t4 then
      return segment(t, t3, v3, t4, v4);
    elsif n = 4 then
      return v4;
    elsif t < t5 then
      return segment(t, t4, v4, t5, v5);
    elsif n = 5 then
      return v5;
    elsif t < t6 then
      return segment(t, t5, v5, t6, v6);
    else
      return v6;
    end if;
  end function pwl_wave;

  -- 0 outside [td, td + duration]; inside, the raised cosine
  -- height*(1 - cos(2*pi*(t - td)/duration))/2, which rises from 0 to
  -- height and back with a continuous slope.
  function bump_wave (t, height, td, duration : real) return real is
  begin
    if t < td or t > td + duration then
      return 0.0;
    else
      return 0.5 * height * (1.0 - cos(math_2_pi * (t - td) / realmax(duration, 1.0e-15)));
    end if;
  end function bump_wave;

end package body waveforms;
