-- A declaration without its ';': the error is at the next token, which
-- is what was found, with what was expected in words.
-- ERROR: 10:1: syntax error found 'begin' expected ';'
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
  quantity x across f through n
begin
  f == 100.0 * x;
end architecture t;
