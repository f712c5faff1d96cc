-- electrical_systems.vhd - package ELECTRICAL_SYSTEMS of library IEEE
-- (IEEE Std 1076.1.1).
--
-- Subtypes of REAL for electrical and magnetic quantities, each with the
-- tolerance group the standard names (a solver may give each group its
-- own absolute tolerance), and the two natures:
--
--   electrical: voltage across, current through, reference electrical_ref
--               (alias ground);
--   magnetic:   magnetomotive force across, magnetic flux through,
--               reference magnetic_ref.
--
-- Units are given in the comments; the UNIT and SYMBOL attributes and the
-- array (vector) natures of the standard package are left out.

package electrical_systems is

  subtype voltage                 is real tolerance "default_voltage";         -- V
  subtype current                 is real tolerance "default_current";         -- A
  subtype charge                  is real tolerance "default_charge";          -- C
  subtype resistance              is real tolerance "default_resistance";      -- ohm
  subtype conductance             is real tolerance "default_conductance";     -- S
  subtype capacitance             is real tolerance "default_capacitance";     -- F
  subtype mmf                     is real tolerance "default_mmf";             -- A
  subtype electric_flux           is real tolerance "default_flux";            -- C
  subtype electric_flux_density   is real tolerance "default_flux_density";    -- C/m**2
  subtype electric_field_strength is real tolerance "default_field_strength";  -- V/m
  subtype magnetic_flux           is real tolerance "default_flux";            -- Wb
  subtype magnetic_flux_density   is real tolerance "default_flux_density";    -- T
  subtype magnetic_field_strength is real tolerance "default_field_strength";  -- A/m
  subtype inductance              is real tolerance "default_inductance";      -- H
  subtype reluctance              is real tolerance "default_reluctance";      -- A/Wb

  nature electrical is
    voltage        across
    current        through
    electrical_ref reference;

  nature magnetic is
    mmf            across
    magnetic_flux  through
    magnetic_ref   reference;

  alias ground is electrical_ref;

end package electrical_systems;
