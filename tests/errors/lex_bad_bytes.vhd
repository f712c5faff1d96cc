-- Bytes VHDL does not allow outside comments and strings: a control
-- character and a Latin-1 byte, one error per run of bad bytes, then the
-- parser goes on.
-- ERROR: 10:12: character not allowed in VHDL source 0x01
-- ERROR: 11:12: character not allowed in VHDL source 0xFF
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x == 1.0  + x;
  x == 3.0 ÿ;
end architecture t;
