-- An instance naming an architecture its entity does not have.
-- ERROR: 20:20: architecture 'nonlinear' of entity 'spring' not found
library ieee;
use ieee.mechanical_systems.all;
entity spring is
  generic (k : real);
  port (terminal a : translational);
end entity spring;
architecture linear of spring is
  quantity x across f through a;
begin
  f == k * x;
end architecture linear;
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
begin
  s1 : entity work.spring(nonlinear) generic map (k => 1.0) port map (a => n);
end architecture t;
