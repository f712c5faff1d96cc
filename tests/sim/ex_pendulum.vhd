-- RUN: --tran 4 --step 1ms netlists/pendulum.vhd
-- REF: ref_lib_ode pendulums dd=0.05 dt=0.001 tstop=4
-- CHECK: --col free.theta --range-tol 3e-4
-- CHECK: --col free.omega --range-tol 3e-4
-- CHECK: --col damped.theta --range-tol 1e-4
-- CHECK: --col damped.omega --range-tol 1e-4
-- CHECK: --at 0.4712638554 --col free.theta --value 0 --tol 1e-4
-- CHECK: --at 0.9425277107 --col free.theta --value -2 --tol 1e-4
-- CHECK: --at 1.8850554214 --col free.theta --value 2 --tol 2e-4
-- CHECK: --at 3.7701108429 --col free.theta --value 2 --tol 4e-4
-- CHECK: --col free.balance --max 0 --tol 2e-3
-- CHECK: --col free.balance --min 0 --tol 2e-3
-- CHECK: --col damped.balance --max 0 --tol 2e-3
-- CHECK: --col damped.balance --min 0 --tol 2e-3
-- CHECK: --col free.y_bob --max 0.2080734 --tol 1e-4
--
-- The example netlists/pendulum.vhd twice: `free` with its defaults (m =
-- 1 kg, l = 0.5 m, no friction, released from 2 rad) and `damped` with a
-- pivot friction d = 0.05 N*m*s/rad.
-- References:
--   * RK4 integration of both (tests/tools/ref_lib_ode.c, model
--     pendulums);
--   * for the free pendulum, the exact period of the nonlinear pendulum,
--     T = 4 sqrt(l/g) K(k), k = sin(theta0/2), K the complete elliptic
--     integral of the first kind, K = pi / (2 AGM(1, sqrt(1 - k**2))):
--     T = 1.8850554214 s (the small-swing period would be 1.4185 s).  The
--     pendulum passes the bottom at T/4, reaches -theta0 at T/2 and is
--     back at theta0 after T and 2 T;
--   * the highest point of the bob, y = -l cos(theta0) = 0.2080734 m.
-- Energy: kinetic + potential + heat stays equal to the initial energy,
-- m g l (1 - cos 2) = 6.946 J (balance ~0).
-- Tolerances: 1e-4 of the range against RK4 for the damped pendulum
-- (reached 1.3e-5), 3e-4 for the free one, whose phase error grows
-- without bound (reached 5.7e-5 at t = 4 s); the angles at the special
-- times within 1e-4 rad, growing to 4e-4 rad after two periods (reached
-- 5.7e-5 rad at 2 T); the balances within 2e-3 J (3e-4 of the energy;
-- reached 2.7e-4 J).  All with the default solver tolerances.

entity ex_pendulum is
end entity ex_pendulum;

architecture bench of ex_pendulum is
begin
  free : entity work.pendulum;
  damped : entity work.pendulum generic map (d => 0.05);
end architecture bench;
