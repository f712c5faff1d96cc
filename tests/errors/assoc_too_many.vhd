-- More positional actuals than the entity has formals, in a generic map
-- and in a port map: reported at the first actual too many.
-- ERROR: 22:50: too many actuals in the generic map entity spring has 2 generics
-- ERROR: 23:63: too many actuals in the port map entity spring has 2 ports
library ieee;
use ieee.mechanical_systems.all;
entity spring is
  generic (k : real; x0 : real := 0.0);
  port (terminal a, b : translational);
end entity spring;
architecture linear of spring is
  quantity x across f through a to b;
begin
  f == k * (x - x0);
end architecture linear;
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n1, n2 : translational;
begin
  s1 : entity work.spring generic map (1.0, 0.0, 2.0) port map (n1, n2);
  s2 : entity work.spring generic map (1.0) port map (n1, n2, n1);
end architecture t;
