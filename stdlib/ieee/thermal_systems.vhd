-- thermal_systems.vhd - package THERMAL_SYSTEMS of library IEEE
-- (IEEE Std 1076.1.1): temperature across, heat flow through.
-- Units in the comments; attributes and array natures left out.

package thermal_systems is

  subtype temperature         is real tolerance "default_temperature";          -- K
  subtype heat_flow           is real tolerance "default_heat_flow";            -- W
  subtype thermal_capacitance is real tolerance "default_thermal_capacitance";  -- J/K
  subtype thermal_resistance  is real tolerance "default_thermal_resistance";   -- K/W
  subtype thermal_conductance is real tolerance "default_thermal_conductance";  -- W/K

  nature thermal is
    temperature across
    heat_flow   through
    thermal_ref reference;

end package thermal_systems;
