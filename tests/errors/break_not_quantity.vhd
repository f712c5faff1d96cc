-- Break elements whose target is not a quantity: a terminal and a
-- constant, each at the target's name.
-- ERROR: 13:9: a break applies to quantities 'n' is a terminal
-- ERROR: 14:9: a break applies to quantities 'x0' is a constant
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
  constant x0 : real := 0.0;
  quantity x across f through n;
begin
  break n => 0.0;
  break x0 => 1.0;
  f == 10.0 * x;
end architecture t;
