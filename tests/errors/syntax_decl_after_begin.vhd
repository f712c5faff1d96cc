-- A declaration among the statements: the hint says where it belongs.
-- ERROR: 11:3: syntax error found 'quantity' expected a concurrent statement declarations belong before 'begin'
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
  quantity x across f through n;
begin
  f == 100.0 * x;
  quantity y : real;
  y == x;
end architecture t;
