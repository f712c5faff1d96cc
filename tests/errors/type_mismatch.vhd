-- Type errors at the offending operand: an integer generic default for a
-- real generic, a boolean where a quantity's value is needed, an integer
-- argument to sqrt.
-- ERROR: 10:24: type mismatch the default of generic 'k' is integer expected real
-- ERROR: 15:3: the left side of '==' must be a floating-point expression not boolean
-- ERROR: 16:13: type mismatch argument 'x' of 'sqrt' is integer expected real
library ieee;
use ieee.math_real.all;
entity tb is
  generic (k : real := 3);
end entity tb;
architecture t of tb is
  quantity x, y : real;
begin
  (x > 1.0) == y;
  y == sqrt(2);
end architecture t;
