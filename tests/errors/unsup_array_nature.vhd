-- An array nature: not supported yet, at its name; terminals of it are
-- not reported again.
-- ERROR: 8:10: not supported yet: array natures 'bus3'
library ieee;
use ieee.electrical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  nature bus3 is array (1 to 3) of electrical;
  terminal b : bus3;
  terminal p : electrical;
  quantity v across i through p;
begin
  v == 1.0;
end architecture t;
