-- A concurrent assertion: not supported yet, at the statement.
-- ERROR: 8:3: not supported yet: concurrent assertions
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x == 1.0;
  assert x > 0.0 report "x must be positive";
end architecture t;
