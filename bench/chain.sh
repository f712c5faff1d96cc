#!/usr/bin/env bash
# Writes a VHDL-AMS testbench of a chain of N links (mass, spring and
# damper per link, displacement nature) driven by a sine force at its
# free end, to standard output.
#   bash bench/chain.sh 10000 > /tmp/chain.vhd
#   ./vamsim --stats --tran 1 --maxstep 1e-3 --probe m1.x -o /dev/null /tmp/chain.vhd
set -eu
n=${1:-10000}
cat <<'HDR'
library ieee;
use ieee.mechanical_systems.all;

entity link is
  generic (m, k, d : real);
  port (terminal p, q : translational);
end entity link;

architecture ideal of link is
  quantity x across fm through p to translational_ref;   -- the mass at p
  quantity dx across fs, fd through p to q;              -- spring and damper p-q
begin
  fm == m * x'dot'dot;
  fs == k * dx;
  fd == d * dx'dot;
end architecture ideal;

library ieee;
use ieee.mechanical_systems.all;
use ieee.math_real.all;

entity chain is
end entity chain;

architecture bench of chain is
HDR
awk -v n="$n" 'BEGIN { printf "  terminal"; for (i = 0; i <= n; i++) printf " t%d%s", i, (i < n ? "," : ""); print " : translational;" }'
cat <<'MID'
  quantity xs across fsrc through t0 to translational_ref;
begin
  fsrc == -100.0 * sin(6.283185307 * 5.0 * now);   -- pushes t0
MID
awk -v n="$n" 'BEGIN {
  for (i = 1; i <= n; i++)
    printf "  m%d : entity work.link(ideal) generic map (m => 0.01, k => 1.0e4, d => 1.0) port map (p => t%d, q => t%d);\n", i, i - 1, i
  printf "  fix : entity work.link(ideal) generic map (m => 0.01, k => 1.0e4, d => 1.0) port map (p => t%d, q => translational_ref);\n", n
}'
echo 'end architecture bench;'
