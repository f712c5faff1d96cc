-- Two instances with the same label: the second is reported, with a note
-- at the first.
-- ERROR: 22:3: duplicate label 's1'
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
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n1, n2 : translational;
begin
  s1 : entity work.spring generic map (k => 1.0) port map (a => n1, b => n2);
  s1 : entity work.spring generic map (k => 2.0) port map (a => n2, b => n1);
end architecture t;
