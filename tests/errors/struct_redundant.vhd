-- Two equations for 'a' and none with 'b': the matching names the quantity
-- left over and each equation that determines nothing new.
-- ERROR: 12:12: quantity 'b' appears in no equation
-- ERROR: 16:3: equation determines nothing new
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n1 : translational;
  quantity x across f through n1;
  quantity a : real;
  quantity b : real;
begin
  f == 100.0 * x;
  a == 2.0 * x + 1.0;
  a == 3.0;
  x == a + now;
end architecture t;
