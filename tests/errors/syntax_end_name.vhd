-- The name after 'end' must repeat the unit's name.
-- ERROR: 8:12: the name after 'end' is 'tbb' but the name declared is 'tb'
-- ERROR: 13:18: the name after 'end' is 'arch' but the name declared is 't'
library ieee;
use ieee.mechanical_systems.all;
entity tb is
  port (terminal p : translational);
end entity tbb;
architecture t of tb is
  quantity x across f through p;
begin
  f == 100.0 * x;
end architecture arch;
