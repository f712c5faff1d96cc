-- A generic without a default that the instance leaves unset: reported
-- at the instance, naming the generic, the entity and the instance.
-- ERROR: 21:3: generic 'k' of entity 'spring' has no value instance 's1' does not set it no default
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
  s1 : entity work.spring generic map (x0 => 0.1) port map (a => n1, b => n2);
end architecture t;
