-- An electrical terminal connected to a translational port: the message
-- names both natures, the terminal and the port, at the actual.
-- ERROR: 23:74: terminal 'e1' of nature 'electrical' cannot be connected to port 'b' of nature 'translational'
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
use ieee.electrical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n1 : translational;
  terminal e1 : electrical;
begin
  s1 : entity work.spring generic map (k => 1.0) port map (a => n1, b => e1);
end architecture t;
