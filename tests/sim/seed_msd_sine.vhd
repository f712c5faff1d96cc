-- RUN: --tran 3 --step 0.005
-- REF: ref_closed msd_sine m=1 k=100 d=2 g=9.81 F0=5 w=7 dt=0.005 tstop=3
-- CHECK: --col x --range-tol 1e-3
-- CHECK: --col mass.tdisp=x --range-tol 1e-3
-- CHECK: --at 0 --col x --value -0.0981 --tol 1e-6
-- CHECK: --at 1 --col x --value -0.0536727508313614 --tol 2.3e-4
--
-- The seed model: a mass in the DISCIPLINES library's convention, where
-- the through quantity of a branch is the force the element exerts ON its
-- terminal.  The mass model below is the one users type from the book,
-- letter for letter; a spring, a damper and a sine force source are
-- written in the same convention and hang the mass from a fixed point.
--
-- Forces on node x (each element's through quantity):
--   mass     -(m*x'' ) - m*g   inertial force and weight
--   spring   -k*x              pulls back towards x = 0
--   damper   -d*x'             opposes the motion
--   source   F0*sin(w*t)       pushes
-- Kirchhoff's law at x (they add up to zero) is Newton's law:
--   m x'' = -k x - d x' - m g + F0 sin(w t).
-- At t = 0 the force is 0 and the quiescent point is the static
-- equilibrium x = -m g / k = -0.0981 m with x' = 0, which is where the
-- transient starts.  Reference: closed form (particular + homogeneous
-- solution), tests/tools/ref_closed.c.
-- m = 1 kg, k = 100 N/m, d = 2 N*s/m (underdamped, zeta = 0.1),
-- g = 9.81 m/s**2, F0 = 5 N, w = 7 rad/s.

LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY inertia_trans IS GENERIC (m, g: REAL); PORT (TERMINAL p, n: kinematic);
END ENTITY inertia_trans;

ARCHITECTURE simple OF inertia_trans IS
  QUANTITY tdisp ACROSS tforce THROUGH p TO n;
BEGIN
  tforce == -(m*tdisp'DOT'DOT) - (m*g);
END ARCHITECTURE simple;

LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY spring_trans IS GENERIC (k: REAL); PORT (TERMINAL p, n: kinematic);
END ENTITY spring_trans;

ARCHITECTURE simple OF spring_trans IS
  QUANTITY x ACROSS f THROUGH p TO n;
BEGIN
  f == -k*x;
END ARCHITECTURE simple;

LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY damper_trans IS GENERIC (d: REAL); PORT (TERMINAL p, n: kinematic);
END ENTITY damper_trans;

ARCHITECTURE simple OF damper_trans IS
  QUANTITY x ACROSS f THROUGH p TO n;
BEGIN
  f == -d*x'DOT;
END ARCHITECTURE simple;

-- A force source F0*sin(w*t) between p and n.  It needs no across
-- quantity: a branch quantity may name only the through aspect.
LIBRARY IEEE; USE IEEE.math_real.all;
LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY force_sine IS GENERIC (f0, w: REAL); PORT (TERMINAL p, n: kinematic);
END ENTITY force_sine;

ARCHITECTURE simple OF force_sine IS
  QUANTITY f THROUGH p TO n;
BEGIN
  f == f0*sin(w*NOW);
END ARCHITECTURE simple;

LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY seed_msd_sine IS
END ENTITY seed_msd_sine;

ARCHITECTURE bench OF seed_msd_sine IS
  TERMINAL x : kinematic;
BEGIN
  mass : ENTITY work.inertia_trans
    GENERIC MAP (m => 1.0, g => 9.81)
    PORT MAP (p => x, n => kinematic_ref);
  spring : ENTITY work.spring_trans
    GENERIC MAP (k => 100.0)
    PORT MAP (p => x, n => kinematic_ref);
  damper : ENTITY work.damper_trans
    GENERIC MAP (d => 2.0)
    PORT MAP (p => x, n => kinematic_ref);
  push : ENTITY work.force_sine
    GENERIC MAP (f0 => 5.0, w => 7.0)
    PORT MAP (p => x, n => kinematic_ref);
END ARCHITECTURE bench;
