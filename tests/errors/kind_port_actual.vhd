-- A quantity where a terminal port needs a terminal, in a port map.
-- ERROR: 22:65: the actual of terminal port 'a' must be a terminal 'x' is a quantity
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
  quantity x across f through n1;
begin
  f == 10.0 * x;
  s1 : entity work.spring generic map (k => 1.0) port map (a => x, b => n1);
end architecture t;
