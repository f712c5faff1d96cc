-- math_real.vhd - package MATH_REAL of library IEEE (IEEE Std 1076.2).
--
-- Mathematical constants of type REAL, and the elementary functions on
-- REAL.  The functions are declared without bodies: vamsim's elaborator
-- maps each body-less MATH_REAL function to one of its built-in
-- operations by name (sqrt, exp, log, sin, arctan, ...), so that a model
-- calling them can be differentiated exactly by the solver.  Procedures of
-- the standard package (UNIFORM) are left out: they only make sense in
-- processes, which vamsim does not simulate.
--
-- Constants are given to 21 significant digits, as in the standard.

package math_real is

  -- Mathematical constants.
  constant math_e             : real := 2.71828182845904523536;   -- e
  constant math_1_over_e      : real := 0.367879441171442321596;  -- 1/e
  constant math_pi            : real := 3.14159265358979323846;   -- pi
  constant math_2_pi          : real := 6.28318530717958647693;   -- 2*pi
  constant math_1_over_pi     : real := 0.318309886183790671538;  -- 1/pi
  constant math_pi_over_2     : real := 1.57079632679489661923;   -- pi/2
  constant math_pi_over_3     : real := 1.04719755119659774615;   -- pi/3
  constant math_pi_over_4     : real := 0.785398163397448309616;  -- pi/4
  constant math_3_pi_over_2   : real := 4.71238898038468985769;   -- 3*pi/2
  constant math_log_of_2      : real := 0.693147180559945309417;  -- ln 2
  constant math_log_of_10     : real := 2.30258509299404568402;   -- ln 10
  constant math_log2_of_e     : real := 1.44269504088896340736;   -- log2 e
  constant math_log10_of_e    : real := 0.434294481903251827651;  -- log10 e
  constant math_sqrt_2        : real := 1.41421356237309504880;   -- sqrt 2
  constant math_1_over_sqrt_2 : real := 0.707106781186547524401;  -- 1/sqrt 2
  constant math_sqrt_pi       : real := 1.77245385090551602730;   -- sqrt pi
  constant math_deg_to_rad    : real := 0.0174532925199432957692; -- pi/180
  constant math_rad_to_deg    : real := 57.2957795130823208768;   -- 180/pi

  -- Rounding and related functions.
  function sign (x : in real) return real;   -- -1.0, 0.0 or 1.0
  function ceil (x : in real) return real;   -- smallest integer value >= x
  function floor (x : in real) return real;  -- largest integer value <= x
  function round (x : in real) return real;  -- nearest integer value, halves away from 0
  function trunc (x : in real) return real;  -- integer part, towards 0
  function "mod" (x, y : in real) return real;  -- x - y*floor(x/y)
  function realmax (x, y : in real) return real;
  function realmin (x, y : in real) return real;

  -- Powers, roots, exponentials and logarithms.
  function sqrt (x : in real) return real;
  function cbrt (x : in real) return real;
  function "**" (x : in integer; y : in real) return real;
  function "**" (x : in real; y : in real) return real;
  function exp (x : in real) return real;
  function log (x : in real) return real;                 -- natural logarithm
  function log2 (x : in real) return real;
  function log10 (x : in real) return real;
  function log (x : in real; base : in real) return real;  -- logarithm to base

  -- Trigonometric functions (radians).
  function sin (x : in real) return real;
  function cos (x : in real) return real;
  function tan (x : in real) return real;
  function arcsin (x : in real) return real;
  function arccos (x : in real) return real;
  function arctan (y : in real) return real;
  function arctan (y : in real; x : in real) return real;  -- angle of (x, y), in (-pi, pi]

  -- Hyperbolic functions.
  function sinh (x : in real) return real;
  function cosh (x : in real) return real;
  function tanh (x : in real) return real;
  function arcsinh (x : in real) return real;
  function arccosh (x : in real) return real;
  function arctanh (x : in real) return real;

end package math_real;
