-- Generate and block statements: not supported yet, each at its keyword.
-- ERROR: 9:10: not supported yet: generate statements
-- ERROR: 12:8: not supported yet: block statements
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x == 1.0;
  gen1 : for i in 1 to 3 generate
  begin
  end generate gen1;
  b1 : block
  begin
  end block b1;
end architecture t;
