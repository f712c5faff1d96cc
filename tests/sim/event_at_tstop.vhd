-- RUN: --tran 0.01 --step 1e-5
-- CHECK: --rows-min 1001
-- CHECK: --at 0.01 --col y --value 0.01 --tol 1e-12
-- CHECK: --at 0.01 --col x --value 4.53999297624849e-05 --tol 1e-7
-- CHECK: --at 0.005 --col y --value 0.005 --tol 1e-12
--
-- A condition that changes exactly at the stop time (a piecewise linear
-- corner at tstop) once made the stepper alternate between landing just
-- before the crossing and stretching the step back onto it, forever.
-- x = exp(-1000 t) (closed form: exp(-10) at the end), y = now until the
-- corner; x within 1e-7 of its range (1).  Found by the model-library work (reproducer event_at_tstop).
entity event_at_tstop is
end entity event_at_tstop;

architecture a of event_at_tstop is
  quantity x, y : real;
begin
  x'dot == -1000.0 * x;
  break x => 1.0;
  if now < 0.01 use
    y == now;
  else
    y == 0.01;
  end use;
end architecture a;
