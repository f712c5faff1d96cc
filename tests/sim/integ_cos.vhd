-- RUN: --tran 10 --step 0.01
-- REF: ref_closed integ_cos a=0.5 dt=0.01 tstop=10
-- CHECK: --col y --range-tol 1e-3
-- CHECK: --col x --range-tol 1e-3 --from 0.01
-- CHECK: --at 0 --col y --value 0 --tol 1e-9
-- CHECK: --at 10 --col y --value -0.773540679141711 --tol 1.5e-3
--
-- The implicit quantity x'integ, the integral of x from 0 to now, in a
-- feedback loop driven by cos(now):  y = x'integ,  x = cos(now) - a*y,
-- so y' + a y = cos t, and with y(0) = 0
--   y = (a cos t + sin t - a exp(-a t)) / (1 + a**2)
-- (tests/tools/ref_closed.c, model integ_cos; a = 0.5).
--
-- Why the loop and the quiescent-domain idiom: at the quiescent point
-- IEEE 1076.1 puts the prefix of every Q'integ into the augmentation set,
-- that is x = 0 (the integrator is at rest), and the value of x'integ
-- then follows from the other equations: here y = x'integ and
-- 0 = 0 - a*y give y = 0.  The drive cos(now) is therefore switched on
-- only in the time domain; with cos(now) = 1 at the quiescent point the
-- model would contradict x = 0.  x jumps from 0 to 1 at t = 0, so its
-- comparison starts at the first output row after 0.

library ieee;
use ieee.math_real.all;

entity integ_cos is
end entity integ_cos;

architecture bench of integ_cos is
  constant a : real := 0.5;
  quantity x : real;
  quantity y : real;
begin
  y == x'integ;
  if domain = quiescent_domain use
    x == -a * y;
  else
    x == cos(now) - a * y;
  end use;
end architecture bench;
