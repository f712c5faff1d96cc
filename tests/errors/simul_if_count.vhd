-- A simultaneous if whose branches give different numbers of equations:
-- reported at the branch that differs from the first, with both counts
-- (a note points at the first branch).
-- ERROR: 13:3: different numbers of equations the else branch gives 2 equations the first branch gives 1 equation
-- ERROR: 19:3: different numbers of equations this elsif branch gives 0 equations
entity tb is end entity tb;
architecture t of tb is
  quantity x, y : real;
begin
  x'dot == 1.0 - x;
  if x > 0.5 use
    y == 1.0;
  else
    y == 2.0;
    x == 0.0;
  end use;
  if x > 0.5 use
    y == 1.0;
  elsif x > 0.2 use
  else
    y == 3.0;
  end use;
end architecture t;
