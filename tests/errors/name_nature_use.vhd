-- A nature without the use clause that makes it visible: the message
-- names the IEEE package that declares it and the clause to add.
-- ERROR: 6:16: 'rotational_v' is not declared package ieee.mechanical_systems declares it use ieee.mechanical_systems.all
entity tb is end entity tb;
architecture t of tb is
  terminal s : rotational_v;
  quantity w across t through s;
begin
  t == 0.1 * w;
end architecture t;
