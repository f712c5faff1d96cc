-- A file that stops in the middle of an architecture: end of file is
-- named as what was found.
-- ERROR: 11:1: syntax error found end of file expected
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  if x > 0.0 use
    x == 1.0;
  else
