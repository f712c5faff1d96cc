-- A quantity in no equation and a terminal on no branch, each named where
-- it is declared.
-- ERROR: 12:12: terminal 'lonely' not connected
-- ERROR: 13:12: quantity 'unused' appears in no equation
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n1 : translational;
  quantity x across f through n1;
  quantity q : real;
  terminal lonely : translational;
  quantity unused : real;
begin
  f == 100.0 * x;
  q == 1.0;
end architecture t;
