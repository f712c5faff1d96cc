-- The top entity has a generic without a default value: nothing can set
-- it, reported at the generic.
-- ERROR: 7:12: top entity 'tb' has generic 'gain' without a default value
library ieee;
use ieee.mechanical_systems.all;
entity tb is
  generic (gain : real);
end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x == gain;
end architecture t;
