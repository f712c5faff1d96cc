-- std_logic_arith.vhd - package STD_LOGIC_ARITH of library IEEE (stub).
--
-- A placeholder so that `use ieee.std_logic_arith.all;`, found in many
-- published mixed-signal models, is accepted.  It declares nothing:
-- vamsim simulates the continuous part of models only.

package std_logic_arith is
end package std_logic_arith;
