-- mechanical_systems.vhd - package MECHANICAL_SYSTEMS of library
-- IEEE_PROPOSED, the pre-standard name of the IEEE Std 1076.1.1 packages
-- that textbook models use (library ieee_proposed; use
-- ieee_proposed.mechanical_systems.all;).  Same content as in library IEEE
-- (IEEE Std 1076.1.1).
--
-- Subtypes of REAL for mechanical quantities, each with the tolerance
-- group the standard names, and four natures for 1-D motion:
--
--   nature                  across            through  reference
--   translational           displacement [m]  force    translational_ref
--   translational_velocity  velocity [m/s]    force    translational_velocity_ref
--   rotational              angle [rad]       torque   rotational_ref
--   rotational_velocity     angular_velocity  torque   rotational_velocity_ref
--
-- In these natures the through quantity of a branch `p to n` flows from p
-- through the element to n: for an element tied to the reference, it is
-- the force (torque) the element takes from node p.  Kirchhoff's law at
-- a node says these add up to zero (d'Alembert).
--
-- The pre-standard package also named the moment of inertia subtype
-- mmoment_i; both names are declared here.
--
-- Aliases: anchor (translational_ref) and the short names translational_v,
-- rotational_v and their references.  Units are given in the comments; the
-- UNIT and SYMBOL attributes and the array natures of the standard are
-- left out.

package mechanical_systems is

  subtype displacement         is real tolerance "default_displacement";          -- m
  subtype force                is real tolerance "default_force";                 -- N
  subtype velocity             is real tolerance "default_velocity";              -- m/s
  subtype acceleration         is real tolerance "default_acceleration";          -- m/s**2
  subtype mass                 is real tolerance "default_mass";                  -- kg
  subtype stiffness            is real tolerance "default_stiffness";             -- N/m
  subtype damping              is real tolerance "default_damping";               -- N*s/m
  subtype momentum             is real tolerance "default_momentum";              -- kg*m/s
  subtype angle                is real tolerance "default_angle";                 -- rad
  subtype torque               is real tolerance "default_torque";                -- N*m
  subtype angular_velocity     is real tolerance "default_angular_velocity";      -- rad/s
  subtype angular_acceleration is real tolerance "default_angular_acceleration";  -- rad/s**2
  subtype moment_inertia       is real tolerance "default_moment_inertia";        -- kg*m**2
  subtype angular_momentum     is real tolerance "default_angular_momentum";      -- kg*m**2/s
  subtype angular_stiffness    is real tolerance "default_angular_stiffness";     -- N*m/rad
  subtype angular_damping      is real tolerance "default_angular_damping";       -- N*m*s/rad

  -- Pre-standard name of moment_inertia, used by textbook models
  -- (generic j : mmoment_i).  Same tolerance group as moment_inertia.
  subtype mmoment_i            is real tolerance "default_moment_inertia";        -- kg*m**2

  nature translational is
    displacement      across
    force             through
    translational_ref reference;

  nature translational_velocity is
    velocity                   across
    force                      through
    translational_velocity_ref reference;

  nature rotational is
    angle          across
    torque         through
    rotational_ref reference;

  nature rotational_velocity is
    angular_velocity        across
    torque                  through
    rotational_velocity_ref reference;

  alias anchor              is translational_ref;
  alias translational_v_ref is translational_velocity_ref;
  alias rotational_v_ref    is rotational_velocity_ref;
  alias translational_v     is translational_velocity;
  alias rotational_v        is rotational_velocity;

end package mechanical_systems;
