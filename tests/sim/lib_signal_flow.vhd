-- RUN: --tran 2 --step 1ms
-- REF: ref_lib_closed signal_flow dt=0.001 tstop=2
-- CHECK: --col y_lag --range-tol 1e-5
-- CHECK: --col y_int --range-tol 1e-6
-- CHECK: --col y_gain --range-tol 1e-4
-- CHECK: --col y_sum --range-tol 1e-4
-- CHECK: --col y_lim --range-tol 1e-4
-- CHECK: --col y_p --range-tol 1e-5
-- CHECK: --col u_c --range-tol 1e-5
-- CHECK: --col e --range-tol 1e-5
-- CHECK: --col y_loop --range-tol 1e-5
-- CHECK: --at 0 --col y_int --value 0.5 --tol 1e-12
-- CHECK: --at 1 --col y_int --value 3.5 --tol 1e-6
-- CHECK: --at 2 --col y_p --value 1.0103048599 --tol 1e-5
-- CHECK: --col y_lim --max 1.5 --tol 1e-9
-- CHECK: --col y_lim --min -1 --tol 1e-9
--
-- The signal-flow blocks of stdlib/models/signal_flow.vhd against closed
-- forms (tests/tools/ref_lib_closed.c, model signal_flow):
--   r = 1 from t = 0+ (SignalStep), s = sin(2 pi t) (SignalSine);
--   y_lag = lag1(k = 2, tau = 0.1) of r = 2 (1 - exp(-10 t));
--   y_int = integrator(k = 3, y0 = 0.5), architecture ideal, of r
--   = 0.5 + 3 t;
--   y_gain = gain(-2) of s;  y_sum = sum2(1, -0.5) of s and y_lag;
--   y_lim = limiter(-1, 1.5) of 2 s (the input is an expression);
--   a PI controller (kp = 2, ki = 5) closing the loop around a lag
--   (k = 1, tau = 0.5) on a reference stepping to 1 at t = 0.5005 s:
--     e = r2 - y_p,  u_c = 2 e + 5 (integral of e),  0.5 y_p' + y_p = u_c,
--   a linear system with eigenvalues -3 +- i that settles at y_p = 1
--   (the integral removes the error; at t = 2 s it still overshoots by
--   1 %: y_p = 1.0103049).  At the quiescent point the PI's
--   e'integ puts e = 0 and the loop at rest: u_c = 0, y_p = 0.
-- Tolerances: 1e-5 of each column's range (1e-6 for the ramp), with the
-- default solver tolerances; 1e-4 for y_gain, y_sum and y_lim, algebraic
-- functions of the sine that no error test watches: their rows are
-- interpolated between steps of up to 34 ms (reached 7e-6 of the range).

entity lib_signal_flow is
end entity lib_signal_flow;

architecture bench of lib_signal_flow is
  quantity r, s, r2 : real;
  quantity y_lag, y_int, y_gain, y_sum, y_lim : real;
  quantity e, u_c, y_p : real;
  quantity e2, y_loop : real;
begin
  step : entity work.SignalStep generic map (final => 1.0) port map (y => r);
  sine : entity work.SignalSine generic map (amplitude => 1.0, freq => 1.0) port map (y => s);
  lag : entity work.lag1 generic map (k => 2.0, tau => 0.1) port map (u => r, y => y_lag);
  int : entity work.integrator(ideal) generic map (k => 3.0, y0 => 0.5) port map (u => r, y => y_int);
  gn : entity work.gain generic map (k => -2.0) port map (u => s, y => y_gain);
  sm : entity work.sum2 generic map (s1 => 1.0, s2 => -0.5)
    port map (u1 => s, u2 => y_lag, y => y_sum);
  lim : entity work.limiter generic map (low => -1.0, high => 1.5)
    port map (u => 2.0 * s, y => y_lim);

  step2 : entity work.SignalStep generic map (final => 1.0, delay => 500.5 ms) port map (y => r2);
  cmp : entity work.sum2 generic map (s1 => 1.0, s2 => -1.0) port map (u1 => r2, u2 => y_p, y => e);
  pi : entity work.pi_ctrl generic map (kp => 2.0, ki => 5.0) port map (u => e, y => u_c);
  plant : entity work.lag1 generic map (k => 1.0, tau => 0.5) port map (u => u_c, y => y_p);

  cmp2 : entity work.sum2 generic map (s1 => 1.0, s2 => -1.0) port map (u1 => r2, u2 => y_loop, y => e2);
  loop_int : entity work.integrator(integ) generic map (k => 4.0) port map (u => e2, y => y_loop);
end architecture bench;
