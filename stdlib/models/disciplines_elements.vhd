-- disciplines_elements.vhd - library MODELS: translational elements in
-- the convention of the library DISCIPLINES (the seed book's), nature
-- KINEMATIC of DISCIPLINES.KINEMATIC_SYSTEM (displacement [m] across,
-- force [N] through).
--
-- Convention: the through quantity of `p TO n` is the force the element
-- exerts ON its terminal p (the IEEE models of translational.vhd count the
-- force the element takes from p: the opposite sign).  The forces on a
-- node add up to zero, which is Newton's law for the node:
--   inertia_trans   f = -(m*x'') - m*g   inertial force and weight
--   spring_trans    f = -k*x             pulls back towards x = 0
--   damper_trans    f = -d*x'            opposes the motion
--   force_trans     f = F                pushes p in +x
--   position_trans  x = x0 + amplitude*sin(2*pi*freq*t)
-- Positive x is up when g > 0 (the weight points to -x).  Generics are
-- REAL, in SI units, as in the book.  Do not connect these to IEEE
-- translational models: the natures differ, and so would the signs.

-------------------------------------------------------------------------------
-- inertia_trans: a mass m in a gravity field g (the book's model, letter
-- for letter).  Architecture simple has no initial condition: the
-- quiescent point is the static equilibrium.  Architecture released
-- starts the mass at rest at x = 0 (break), for a free mass.
-------------------------------------------------------------------------------
LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY inertia_trans IS GENERIC (m, g: REAL); PORT (TERMINAL p, n: kinematic);
END ENTITY inertia_trans;

ARCHITECTURE released OF inertia_trans IS
  QUANTITY tdisp ACROSS tforce THROUGH p TO n;
BEGIN
  tforce == -(m*tdisp'DOT'DOT) - (m*g);
  BREAK tdisp => 0.0, tdisp'DOT => 0.0;
END ARCHITECTURE released;

ARCHITECTURE simple OF inertia_trans IS
  QUANTITY tdisp ACROSS tforce THROUGH p TO n;
BEGIN
  tforce == -(m*tdisp'DOT'DOT) - (m*g);
END ARCHITECTURE simple;

-------------------------------------------------------------------------------
-- spring_trans: linear spring of stiffness k [N/m], f = -k*x.
-------------------------------------------------------------------------------
LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY spring_trans IS GENERIC (k: REAL); PORT (TERMINAL p, n: kinematic);
END ENTITY spring_trans;

ARCHITECTURE simple OF spring_trans IS
  QUANTITY x ACROSS f THROUGH p TO n;
BEGIN
  f == -k*x;
END ARCHITECTURE simple;

-------------------------------------------------------------------------------
-- damper_trans: viscous damper d [N*s/m], f = -d*x'.
-------------------------------------------------------------------------------
LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY damper_trans IS GENERIC (d: REAL); PORT (TERMINAL p, n: kinematic);
END ENTITY damper_trans;

ARCHITECTURE simple OF damper_trans IS
  QUANTITY x ACROSS f THROUGH p TO n;
BEGIN
  f == -d*x'DOT;
END ARCHITECTURE simple;

-------------------------------------------------------------------------------
-- force_trans: a force F [N] on p (and -F on n), switched on at t_on [s]:
-- 0 before t_on and at the quiescent point, so the transient starts from
-- rest and sees the step.  A negative t_on makes the force act from the
-- start, at the quiescent point too (a preload).
-------------------------------------------------------------------------------
LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY force_trans IS GENERIC (F: REAL; t_on: REAL := 0.0); PORT (TERMINAL p, n: kinematic);
END ENTITY force_trans;

ARCHITECTURE simple OF force_trans IS
  QUANTITY tforce THROUGH p TO n;
BEGIN
  IF (DOMAIN = QUIESCENT_DOMAIN AND t_on >= 0.0) OR NOW < t_on USE
    tforce == 0.0;
  ELSE
    tforce == F;
  END USE;
END ARCHITECTURE simple;

-------------------------------------------------------------------------------
-- position_trans: moves p relative to n as x0 + amplitude*sin(2*pi*freq*t)
-- (x0, amplitude [m]; freq [Hz]); f is the force it exerts on p.
-------------------------------------------------------------------------------
LIBRARY ieee; USE ieee.math_real.all;
LIBRARY disciplines; USE disciplines.Kinematic_system.all;
ENTITY position_trans IS GENERIC (amplitude, freq: REAL; x0: REAL := 0.0);
  PORT (TERMINAL p, n: kinematic);
END ENTITY position_trans;

ARCHITECTURE simple OF position_trans IS
  QUANTITY x ACROSS f THROUGH p TO n;
BEGIN
  x == x0 + amplitude*sin(math_2_pi*freq*NOW);
END ARCHITECTURE simple;
