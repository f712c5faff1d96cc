-- A misspelled nature: one error, with the nearest visible name; the
-- terminals declared with it and the branches on them add no messages.
-- ERROR: 8:21: 'translationl' is not declared did you mean 'translational'
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n1, n2 : translationl;
  quantity x across f through n1 to n2;
  quantity v across n1;
begin
  f == 100.0 * x;
end architecture t;
