-- A single '=' where a simultaneous statement needs '==': a hint says how
-- it is written.
-- ERROR: 10:5: syntax error found '=' expected '==' simultaneous statement a == b
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x = 1.0;
end architecture t;
