-- A simultaneous procedural statement: not supported yet.
-- ERROR: 8:3: not supported yet: simultaneous procedural statements
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x'dot == -x;
  procedural is
  begin
    null;
  end procedural;
end architecture t;
