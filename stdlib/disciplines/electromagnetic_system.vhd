-- electromagnetic_system.vhd - package ELECTROMAGNETIC_SYSTEM of library
-- DISCIPLINES: the electrical nature for models written against this
-- library (voltage across, current through, reference electrical_ref,
-- alias ground).  Current is counted as in the IEEE packages: the through
-- quantity of a branch `p TO n` flows from p through the element to n.

package electromagnetic_system is

  subtype voltage    is real tolerance "default_voltage";     -- V
  subtype current    is real tolerance "default_current";     -- A
  subtype charge     is real tolerance "default_charge";      -- C
  subtype flux       is real tolerance "default_flux";        -- Wb

  nature electrical is
    voltage        across
    current        through
    electrical_ref reference;

  alias ground is electrical_ref;

end package electromagnetic_system;
