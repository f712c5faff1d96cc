-- The quiescent point alone (vamsim --op), checked by tests/scripts/op_point.sh.
--
-- A voltage divider (10 V over 1 kOhm and 3 kOhm: 7.5 V in the middle,
-- 2.5 mA) and, in the same design, a 2 kg mass hanging from a spring of
-- 400 N/m in standard gravity: it rests at x = -m g / k = -0.0490333 m,
-- the spring then carries the weight, -19.6133 N.  The mass term m*x''
-- vanishes at the quiescent point (x'' = 0), so this is a static problem.

library ieee;
use ieee.electrical_systems.all;

entity resistor is
  generic (r : resistance);
  port (terminal p, n : electrical);
end entity resistor;

architecture ideal of resistor is
  quantity v across i through p to n;
begin
  v == i * r;
end architecture ideal;

library ieee;
use ieee.electrical_systems.all;

entity v_dc is
  generic (vdc : voltage);
  port (terminal p, n : electrical);
end entity v_dc;

architecture ideal of v_dc is
  quantity v across i through p to n;
begin
  v == vdc;
end architecture ideal;

library ieee;
use ieee.mechanical_systems.all;
use ieee.fundamental_constants.all;

-- A mass under gravity: it takes its inertial force m*x'' from the node
-- and pulls with its weight m*g towards negative x.
entity hanging_mass is
  generic (m : mass);
  port (terminal p : translational);
end entity hanging_mass;

architecture ideal of hanging_mass is
  quantity x across f through p to translational_ref;
begin
  f == m * x'dot'dot + m * phys_gravity;
end architecture ideal;

library ieee;
use ieee.mechanical_systems.all;

entity spring_t is
  generic (k : stiffness);
  port (terminal p, n : translational);
end entity spring_t;

architecture ideal of spring_t is
  quantity x across f through p to n;
begin
  f == k * x;
end architecture ideal;

library ieee;
use ieee.electrical_systems.all;
use ieee.mechanical_systems.all;

entity op_point is
end entity op_point;

architecture bench of op_point is
  terminal top, mid : electrical;
  terminal bob : translational;
begin
  src : entity work.v_dc generic map (vdc => 10.0) port map (p => top, n => ground);
  r1 : entity work.resistor generic map (r => 1.0e3) port map (p => top, n => mid);
  r2 : entity work.resistor generic map (r => 3.0e3) port map (p => mid, n => ground);
  weight : entity work.hanging_mass generic map (m => 2.0) port map (p => bob);
  spring : entity work.spring_t generic map (k => 400.0) port map (p => bob, n => anchor);
end architecture bench;
