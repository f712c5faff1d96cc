-- x'dot = -1 above zero and +1 below: at x = 0 neither branch holds its
-- own condition (a sliding mode).  The run must stop with the condition's
-- location and the time instead of taking ever smaller steps forever.
-- RUN: --tran 1 --step 0.1
-- EXIT: 3
-- ERROR: 11:8: condition switches back and forth t = 0.5 chattering
entity chatter is end entity chatter;
architecture a of chatter is
  quantity x : real;
begin
  if x > 0.0 use
    x'dot == -1.0;
  else
    x'dot == 1.0;
  end use;
  break x => 0.5;
end architecture a;
