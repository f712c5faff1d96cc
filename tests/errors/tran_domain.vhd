-- sqrt(1 - now) leaves its domain at t = 1 s: the run stops there with
-- exit status 3, names the time and the equation, and keeps the rows
-- computed before (tests/scripts/keep_rows.sh checks the file).
-- RUN: --tran 2 --step 0.1
-- EXIT: 3
-- ERROR: -:-: time step too small t = 1 s outside its domain
library ieee;
use ieee.math_real.all;
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x == sqrt(1.0 - now);
end architecture t;
