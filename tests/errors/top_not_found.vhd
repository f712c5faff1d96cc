-- --top names an entity that is not in the design: an error without a
-- source location.
-- RUN: --top testbench
-- ERROR: -:-: top entity 'testbench' not found in library work
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x == 1.0;
end architecture t;
