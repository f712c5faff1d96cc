-- Names used in expressions that nothing declares: each reported once,
-- at its first use, with a suggestion when a declared name is close.
-- ERROR: 11:27: 'velocty' is not declared did you mean 'velocity'
-- ERROR: 11:37: 'zz' is not declared
entity tb is end entity tb;
architecture t of tb is
  quantity position, velocity : real;
begin
  position'dot == velocity;
  velocity'dot == -4.0 * position
                  - 0.1 * velocty + zz + zz * velocty;
end architecture t;
