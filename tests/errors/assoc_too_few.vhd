-- Fewer positional actuals than the entity has ports: reported at the
-- instance, with the counts and how to leave a port unconnected.
-- ERROR: 21:3: too few actuals in the port map entity spring has 2 ports 1 given open
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
  terminal n1 : translational;
begin
  s1 : entity work.spring generic map (1.0) port map (n1);
end architecture t;
