-- x**3 - 2x + 2 = 0 from x = 0: Newton cycles 0 -> 1 -> 0, and damped
-- Newton stalls where the derivative vanishes (x = 0.816); the only real
-- root, -1.7693, is reached by gmin or source stepping
-- (see tests/scripts/op_homotopy.sh).
entity cubic is end entity cubic;
architecture a of cubic is
  quantity x : real;
begin
  x * x * x - 2.0 * x + 2.0 == 0.0;
end architecture a;
