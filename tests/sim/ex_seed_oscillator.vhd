-- RUN: --tran 3 --step 1ms netlists/seed_oscillator.vhd
-- REF: ref_lib_closed msd_step m=2 k=200 d=4 F=5 x0=-0.0981 t0=0.5 dt=0.001 tstop=3
-- CHECK: --col dut.pos=x --range-tol 1e-4
-- CHECK: --col dut.vel=v --range-tol 1e-4
-- CHECK: --col dut.mass.tdisp=x --range-tol 1e-4
-- CHECK: --at 0 --col dut.pos --value -0.0981 --tol 1e-9
-- CHECK: --at 0.5 --col dut.pos --value -0.0981 --tol 1e-9
-- CHECK: --at 0 --col dut.spring.f --value 19.62 --tol 1e-8
-- CHECK: --at 0 --col dut.mass.tforce --value -19.62 --tol 1e-8
-- CHECK: --col dut.balance --max 0 --tol 2e-5
-- CHECK: --col dut.balance --min 0 --tol 2e-5
--
-- The example netlists/seed_oscillator.vhd (library DISCIPLINES
-- convention) with its defaults: m = 2 kg, g = 9.81 m/s**2, k = 200 N/m,
-- d = 4 N*s/m, a 5 N push from t_on = 0.5 s.  The netlist is instantiated
-- as dut.
-- Reference: the closed form of a damped oscillator pushed by a constant
-- force from rest at x0 = -m g/k = -0.0981 m (tests/tools/ref_lib_closed.c,
-- model msd_step with x0 and t0).
-- Signs of the book's convention, checked at the quiescent point: the
-- mass exerts its weight on the node, tforce = -(m x'') - m g = -19.62 N,
-- and the spring, stretched to x0, holds it up with -k x0 = +19.62 N.
-- Energy: the push's work equals the kinetic, spring and gravity energy
-- gained plus the damper's heat (balance ~0; the push does 0.115 J).
-- Tolerances: 1e-4 of the range against the closed form; the quiescent
-- values to rounding; the balance 2e-5 J (2e-4 of the work; reached
-- 2.5e-6 J).

entity ex_seed_oscillator is
end entity ex_seed_oscillator;

architecture bench of ex_seed_oscillator is
begin
  dut : entity work.seed_oscillator;
end architecture bench;
