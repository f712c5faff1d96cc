-- A quantity where a branch declaration needs a terminal.
-- ERROR: 9:31: 'q' is a quantity, not a terminal a branch quantity is declared between terminals
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n1 : translational;
  quantity q : real;
  quantity x across f through q to n1;
begin
  q == 1.0;
  f == x;
end architecture t;
