-- Text pasted from a word processor: a typographic apostrophe in x’dot,
-- a typographic minus and typographic quotes.  Each is named with its
-- ASCII replacement, and parsing goes on as if it had been written.
-- ERROR: 11:15: typographic apostrophe not allowed use the ASCII apostrophe '
-- ERROR: 12:12: typographic dash not allowed use the ASCII hyphen-minus -
-- ERROR: 13:25: typographic quote not allowed use the ASCII quote "
entity tb is end entity tb;
architecture t of tb is
  quantity x : real;
begin
  x == 2.0 * x’dot + 1.0;
  x == 1.0 – x;
  assert x > 0.0 report “negative”;
end architecture t;
