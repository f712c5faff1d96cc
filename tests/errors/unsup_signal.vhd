-- A signal declaration and a concurrent signal assignment: both not
-- supported yet; the signal's later uses add no messages.
-- ERROR: 7:10: not supported yet: signal declarations 's'
-- ERROR: 10:3: not supported yet: concurrent signal assignments
entity tb is end entity tb;
architecture t of tb is
  signal s : real;
  quantity x : real;
begin
  s <= 1.0;
  x == s;
end architecture t;
