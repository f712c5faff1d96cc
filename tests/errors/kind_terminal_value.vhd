-- A terminal used as a value in an expression: the message says how to
-- get its across value.
-- ERROR: 11:14: terminal 'n' cannot be used as a value declare a branch quantity quantity v across n
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
  quantity x across f through n;
begin
  f == 2.0 * n + x;
end architecture t;
