-- seed_oscillator.vhd - the textbook mass on a spring, in the convention
-- of the library DISCIPLINES.
--
--   vamsim --tran 3 --step 1ms netlists/seed_oscillator.vhd
--
-- A mass hangs from a spring and a damper in the gravity field (x up, in
-- m).  The models are the seed book's (stdlib/models/disciplines_elements
-- .vhd, nature KINEMATIC of library DISCIPLINES), where the through
-- quantity of an element is the force it exerts ON its terminal:
--
--   inertia_trans   tforce = -(m*x'') - m*g     inertial force and weight
--   spring_trans    f = -k*x                    pulls back towards x = 0
--   damper_trans    f = -d*x'                   opposes the motion
--   force_trans     tforce = F from t_on on     pushes up
--
-- The forces on the node x add up to zero, which is Newton's law:
--   m*x'' = -k*x - d*x' - m*g + F.
--
-- At the quiescent point the mass hangs at rest where the spring carries
-- its weight, x0 = -m*g/k = -9.81 cm.  At t_on = 0.5 s a force F = 5 N
-- starts to push it up: it swings about the new equilibrium x0 + F/k
-- (-7.31 cm) at sqrt(k/m) = 10 rad/s with a damping ratio of 0.1.
--
-- Columns: x (the node, m), vel (x', m/s), and the energies (see below).
-- In the IEEE convention (library MODELS, translational.vhd) the same
-- system is mass_t, spring_t, damper_t and ForceStep_t, with every through
-- quantity of the opposite sign.

library disciplines;
use disciplines.kinematic_system.all;

entity seed_oscillator is
  generic (m    : real := 2.0;      -- mass [kg]
           g    : real := 9.81;     -- gravity [m/s**2]
           k    : real := 200.0;    -- spring stiffness [N/m]
           d    : real := 4.0;      -- damping [N*s/m]
           F    : real := 5.0;      -- push [N]
           t_on : real := 0.5);     -- time the push starts [s]
end entity seed_oscillator;

architecture book of seed_oscillator is
  terminal x : kinematic;

  -- Energy bookkeeping.  pos observes the node (an across quantity only).
  quantity pos across x to kinematic_ref;
  quantity vel : real;
  quantity w_push  : real;   -- work of the push [J]
  quantity e_diss  : real;   -- heat in the damper [J]
  quantity e_mech  : real;   -- kinetic + spring + gravity energy gained since the start [J]
  quantity balance : real;   -- w_push - (e_mech + e_diss): stays ~0
begin
  mass : entity work.inertia_trans(simple)
    generic map (m => m, g => g)
    port map (p => x, n => kinematic_ref);
  spring : entity work.spring_trans
    generic map (k => k)
    port map (p => x, n => kinematic_ref);
  damper : entity work.damper_trans
    generic map (d => d)
    port map (p => x, n => kinematic_ref);
  push : entity work.force_trans
    generic map (F => F, t_on => t_on)
    port map (p => x, n => kinematic_ref);

  vel == pos'dot;
  -- The push does F*x' once it acts (before t_on the mass is at rest, so
  -- F*x' is 0 there too).  Energies are counted from the quiescent state
  -- x0 = -m*g/k: spring k*(x**2 - x0**2)/2, gravity m*g*(x - x0).
  w_push'dot == F * vel;
  break w_push => 0.0;
  e_diss'dot == d * vel**2;
  break e_diss => 0.0;
  e_mech == 0.5 * m * vel**2 + 0.5 * k * (pos**2 - (m * g / k)**2) + m * g * (pos + m * g / k);
  balance == w_push - (e_mech + e_diss);
end architecture book;
