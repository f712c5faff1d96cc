-- 'dot applied to a terminal: it applies to quantities.
-- ERROR: 10:8: 'dot applies to quantities 'n' is a terminal
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
  quantity x across f through n;
begin
  f == n'dot;
end architecture t;
