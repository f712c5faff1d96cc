-- quarter_car.vhd - a quarter-car suspension driving over a road bump.
--
--   vamsim --tran 2 --step 1ms netlists/quarter_car.vhd
--
-- One corner of a car: the body (sprung mass) rests on the suspension, a
-- spring and a damper in parallel; below it the wheel (unsprung mass)
-- rests on the tyre, a stiff spring; the tyre rolls over a road whose
-- height is the input.
--
--     chassis  ( m_body )           x_body
--                 |
--          [ spring || damper ]     suspension (k_susp, d_susp)
--                 |
--        wheel ( m_wheel )          x_wheel
--                 |
--             [ spring ]            tyre (k_tyre)
--                 |
--        road  ~~~^~~~              x_road: a smooth bump
--
-- The road bump is a raised cosine, 5 cm high, passed in 0.2 s (a 2 m
-- long hump at 36 km/h), starting at t = 0.1 s.  Displacements are
-- measured upwards from the static equilibrium: gravity only shifts that
-- equilibrium (the springs are linear), so it is left out.
--
-- What to look for (columns chassis, wheel, road in m; travel; tyre_force):
--   * the wheel follows the bump closely (5.3 cm at t = 0.2 s) and then
--     rings at the wheel-hop frequency, sqrt((k_susp + k_tyre)/m_wheel)
--     = 71 rad/s (11 Hz), quickly damped by the suspension damper;
--   * the body rises later and less, 3.1 cm at t = 0.32 s, then swings
--     through its rest position (-1.5 cm at t = 0.74 s) at its own
--     frequency, about sqrt(k_susp*k_tyre/(k_susp + k_tyre)/m_body)
--     = 7.6 rad/s (1.2 Hz), with a damping ratio near 0.26;
--   * tyre_force is the dynamic tyre load (positive: the tyre is
--     compressed more than at rest).  It must stay above minus the static
--     load (-2800 N for 285 kg), or the tyre would lift off, which this
--     linear model cannot represent; here it goes down to -1130 N.  Pass
--     the bump twice as fast (bump_length => 100 ms) and it reaches
--     -5800 N: the model is then no longer valid;
--   * the energy columns (see "Energy bookkeeping"): the road does about
--     100 J of work on the car, and the damper turns all of it into heat.
--
-- The models come from library MODELS (stdlib/models/translational.vhd):
-- mass_t, spring_t, spring_damper_t, PositionBump_t.  The masses use
-- architecture ideal: at the quiescent point the springs put them at 0.

library ieee;
use ieee.mechanical_systems.all;

entity quarter_car is
  generic (m_body      : mass := 250.0;           -- quarter of the body [kg]
           m_wheel     : mass := 35.0;            -- wheel, tyre, brake, axle [kg]
           k_susp      : stiffness := 16.0e3;     -- suspension spring [N/m]
           d_susp      : damping := 1.0e3;        -- suspension damper [N*s/m]
           k_tyre      : stiffness := 160.0e3;    -- tyre stiffness [N/m]
           bump_height : displacement := 0.05;    -- [m]
           bump_start  : time := 100 ms;
           bump_length : time := 200 ms);         -- time to pass the bump
end entity quarter_car;

architecture drive_over_bump of quarter_car is
  terminal chassis, wheel, road : translational;

  -- Energy bookkeeping.  Across quantities of the three terminals (they
  -- observe only: without a through part they add no force):
  quantity x_body across chassis to translational_ref;
  quantity x_wheel across wheel to translational_ref;
  quantity x_road across road to translational_ref;
  quantity travel     : displacement;  -- suspension compression is negative [m]
  quantity tyre_force : force;         -- dynamic tyre load [N]
  quantity w_road  : real;   -- work done by the road on the tyre [J]
  quantity e_diss  : real;   -- heat in the suspension damper [J]
  quantity e_kin   : real;   -- kinetic energy of body and wheel [J]
  quantity e_pot   : real;   -- elastic energy of suspension spring and tyre [J]
  quantity balance : real;   -- w_road - (e_kin + e_pot + e_diss): stays ~0
begin
  body_mass : entity work.mass_t(ideal)
    generic map (m => m_body)
    port map (p => chassis);

  suspension : entity work.spring_damper_t(ideal)
    generic map (k => k_susp, d => d_susp)
    port map (p => chassis, n => wheel);

  wheel_mass : entity work.mass_t(ideal)
    generic map (m => m_wheel)
    port map (p => wheel);

  tyre : entity work.spring_t(linear)
    generic map (k => k_tyre)
    port map (p => wheel, n => road);

  bump : entity work.PositionBump_t
    generic map (height => bump_height, delay => bump_start, duration => bump_length)
    port map (p => road, n => translational_ref);

  travel == x_body - x_wheel;
  tyre_force == k_tyre * (x_road - x_wheel);

  -- The road pushes the tyre up with tyre_force while moving at x_road';
  -- the damper turns d*(relative velocity)**2 into heat.  Both integrals
  -- start at 0: state equations with a break (at the quiescent point a
  -- break replaces X'dot = 0 by X = 0).
  w_road'dot == tyre_force * x_road'dot;
  break w_road => 0.0;
  e_diss'dot == d_susp * (x_body'dot - x_wheel'dot)**2;
  break e_diss => 0.0;
  e_kin == 0.5 * m_body * x_body'dot**2 + 0.5 * m_wheel * x_wheel'dot**2;
  e_pot == 0.5 * k_susp * travel**2 + 0.5 * k_tyre * (x_wheel - x_road)**2;
  balance == w_road - (e_kin + e_pot + e_diss);
end architecture drive_over_bump;
