-- A misspelled package in a use clause: one error at the package name.
-- ERROR: 4:10: package 'mechanical_system' not found in library 'ieee'
library ieee;
use ieee.mechanical_system.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
  quantity x across f through n;
begin
  f == 100.0 * x;
end architecture t;
