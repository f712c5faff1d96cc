-- A free inertia with no torque in the quiescent state: w'dot = 0 leaves w
-- undetermined.  KLU's singular column is reported as the quantity, with
-- the hint that a break statement can give it a value.
-- RUN: --op
-- EXIT: 3
-- ERROR: 11:12: quiescent point singular across value terminal 'shaft' break
library ieee;
use ieee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal shaft : rotational_v;
  quantity w across t through shaft;
begin
  t == 0.5 * w'dot;
end architecture t;
