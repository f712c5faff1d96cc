-- Calls with the wrong number of arguments: too many for a function
-- declared once, none matching for an overloaded one, one missing.
-- ERROR: 16:18: too many arguments for function 'sqrt' it has 1 parameter
-- ERROR: 17:8: wrong number of arguments for function 'arctan' 3 given it takes 1 or 2
-- ERROR: 18:8: missing argument for parameter 'b' of function 'scale'
library ieee;
use ieee.math_real.all;
entity tb is end entity tb;
architecture t of tb is
  function scale (a : real; b : real) return real is
  begin
    return a * b;
  end function scale;
  quantity x, y, z : real;
begin
  x == sqrt(2.0, 3.0);
  y == arctan(1.0, 2.0, 3.0);
  z == scale(2.0);
end architecture t;
