-- A name declared twice in one region: a quantity, a constant, and a
-- terminal listed twice; a note points at the first declaration.
-- ERROR: 12:12: duplicate declaration of 'x'
-- ERROR: 13:12: duplicate declaration of 'k'
-- ERROR: 14:15: duplicate declaration of 'p'
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
  constant k : real := 1.0;
  quantity x : real;
  constant k : real := 2.0;
  terminal p, p : translational;
begin
  x == k;
end architecture t;
