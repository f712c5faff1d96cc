-- An integer literal where a real is needed: `2 * x` with x real is a
-- type error in VHDL, reported at the literal with the fix.
-- ERROR: 8:8: operator "*" is not defined for integer and real use a real literal such as 2.0
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x == 2 * x + 1.0;
end architecture t;
