-- An instance of an entity that does not exist, at the entity's name.
-- ERROR: 9:20: entity 'sprng' not found in library 'work'
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
begin
  s1 : entity work.sprng generic map (k => 1.0) port map (a => n);
end architecture t;
