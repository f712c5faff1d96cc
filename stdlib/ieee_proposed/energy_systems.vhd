-- energy_systems.vhd - package ENERGY_SYSTEMS of library
-- IEEE_PROPOSED, the pre-standard name of the IEEE Std 1076.1.1 packages
-- that textbook models use (library ieee_proposed; use
-- ieee_proposed.mechanical_systems.all;).  Same content as in library IEEE
-- (IEEE Std 1076.1.1): energy and power subtypes, and the nature
-- `unspecified` for conservative systems of no particular physical domain.
-- Attributes and array natures of the standard left out.

package energy_systems is

  subtype energy       is real tolerance "default_energy";        -- J
  subtype power        is real tolerance "default_power";         -- W
  subtype periodicity  is real tolerance "default_periodicity";
  subtype real_across  is real tolerance "default_real_across";
  subtype real_through is real tolerance "default_real_through";

  nature unspecified is
    real_across     across
    real_through    through
    unspecified_ref reference;

end package energy_systems;
