-- Characters VHDL allows only in strings and comments: one error each at
-- the character, and no second message from the parser for it.
-- ERROR: 9:12: character '$' is not allowed here only in strings and comments
-- ERROR: 10:3: character '@' is not allowed here
entity tb is end entity tb;
architecture t of tb is
  quantity x, y : real;
begin
  x == 1.0 $ 2.0;
  @y == 2.0;
end architecture t;
