-- A design whose every entity has ports: there is no default top entity.
-- ERROR: -:-: no top-level entity the design has no entity without ports --top
library ieee;
use ieee.mechanical_systems.all;
entity spring is
  port (terminal a : translational);
end entity spring;
architecture linear of spring is
  quantity x across f through a;
begin
  f == 100.0 * x;
end architecture linear;
