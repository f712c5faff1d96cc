-- VHDL allows a sign only at the start of an expression: `k * -x` is a
-- syntax error, with the parenthesised form as a hint.
-- ERROR: 9:12: syntax error found '-' expected an expression a sign cannot follow an operator (-b)
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
  constant k : real := 2.0;
begin
  x == k * -x + 1.0;
end architecture t;
