-- x*x + 1 = 0 has no real solution: Newton, gmin stepping and source
-- stepping all fail; the message says so (the notes below it name the
-- equation with the largest residual and the quantity it determines).
-- RUN: --op
-- EXIT: 3
-- ERROR: -:-: quiescent point Newton did not converge gmin stepping source stepping
entity nc is end entity nc;
architecture a of nc is
  quantity x : real := 1.0;
  quantity y : real;
begin
  x * x + 1.0 == 0.0;
  y == 2.0 * x;
end architecture a;
