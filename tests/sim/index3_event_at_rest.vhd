-- RUN: --tran 1 --step 0.05
-- CHECK: --rows-min 21
-- CHECK: --at 0.75 --col ls --value 2.000000150461861 --tol 5e-9
-- CHECK: --at 1 --col ls --value 2.000000511292358 --tol 5e-9
-- CHECK: --at 1 --col w_l --value 2.671930723323522e-05 --tol 3e-7
--
-- Two inertias on an ideal gear in the ANGLE nature (index 3), held at
-- rest by a preloaded spring; at 0.5 s the drive torque changes by
-- 1e-6 N*m.  The speeds are derivatives of algebraically constrained
-- angles, so their round-off (eps * 100 rad / h) once drove the step to
-- 1e-16 s after the event.  Closed form on the load side: J = 0.01 +
-- 1e-5 * 50^2 = 0.035, k = 100, w = sqrt(k/J), preload 200 N*m:
-- phi_l = 2 + 5e-7 (1 - cos w (t - 0.5)), w_l = 5e-7 w sin w (t - 0.5);
-- tolerances are 1 % of the oscillation's amplitude.
-- (Reproducer from the model-library work: index3_event_at_rest.)
library ieee;
use ieee.mechanical_systems.all;

entity index3_event_at_rest is
end entity index3_event_at_rest;

architecture a of index3_event_at_rest is
  terminal msh, ls : rotational;
  quantity phi_m across tm through msh to rotational_ref;   -- motor inertia
  quantity w_m : real;
  quantity phi_l across tl through ls to rotational_ref;    -- load inertia + spring
  quantity w_l : real;
  quantity tq through msh to rotational_ref;                -- drive
  quantity p_in across t_in through msh to rotational_ref;  -- gear, input side
  quantity p_out across t_out through ls to rotational_ref; -- gear, output side
begin
  w_m == phi_m'dot;
  tm == 1.0e-5 * w_m'dot;
  w_l == phi_l'dot;
  tl == 0.01 * w_l'dot + 100.0 * phi_l;
  if now < 0.5 use
    tq == -4.0;
  else
    tq == -4.000001;
  end use;
  p_out == p_in / 50.0;
  t_in == -t_out / 50.0;
end architecture a;
