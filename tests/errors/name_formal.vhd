-- Formals the entity does not have, in a generic map and in a port map:
-- each at the formal's name, with the list of what the entity has.
-- ERROR: 22:40: 'kk' is not a generic of entity 'spring' its generics 'k' 'x0'
-- ERROR: 23:69: 'c' is not a port of entity 'spring' its ports 'a' 'b'
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
  s1 : entity work.spring generic map (kk => 1.0) port map (a => n1, b => n2);
  s2 : entity work.spring generic map (k => 1.0) port map (a => n1, c => n2);
end architecture t;
