-- Functions that do not exist: one misspelled, one that math_real does
-- not have, and one named through the package; the nearest name is suggested.
-- ERROR: 23:8: sine is not declared did you mean sin
-- ERROR: 24:8: sqr is not declared did you mean sqrt
-- ERROR: 25:23: 'tanhyp' is not declared in package 'math_real'
library ieee;
use ieee.mechanical_systems.all;
entity spring is
  generic (k : real; x0 : real := 0.0);
  port (terminal a, b : translational);
end entity spring;
architecture linear of spring is
  quantity x across f through a to b;
begin
  f == k * (x - x0);
end architecture linear;
library ieee;
use ieee.math_real.all;
entity tb is end entity tb;
architecture t of tb is
  quantity x, y, z : real;
begin
  x == sine(now);
  y == sqr(2.0);
  z == ieee.math_real.tanhyp(1.0);
end architecture t;
