-- Two broken statements and a broken declaration in one file: the parser
-- recovers at ';' and reports all three, each at the token it found, and
-- nothing for the rest of a broken statement.
-- ERROR: 12:29: syntax error found ';' expected an expression
-- ERROR: 15:17: syntax error found ')' expected an expression
-- ERROR: 16:12: syntax error found real literal '2.0' expected ';'
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
  constant k : real := 2.0 *;
  quantity x across f through n;
begin
  f == (k * x + );
  x == 1.0 2.0;
end architecture t;
