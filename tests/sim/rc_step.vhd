-- RUN: --tran 5e-3 --step 1e-5
-- REF: ref_closed rc_step R=1000 C=1e-6 V=1 dt=1e-5 tstop=5e-3
-- CHECK: --col vc --range-tol 1e-3
-- CHECK: --col cap.v=vc --range-tol 1e-3
-- CHECK: --col cap.i=i --range-tol 1e-3
-- CHECK: --at 0 --col vc --value 0 --tol 1e-9
-- CHECK: --at 1e-3 --col vc --value 0.632120558828558 --tol 6e-4
-- CHECK: --col vc --final 0.993262053000915 --tol 1e-3
--
-- RC charging: a constant 1 V source, R = 1 kOhm, C = 1 uF (tau = 1 ms).
-- The source is on from the start, so without an initial condition the
-- quiescent point would be the charged capacitor; the capacitor model
-- sets v = 0 at the quiescent point with a break statement instead, and
-- the transient is the charging curve vc = 1 - exp(-t/tau),
-- i = exp(-t/tau) / R (tests/tools/ref_closed.c, model rc_step).
-- The resistance is written 1_000.0 on purpose: VHDL allows underscores
-- in numeric literals.

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

entity capacitor is
  generic (c  : capacitance;
           v0 : voltage := 0.0);
  port (terminal p, n : electrical);
end entity capacitor;

architecture ideal of capacitor is
  quantity v across i through p to n;
begin
  i == c * v'dot;
  break v => v0;
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
use ieee.electrical_systems.all;

entity rc_step is
end entity rc_step;

architecture bench of rc_step is
  terminal vin, vc : electrical;
begin
  src : entity work.v_dc
    generic map (vdc => 1.0)
    port map (p => vin, n => ground);
  res : entity work.resistor
    generic map (r => 1_000.0)
    port map (p => vin, n => vc);
  cap : entity work.capacitor
    generic map (c => 1.0e-6)
    port map (p => vc, n => ground);
end architecture bench;
