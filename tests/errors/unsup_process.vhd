-- A process statement: not supported yet, reported at the statement, and
-- never silently ignored.
-- ERROR: 11:11: not supported yet: process statements
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x == 1.0;
  clock : process
  begin
    wait for 1 ms;
  end process clock;
end architecture t;
