-- A diode behind 1 ohm from 5 V.  From v = 0, Newton's first step lands at
-- about 5 V, where exp(v/vt) = exp(200), and then creeps back by about one
-- thermal voltage per iteration: plain Newton runs out of iterations and
-- the quiescent point needs a homotopy (see tests/scripts/op_homotopy.sh).
library ieee;
use ieee.electrical_systems.all;
use ieee.math_real.all;
entity diode_op is end entity diode_op;
architecture t of diode_op is
  terminal a, k : electrical;
  quantity vs across isrc through a to electrical_ref;
  quantity vr across ir through a to k;
  quantity vd across id through k to electrical_ref;
begin
  vs == 5.0;
  vr == 1.0 * ir;
  id == 1.0e-14 * (exp(vd / 0.025) - 1.0);
end architecture t;
