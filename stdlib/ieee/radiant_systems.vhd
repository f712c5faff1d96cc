-- radiant_systems.vhd - package RADIANT_SYSTEMS of library IEEE
-- (IEEE Std 1076.1.1): luminous intensity across, luminous flux through.
-- Units in the comments; attributes and array natures left out.

package radiant_systems is

  subtype illuminance        is real tolerance "default_illuminance";         -- lx
  subtype luminous_flux      is real tolerance "default_luminous_flux";       -- lm
  subtype luminous_intensity is real tolerance "default_luminous_intensity";  -- cd
  subtype irradiance         is real tolerance "default_irradiance";          -- W/m**2

  nature radiant is
    luminous_intensity across
    luminous_flux      through
    radiant_ref        reference;

end package radiant_systems;
