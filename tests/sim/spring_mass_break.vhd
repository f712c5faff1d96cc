-- RUN: --tran 1 --step 0.002
-- REF: ref_closed spring_mass m=0.5 k=200 x0=0 v0=1 dt=0.002 tstop=1
-- CHECK: --col m1.x=x --range-tol 1e-3
-- CHECK: --col m1.v=v --range-tol 1e-3
-- CHECK: --col bob=x --range-tol 1e-3
-- CHECK: --at 0 --col m1.x --value 0 --tol 1e-9
-- CHECK: --at 0 --col m1.v --value 1 --tol 1e-9
-- CHECK: --at 0.0785398163397448 --col m1.x --value 0.05 --tol 1e-4
--
-- An undamped mass on a spring, in the IEEE translational nature
-- (displacement across, force through), started by a break statement at
-- x = 0 with velocity 1 m/s.  m = 0.5 kg, k = 200 N/m, so w0 = 20 rad/s
-- and x = (v0/w0) sin(w0 t): a quarter period later (t = pi/40 s) the
-- mass is at its largest excursion, 0.05 m (tests/tools/ref_closed.c,
-- model spring_mass).
--
-- Through quantities count the force an element takes from its node:
-- the spring takes k x, the mass m x''; their sum is zero.

library ieee;
use ieee.mechanical_systems.all;

entity mass_t is
  generic (m  : mass;
           x0 : displacement := 0.0;
           v0 : velocity := 0.0);
  port (terminal p : translational);
end entity mass_t;

architecture ideal of mass_t is
  quantity x across f through p to translational_ref;
  quantity v : velocity;
begin
  v == x'dot;
  f == m * v'dot;
  break x => x0, v => v0;
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
use ieee.mechanical_systems.all;

entity spring_mass_break is
end entity spring_mass_break;

architecture bench of spring_mass_break is
  terminal bob : translational;
begin
  m1 : entity work.mass_t
    generic map (m => 0.5, v0 => 1.0)
    port map (p => bob);
  spring : entity work.spring_t
    generic map (k => 200.0)
    port map (p => bob, n => anchor);
end architecture bench;
