-- A misspelled library: one error at the library clause; the use clause
-- and the names it would have made visible are not reported again.
-- ERROR: 4:9: library 'ieeee' not found searched folder
library ieeee;
use ieeee.mechanical_systems.all;
entity tb is end entity tb;
architecture t of tb is
  terminal n : translational;
  quantity x across f through n;
begin
  f == 100.0 * x;
end architecture t;
