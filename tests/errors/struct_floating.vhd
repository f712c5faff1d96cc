-- Two springs in series with neither end tied to the reference: their
-- conservation laws are dependent; the group is named at its first terminal.
-- ERROR: 21:12: floating subsystem 'n1' 'n2' 'n3' translational
library ieee;
use ieee.mechanical_systems.all;
entity spr is
  generic (k : real);
  port (terminal a, b : translational);
end entity spr;

architecture l of spr is
  quantity x across f through a to b;
begin
  f == k * x;
end architecture l;

library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n1, n2, n3 : translational;
begin
  s1 : entity work.spr generic map (k => 1.0) port map (a => n1, b => n2);
  s2 : entity work.spr generic map (k => 2.0) port map (a => n2, b => n3);
end architecture t;
