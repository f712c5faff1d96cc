-- A statement ending in a number without its ';': the next line's first
-- name reads as a physical unit (`1.0 y`), so the error comes at the
-- token after it; a hint says where the ';' is probably missing.
-- ERROR: 10:5: syntax error found '==' expected ';' is a ';' missing at the end of the line before
entity tb is end entity tb;
architecture t of tb is
  quantity x, y : real;
begin
  x == 1.0
  y == 2.0 * x;
end architecture t;
