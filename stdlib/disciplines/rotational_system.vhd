-- rotational_system.vhd - package ROTATIONAL_SYSTEM of library DISCIPLINES.
--
-- Natures for rotational motion, the counterpart of KINEMATIC_SYSTEM:
--
--   rotational        angle [rad] across,              torque [N*m] through
--   rotational_omega  angular_velocity [rad/s] across, torque [N*m] through
--
-- Same sign convention as KINEMATIC_SYSTEM: the through quantity of a
-- branch is the torque the element exerts on its terminal.

package rotational_system is

  subtype angle                is real tolerance "default_angle";                 -- rad
  subtype angular_velocity     is real tolerance "default_angular_velocity";      -- rad/s
  subtype angular_acceleration is real tolerance "default_angular_acceleration";  -- rad/s**2
  subtype torque               is real tolerance "default_torque";                -- N*m

  nature rotational is
    angle          across
    torque         through
    rotational_ref reference;

  nature rotational_omega is
    angular_velocity     across
    torque               through
    rotational_omega_ref reference;

end package rotational_system;
