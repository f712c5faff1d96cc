-- fluidic_systems.vhd - package FLUIDIC_SYSTEMS of library IEEE
-- (IEEE Std 1076.1.1).  Pressure is the across quantity of both natures;
-- fluidic (incompressible medium) has volume flow rate as its through
-- quantity, compressible_fluidic has mass flow rate.
-- Units in the comments; attributes and array natures left out.

package fluidic_systems is

  subtype pressure       is real tolerance "default_pressure";        -- Pa
  subtype vflow_rate     is real tolerance "default_vflow_rate";      -- m**3/s
  subtype mass_flow_rate is real tolerance "default_mass_flow_rate";  -- kg/s
  subtype volume         is real tolerance "default_volume";          -- m**3
  subtype density        is real tolerance "default_density";         -- kg/m**3
  subtype viscosity      is real tolerance "default_viscosity";       -- Pa*s
  subtype fresistance    is real tolerance "default_fresistance";     -- Pa*s/m**3
  subtype fconductance   is real tolerance "default_fconductance";    -- m**3/(Pa*s)
  subtype fcapacitance   is real tolerance "default_fcapacitance";    -- m**3/Pa
  subtype inertance      is real tolerance "default_inertance";       -- Pa*s**2/m**3
  subtype cfresistance   is real tolerance "default_cfresistance";    -- Pa*s/kg
  subtype cfcapacitance  is real tolerance "default_cfcapacitance";   -- kg/Pa
  subtype cfinertance    is real tolerance "default_cfinertance";     -- Pa*s**2/kg
  subtype cfconductance  is real tolerance "default_cfconductance";   -- kg/(Pa*s)

  nature fluidic is
    pressure    across
    vflow_rate  through
    fluidic_ref reference;

  nature compressible_fluidic is
    pressure                 across
    mass_flow_rate           through
    compressible_fluidic_ref reference;

end package fluidic_systems;
