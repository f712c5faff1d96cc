-- fundamental_constants.vhd - package FUNDAMENTAL_CONSTANTS of library
-- IEEE_PROPOSED, the pre-standard name of the IEEE Std 1076.1.1 packages
-- that textbook models use.  Same content as in library IEEE
-- (IEEE Std 1076.1.1, Standard Packages for Multiple Energy Domain
-- Support).
--
-- Physical constants with the values of the standard (NIST values of its
-- time; the standard has not updated them to the 2019 SI redefinition), and
-- the SI scaling factors.  Units are given in the comments: the UNIT and
-- SYMBOL attributes of the standard package are left out.  MATH_REAL is
-- not part of this library: it has always been in library IEEE.

library ieee;
use ieee.math_real.all;

package fundamental_constants is

  constant phys_q           : real := 1.602176462e-19;   -- electronic charge [C]
  constant phys_eps0        : real := 8.854187817e-12;   -- permittivity of vacuum [F/m]
  constant phys_mu0         : real := 4.0e-7 * math_pi;  -- permeability of vacuum [H/m]
  constant phys_k           : real := 1.3806503e-23;     -- Boltzmann's constant [J/K]
  constant phys_gravity     : real := 9.80665;           -- standard gravity [m/s**2]
  constant phys_ctok        : real := 273.15;            -- degrees Celsius to kelvin
  constant phys_c           : real := 299792458.0;       -- speed of light in vacuum [m/s]
  constant phys_h           : real := 6.62606876e-34;    -- Planck's constant [J*s]
  constant phys_h_over_2_pi : real := phys_h / math_2_pi;  -- reduced Planck constant [J*s]

  -- SI prefixes as scaling factors: 4.7 * kilo, 10.0 * micro.
  constant yocto : real := 1.0e-24;
  constant zepto : real := 1.0e-21;
  constant atto  : real := 1.0e-18;
  constant femto : real := 1.0e-15;
  constant pico  : real := 1.0e-12;
  constant nano  : real := 1.0e-9;
  constant micro : real := 1.0e-6;
  constant milli : real := 1.0e-3;
  constant centi : real := 1.0e-2;
  constant deci  : real := 1.0e-1;
  constant deka  : real := 1.0e+1;
  constant hecto : real := 1.0e+2;
  constant kilo  : real := 1.0e+3;
  constant mega  : real := 1.0e+6;
  constant giga  : real := 1.0e+9;
  constant tera  : real := 1.0e+12;
  constant peta  : real := 1.0e+15;
  constant exa   : real := 1.0e+18;
  constant zetta : real := 1.0e+21;
  constant yotta : real := 1.0e+24;
  alias deca is deka;

end package fundamental_constants;
