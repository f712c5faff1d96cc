-- RUN: --tran 1 --step 0.001
-- REF: ref_lti two_inertia Jm=0.1 n=10 Jg=2 c=1e4 d=10 JL=2 T=10 dt=0.001 tstop=1
-- CHECK: --at 0.5 --col jg.phi --value 0.8930179 --tol 8.9e-5
-- CHECK: --at 0.5 --col gear_shaft --value 0.8930179 --tol 8.9e-5
-- CHECK: --at 0.5 --col load.w --value 3.561741 --tol 3.6e-4
-- CHECK: --col jg.phi --range-tol 1e-3
-- CHECK: --col load.w --range-tol 1e-3
-- CHECK: --col motor.w --range-tol 1e-3
-- CHECK: --col motor_shaft=motor.phi --range-tol 1e-3
-- CHECK: --at 0 --col load.w --value 0 --tol 1e-9
-- CHECK: --at 0 --col jg.phi --value 0 --tol 1e-9
--
-- Two-inertia drive in the IEEE rotational nature (angle across, torque
-- through): a torque step of 10 N*m on a motor inertia Jm = 0.1 kg*m**2,
-- an ideal gear n = 10 (motor angle = 10 x gear-side angle), a gear-side
-- inertia Jg = 2 kg*m**2, an elastic damped shaft (c = 1e4 N*m/rad,
-- d = 10 N*m*s/rad) and a load inertia JL = 2 kg*m**2.
--
-- The torque source uses the quiescent-domain idiom (0 at the quiescent
-- point, 10 N*m in the time domain).  Angles of free inertias have no
-- quiescent value of their own, so the initial conditions are set with
-- break statements inside the inertia model: angle 0 and speed 0 for the
-- gear-side and load inertias (architecture with_ic).  The motor inertia
-- is tied to the gear-side inertia by the gear; it gets no break of its
-- own (architecture free), since its angle and speed follow from the
-- gear's.
--
-- Reflected to the gear side: J1 = Jg + n**2 Jm = 12 kg*m**2, driven by
-- n T = 100 N*m;  J1 wg' = 100 - ts,  JL wl' = ts,
-- ts = c (pg - pl) + d (wg - wl).  At t = 0.5 s the closed form gives a
-- gear-side angle of 0.8930179 rad and a load speed of 3.561741 rad/s;
-- tests/tools/ref_lti.c (model two_inertia, matrix exponential) gives
-- 0.893017902311641 rad and 3.56174055731098 rad/s, and an independent
-- RK4 integration agrees to 12 digits.  The point checks allow a relative
-- error of 1e-4.
--
-- The shaft torque shaft.tq is not compared: it is c = 1e4 times the
-- small difference of two angles of about 1 rad, so at the solver's
-- tolerances on the angles it is accurate only to a few percent of its
-- range.

library ieee;
use ieee.mechanical_systems.all;

entity torque_step is
  generic (tau : torque);
  port (terminal shaft : rotational);
end entity torque_step;

-- The through quantity is the torque taken from the shaft, so a source
-- that drives the shaft with tau takes -tau.
architecture ideal of torque_step is
  quantity tq through shaft to rotational_ref;
begin
  if domain = quiescent_domain use
    tq == 0.0;
  else
    tq == -tau;
  end use;
end architecture ideal;

library ieee;
use ieee.mechanical_systems.all;

entity inertia_r is
  generic (j    : moment_inertia;
           phi0 : angle := 0.0;
           w0   : angular_velocity := 0.0);
  port (terminal shaft : rotational);
end entity inertia_r;

-- Without initial conditions: for an inertia whose motion is fixed by
-- the rest of the system.
architecture free of inertia_r is
  quantity phi across t through shaft to rotational_ref;
  quantity w : angular_velocity;
begin
  w == phi'dot;
  t == j * w'dot;
end architecture free;

-- With initial angle and speed, set at the quiescent point by a break.
architecture with_ic of inertia_r is
  quantity phi across t through shaft to rotational_ref;
  quantity w : angular_velocity;
begin
  w == phi'dot;
  t == j * w'dot;
  break phi => phi0, w => w0;
end architecture with_ic;

library ieee;
use ieee.mechanical_systems.all;

-- Ideal gear: phi_out = phi_in / ratio, power conserving.
entity gear_r is
  generic (ratio : real);
  port (terminal shaft_in, shaft_out : rotational);
end entity gear_r;

architecture ideal of gear_r is
  quantity phi_in across t_in through shaft_in to rotational_ref;
  quantity phi_out across t_out through shaft_out to rotational_ref;
begin
  phi_out == phi_in / ratio;
  t_in == -t_out / ratio;
end architecture ideal;

library ieee;
use ieee.mechanical_systems.all;

-- Elastic shaft with internal damping (spring and damper in parallel).
-- tq is the torque transmitted from a to b.
entity shaft_r is
  generic (c : angular_stiffness;
           d : angular_damping);
  port (terminal a, b : rotational);
end entity shaft_r;

architecture kelvin_voigt of shaft_r is
  quantity dphi across tq through a to b;
begin
  tq == c * dphi + d * dphi'dot;
end architecture kelvin_voigt;

library ieee;
use ieee.mechanical_systems.all;

entity two_inertia is
end entity two_inertia;

architecture bench of two_inertia is
  terminal motor_shaft, gear_shaft, load_shaft : rotational;
begin
  drive : entity work.torque_step
    generic map (tau => 10.0)
    port map (shaft => motor_shaft);
  motor : entity work.inertia_r(free)
    generic map (j => 0.1)
    port map (shaft => motor_shaft);
  gear : entity work.gear_r
    generic map (ratio => 10.0)
    port map (shaft_in => motor_shaft, shaft_out => gear_shaft);
  jg : entity work.inertia_r(with_ic)
    generic map (j => 2.0)
    port map (shaft => gear_shaft);
  shaft : entity work.shaft_r
    generic map (c => 1.0e4, d => 10.0)
    port map (a => gear_shaft, b => load_shaft);
  load : entity work.inertia_r(with_ic)
    generic map (j => 2.0)
    port map (shaft => load_shaft);
end architecture bench;
