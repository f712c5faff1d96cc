-- A branch quantity between terminals of different natures: both are
-- named with their natures, at the second terminal; the branch's
-- quantities then add no messages where they are used.
-- ERROR: 12:37: the terminals of a branch must have the same nature 'n1' is translational 'e1' is electrical
library ieee;
use ieee.mechanical_systems.all;
use ieee.electrical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n1 : translational;
  terminal e1 : electrical;
  quantity v across i through n1 to e1;
begin
  i == v;
end architecture t;
