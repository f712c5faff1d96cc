-- Break statements with a sensitivity list ('on') or a condition
-- ('when'): not supported yet, reported at the list and the condition.
-- ERROR: 11:21: not supported yet: break statements with 'on'
-- ERROR: 12:23: not supported yet: break statements with 'when'
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
  constant k : real := 1.0;
begin
  x'dot == -x;
  break x => 1.0 on k;
  break x => 1.0 when x < 0.5;
end architecture t;
