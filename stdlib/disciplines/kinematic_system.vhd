-- kinematic_system.vhd - package KINEMATIC_SYSTEM of library DISCIPLINES.
--
-- The library DISCIPLINES predates the IEEE 1076.1.1 packages; textbook
-- models of mechatronic systems are written against it:
--
--   LIBRARY disciplines; USE disciplines.kinematic_system.all;
--   ENTITY inertia_trans IS GENERIC (m, g: REAL); PORT (TERMINAL p, n: kinematic);
--
-- Natures for translational motion:
--
--   kinematic    displacement [m] across, force [N] through, kinematic_ref
--   kinematic_v  velocity [m/s] across,   force [N] through, kinematic_v_ref
--
-- Sign convention of the models written for this library: the through
-- quantity of a branch `p TO n` is the force the element exerts ON its
-- terminal p.  A mass exerts its inertial force and its weight,
-- f == -(m*x'DOT'DOT) - (m*g); a spring pulls back, f == -k*x; a source
-- pushes, f == F.  The forces on a node add up to zero, which is Newton's
-- law for that node.  (The IEEE packages count the other way round, as
-- the force an element takes from the node; either way is consistent as
-- long as every model connected to a node follows the same convention.)
--
-- The subtypes are declared here, not taken from IEEE.MECHANICAL_SYSTEMS,
-- so that the library stands on its own.

package kinematic_system is

  subtype displacement is real tolerance "default_displacement";  -- m
  subtype velocity     is real tolerance "default_velocity";      -- m/s
  subtype acceleration is real tolerance "default_acceleration";  -- m/s**2
  subtype force        is real tolerance "default_force";         -- N

  nature kinematic is
    displacement  across
    force         through
    kinematic_ref reference;

  nature kinematic_v is
    velocity        across
    force           through
    kinematic_v_ref reference;

end package kinematic_system;
