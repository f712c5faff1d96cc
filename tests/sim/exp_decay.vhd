-- RUN: --tran 3 --step 0.01
-- REF: ref_closed exp_decay a=2 x0=1 dt=0.01 tstop=3
-- CHECK: --col x --range-tol 1e-3
-- CHECK: --at 0 --col x --value 1 --tol 1e-9
-- CHECK: --at 1 --col x --value 0.135335283236613 --tol 1e-3
-- CHECK: --col x --final 0.00247875217666636 --tol 1e-4
--
-- A free quantity (no terminals, no natures): x' = -a x with x = 1 at the
-- quiescent point, set by a break statement.  Without the break the
-- quiescent point would be x' = 0, hence x = 0.  x = exp(-2 t)
-- (tests/tools/ref_closed.c, model exp_decay).

entity exp_decay is
end entity exp_decay;

architecture bench of exp_decay is
  constant a : real := 2.0;
  quantity x : real;
begin
  x'dot == -a * x;
  break x => 1.0;
end architecture bench;
