-- RUN: --tran 2 --step 0.01
-- CHECK: --col balance --max 0 --tol 1e-4
-- CHECK: --col balance --min 0 --tol 1e-4
-- CHECK: --at 0 --col e_diss --value 0 --tol 1e-15
-- CHECK: --at 1 --col pos --value 0.1336852 --tol 2e-6
--
-- `break p'integ => 0.0` gives an integral its starting value: the damper's
-- dissipated energy e_diss = p'integ starts at 0 although p is fixed by
-- the rest of the circuit (the LRM's quiescent augmentation p = 0 would
-- contradict it).  Energy balance of a mass (1 kg), spring (100 N/m) and
-- damper (2 N*s/m) pushed by 10 N from t = 0+: work of the source =
-- kinetic + potential energy + dissipated energy, to 1e-4 J of the
-- 2.7 J put in.  x(1 s) = 0.1336852 (closed form, as in lib_msd_step).
library ieee;
use ieee.mechanical_systems.all;

entity break_integ is
end entity break_integ;

architecture a of break_integ is
  terminal x : translational;
  quantity pos across f_m through x to translational_ref;
  quantity f_s through x to translational_ref;
  quantity f_d through x to translational_ref;
  quantity f_src through x to translational_ref;
  quantity p, e_diss, balance : real;
begin
  f_m == 1.0 * pos'dot'dot;
  f_s == 100.0 * pos;
  f_d == 2.0 * pos'dot;
  if domain = quiescent_domain use f_src == 0.0; else f_src == -10.0; end use;
  p == 2.0 * pos'dot**2;
  e_diss == p'integ;
  break p'integ => 0.0;
  balance == 10.0 * pos - (0.5 * pos'dot**2 + 50.0 * pos**2 + e_diss);
end architecture a;
