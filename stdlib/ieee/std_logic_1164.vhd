-- std_logic_1164.vhd - package STD_LOGIC_1164 of library IEEE (stub).
--
-- vamsim simulates the continuous part of VHDL-AMS models only, but many
-- published models name this package in their context clause.  This stub
-- lets `use ieee.std_logic_1164.all;` be accepted; it declares the
-- nine-valued logic type and its resolved subtype name so that a
-- declaration mentioning them can be analysed.  Signals and processes
-- that use them are still rejected by elaboration.

package std_logic_1164 is

  type std_ulogic is ('U', 'X', '0', '1', 'Z', 'W', 'L', 'H', '-');
  subtype std_logic is std_ulogic;

end package std_logic_1164;
