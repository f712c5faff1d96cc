-- pendulum.vhd - a swinging pendulum, a nonlinear model in a generalized
-- coordinate.
--
--   vamsim --tran 4 --step 1ms netlists/pendulum.vhd
--
-- A point mass m on a massless rod of length l swings about a pivot under
-- gravity g, with viscous friction d at the pivot.  Its one degree of
-- freedom is the angle theta from the downward vertical, a free quantity
-- (no terminals, no natures): Newton's law for rotation about the pivot,
--
--     j*theta'' = -m*g*l*sin(theta) - d*theta',     j = m*l**2,
--
-- is written down as it stands.  The sine makes it nonlinear: for small
-- swings the period is 2*pi*sqrt(l/g) = 1.419 s, but the pendulum below,
-- released from theta0 = 2 rad (115 degrees), takes 1.885 s per swing
-- (the exact period is 4*sqrt(l/g)*K(sin(theta0/2)), K the complete
-- elliptic integral of the first kind).
--
-- The start is set by a break: theta = theta0, theta' = w0.  Without it
-- the quiescent point would be the pendulum hanging at rest.
--
-- Columns: theta [rad], omega = theta' [rad/s], x_bob and y_bob (the bob's
-- position [m], y up from the pivot), and the energies: e_kin, e_pot (from
-- the lowest position), e_diss (heat in the pivot friction) and balance,
-- which stays ~0 (without friction: kinetic + potential is constant).

library ieee;
use ieee.math_real.all;

entity pendulum is
  generic (m      : real := 1.0;    -- mass of the bob [kg]
           l      : real := 0.5;    -- length of the rod [m]
           g      : real := 9.81;   -- gravity [m/s**2]
           d      : real := 0.0;    -- friction at the pivot [N*m*s/rad]
           theta0 : real := 2.0;    -- initial angle [rad]
           w0     : real := 0.0);   -- initial angular velocity [rad/s]
end entity pendulum;

architecture point_mass of pendulum is
  constant j  : real := m * l**2;                          -- [kg*m**2]
  constant e0 : real := 0.5 * j * w0**2 + m * g * l * (1.0 - cos(theta0));
  quantity theta : real;                                   -- [rad]
  quantity omega : real;                                   -- [rad/s]
  quantity x_bob, y_bob : real;                            -- [m]
  quantity e_kin, e_pot, e_diss, balance : real;           -- [J]
begin
  j * theta'dot'dot == -m * g * l * sin(theta) - d * theta'dot;
  break theta => theta0, theta'dot => w0;

  omega == theta'dot;
  x_bob == l * sin(theta);
  y_bob == -l * cos(theta);

  -- Energy: what the bob had at the start, e0, is now kinetic, potential
  -- or heat.  The heat is integrated from 0 (a state equation and a break).
  e_kin == 0.5 * j * omega**2;
  e_pot == m * g * l * (1.0 - cos(theta));
  e_diss'dot == d * omega**2;
  break e_diss => 0.0;
  balance == e0 - (e_kin + e_pot + e_diss);
end architecture point_mass;
