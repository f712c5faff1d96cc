/*
 * ref_lib_ode.c - reference waveforms of the nonlinear and piecewise
 * models of the model-library tests (tests/sim/lib_stop.vhd,
 * ex_quarter_car.vhd, ex_servo.vhd, ex_pendulum.vhd), by classical
 * fourth-order Runge-Kutta integration with a fixed step far below the
 * output interval, and exact location of the switching points.
 *
 *   ref_lib_ode MODEL [name=value ...]
 *
 * prints CSV to stdout: a header `time,COL,...`, then one row at every
 * multiple of dt from 0 to tstop.  Parameters (dt, tstop, the RK4 step h
 * and the model's) are set with name=value; `ref_lib_ode MODEL help`
 * lists them.
 *
 * Piecewise models (an end stop in or out of contact, a limiter in or out
 * of saturation, the segments of a time profile) give a mode number for
 * each state and time.  A step is integrated with the mode of its start
 * held fixed; if the mode at its end differs, the step is cut back by
 * bisection (60 halvings) to the point where the mode changes, and the
 * integration goes on from there with the new mode.  The right-hand side
 * is then smooth within every step, and RK4 keeps its fourth order; the
 * default h changes no printed value by more than 1e-9 of its
 * range when halved (checked with h=5e-7).
 *
 * ---- stop_bounce (tests/sim/lib_stop.vhd) ----
 * A mass m, starting at x0 with velocity v0, between end stops at
 * off + low and off + high (a stop fixed at off): with r = x - off,
 *   m x'' = -f,  f = k (r - high) + d x'  (r > high),
 *                f = k (r - low) + d x'   (r < low),  0 otherwise.
 * Columns: x, v, f.
 *
 * ---- quarter_car (tests/sim/ex_quarter_car.vhd) ----
 * Body mb on a suspension (ks, ds) on a wheel mw on a tyre kt on a road
 * bump xr(t) = hb (1 - cos(2 pi (t - t1)/dur))/2 for t1 <= t <= t1 + dur:
 *   mb xb'' = -ks (xb - xw) - ds (xb' - xw'),
 *   mw xw'' =  ks (xb - xw) + ds (xb' - xw') - kt (xw - xr).
 * Columns: chassis (xb), wheel (xw), road (xr), travel (xb - xw),
 * tyre_force (kt (xr - xw)).
 *
 * ---- servo (tests/sim/ex_servo.vhd) ----
 * The loop of netlists/servo.vhd.  Reference r(t): piecewise linear
 * through (0, 0) (0.05, 0) (0.25, 1) (0.6, 1) (0.8, -1.5), then -1.5.
 * e = r - th, u = kp e + ki z (z' = e: the integral), v = u clipped to
 * [-vmax, vmax]; motor L i' = v - R i - kt wm; gear ratio n, load speed
 * wl = wm/n, th' = wl; stop torque ts = ks (th - a) + ds wl beyond +a,
 * ks (th + a) + ds wl beyond -a; the load inertia reflected to the motor:
 *   (Jm + JL/n^2) wm' = kt i - dm wm - (dL wl + ts)/n.
 * All states 0 at t = 0 (the loop at rest, as at the quiescent point).
 * Columns: theta, motor.i, motor.w, u_sat, u_pi.
 *
 * ---- pendulums (tests/sim/ex_pendulum.vhd) ----
 * Two pendulums (mass m, length l, gravity g), released from th0 with
 * speed w0: j th'' = -m g l sin(th) - d th', j = m l^2, one without
 * friction (d = 0) and one with d = dd.
 * Columns: free.theta, free.omega, damped.theta, damped.omega.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NMAX 8
#define PMAX 20
#define CMAX 8

static const double PI = 3.14159265358979323846;

typedef struct Param { const char *name; double value; const char *doc; } Param;

typedef struct Model {
  const char *name;
  Param p[PMAX];                 /* terminated by a NULL name */
  const char *cols[CMAX];        /* terminated by NULL */
  int n;                         /* number of states */
  void (*init)(const Param *p, double *x);
  /* Mode of the piecewise right-hand side at (t, x). */
  int (*mode)(const Param *p, double t, const double *x);
  /* Time derivative dx of state x at time t, in the given mode. */
  void (*deriv)(const Param *p, int mode, double t, const double *x, double *dx);
  /* Output columns y at (t, x). */
  void (*output)(const Param *p, double t, const double *x, double *y);
} Model;

/* Value of parameter name in the list p (which must have it). */
static double par(const Param *p, const char *name)
{
  for (; p->name; p++)
    if (strcmp(p->name, name) == 0) return p->value;
  fprintf(stderr, "ref_lib_ode: internal error: no parameter %s\n", name);
  exit(2);
}

/* -1, 0 or 1: where r lies relative to [lo, hi]. */
static int side(double r, double lo, double hi) { return r > hi ? 1 : r < lo ? -1 : 0; }

/* ---- stop_bounce ---- */

static void stop_init(const Param *p, double *x)
{
  x[0] = par(p, "x0");
  x[1] = par(p, "v0");
}

static int stop_mode(const Param *p, double t, const double *x)
{
  (void)t;
  return side(x[0] - par(p, "off"), par(p, "low"), par(p, "high"));
}

static double stop_force(const Param *p, int mode, const double *x)
{
  double r = x[0] - par(p, "off"), k = par(p, "k"), d = par(p, "d");
  if (mode > 0) return k * (r - par(p, "high")) + d * x[1];
  if (mode < 0) return k * (r - par(p, "low")) + d * x[1];
  return 0.0;
}

static void stop_deriv(const Param *p, int mode, double t, const double *x, double *dx)
{
  (void)t;
  dx[0] = x[1];
  dx[1] = -stop_force(p, mode, x) / par(p, "m");
}

static void stop_output(const Param *p, double t, const double *x, double *y)
{
  y[0] = x[0];
  y[1] = x[1];
  y[2] = stop_force(p, stop_mode(p, t, x), x);
}

/* ---- quarter_car ---- */

static double road(const Param *p, double t)
{
  double h = par(p, "hb"), t1 = par(p, "t1"), dur = par(p, "dur");
  if (t < t1 || t > t1 + dur) return 0.0;
  return 0.5 * h * (1.0 - cos(2.0 * PI * (t - t1) / dur));
}

static void qc_init(const Param *p, double *x)
{
  (void)p;
  x[0] = x[1] = x[2] = x[3] = 0.0;
}

static int qc_mode(const Param *p, double t, const double *x)
{
  (void)x;
  double t1 = par(p, "t1");
  return t < t1 ? 0 : t <= t1 + par(p, "dur") ? 1 : 2;
}

static void qc_deriv(const Param *p, int mode, double t, const double *x, double *dx)
{
  (void)mode;
  double mb = par(p, "mb"), mw = par(p, "mw"), ks = par(p, "ks"), ds = par(p, "ds");
  double kt = par(p, "kt");
  double fs = ks * (x[0] - x[2]) + ds * (x[1] - x[3]);   /* suspension, pulls the body down */
  dx[0] = x[1];
  dx[1] = -fs / mb;
  dx[2] = x[3];
  dx[3] = (fs - kt * (x[2] - road(p, t))) / mw;
}

static void qc_output(const Param *p, double t, const double *x, double *y)
{
  y[0] = x[0];
  y[1] = x[2];
  y[2] = road(p, t);
  y[3] = x[0] - x[2];
  y[4] = par(p, "kt") * (road(p, t) - x[2]);
}

/* ---- servo ---- */

static const double SERVO_T[] = {0.0, 0.05, 0.25, 0.6, 0.8};
static const double SERVO_R[] = {0.0, 0.0, 1.0, 1.0, -1.5};
#define SERVO_NP 5

/* Segment of the reference profile at t: 0 before the 2nd point, ...,
 * SERVO_NP - 1 after the last. */
static int servo_segment(double t)
{
  int s = 0;
  while (s < SERVO_NP - 1 && t >= SERVO_T[s + 1]) s++;
  return s;
}

static double servo_ref(int seg, double t)
{
  if (seg >= SERVO_NP - 1) return SERVO_R[SERVO_NP - 1];
  return SERVO_R[seg] + (SERVO_R[seg + 1] - SERVO_R[seg]) * (t - SERVO_T[seg])
                        / (SERVO_T[seg + 1] - SERVO_T[seg]);
}

/* States: z (integral of the error), i, wm, th. */
static void servo_init(const Param *p, double *x)
{
  (void)p;
  x[0] = x[1] = x[2] = x[3] = 0.0;
}

static double servo_u(const Param *p, int seg, double t, const double *x)
{
  return par(p, "kp") * (servo_ref(seg, t) - x[3]) + par(p, "ki") * x[0];
}

/* mode = 9 * segment + 3 * (limiter side + 1) + (stop side + 1) */
static int servo_mode(const Param *p, double t, const double *x)
{
  int seg = servo_segment(t);
  double vmax = par(p, "vmax"), a = par(p, "a");
  return 9 * seg + 3 * (side(servo_u(p, seg, t, x), -vmax, vmax) + 1) + side(x[3], -a, a) + 1;
}

static void servo_deriv(const Param *p, int mode, double t, const double *x, double *dx)
{
  int seg = mode / 9, lim = (mode / 3) % 3 - 1, stp = mode % 3 - 1;
  double vmax = par(p, "vmax"), a = par(p, "a"), n = par(p, "n");
  double u = servo_u(p, seg, t, x), v = lim > 0 ? vmax : lim < 0 ? -vmax : u;
  double i = x[1], wm = x[2], th = x[3], wl = wm / n;
  double ts = stp > 0 ? par(p, "ks") * (th - a) + par(p, "ds") * wl
            : stp < 0 ? par(p, "ks") * (th + a) + par(p, "ds") * wl : 0.0;
  double jt = par(p, "Jm") + par(p, "JL") / (n * n);
  dx[0] = servo_ref(seg, t) - th;
  dx[1] = (v - par(p, "R") * i - par(p, "kt") * wm) / par(p, "L");
  dx[2] = (par(p, "kt") * i - par(p, "dm") * wm - (par(p, "dL") * wl + ts) / n) / jt;
  dx[3] = wl;
}

static void servo_output(const Param *p, double t, const double *x, double *y)
{
  int seg = servo_segment(t);
  double vmax = par(p, "vmax"), u = servo_u(p, seg, t, x);
  y[0] = x[3];
  y[1] = x[1];
  y[2] = x[2];
  y[3] = u > vmax ? vmax : u < -vmax ? -vmax : u;
  y[4] = u;
}

/* ---- pendulums ---- */

static void pend_init(const Param *p, double *x)
{
  x[0] = x[2] = par(p, "th0");
  x[1] = x[3] = par(p, "w0");
}

static int pend_mode(const Param *p, double t, const double *x)
{
  (void)p; (void)t; (void)x;
  return 0;
}

static void pend_deriv(const Param *p, int mode, double t, const double *x, double *dx)
{
  (void)mode; (void)t;
  double m = par(p, "m"), l = par(p, "l"), g = par(p, "g"), d = par(p, "dd");
  double j = m * l * l;
  dx[0] = x[1];
  dx[1] = -m * g * l * sin(x[0]) / j;
  dx[2] = x[3];
  dx[3] = (-m * g * l * sin(x[2]) - d * x[3]) / j;
}

static void pend_output(const Param *p, double t, const double *x, double *y)
{
  (void)p; (void)t;
  for (int k = 0; k < 4; k++) y[k] = x[k];
}

static Model models[] = {
  { "stop_bounce",
    { {"m", 1.0, "mass [kg]"}, {"k", 1.0e4, "contact stiffness [N/m]"},
      {"d", 20.0, "contact damping [N*s/m]"}, {"low", -0.1, "lower stop [m]"},
      {"high", 0.1, "upper stop [m]"}, {"off", 0.02, "position of the stop's anchor [m]"},
      {"x0", 0.0205, "initial position [m]"}, {"v0", 1.0, "initial velocity [m/s]"},
      {"dt", 0.001, "output interval [s]"}, {"tstop", 2.0, "end time [s]"},
      {"h", 1.0e-6, "RK4 step [s]"}, {NULL, 0, NULL} },
    { "x", "v", "f", NULL }, 2, stop_init, stop_mode, stop_deriv, stop_output },
  { "quarter_car",
    { {"mb", 250.0, "body [kg]"}, {"mw", 35.0, "wheel [kg]"},
      {"ks", 16.0e3, "suspension spring [N/m]"}, {"ds", 1.0e3, "suspension damper [N*s/m]"},
      {"kt", 160.0e3, "tyre [N/m]"}, {"hb", 0.05, "bump height [m]"},
      {"t1", 0.1, "bump start [s]"}, {"dur", 0.2, "bump duration [s]"},
      {"dt", 0.001, "output interval [s]"}, {"tstop", 2.0, "end time [s]"},
      {"h", 1.0e-6, "RK4 step [s]"}, {NULL, 0, NULL} },
    { "chassis", "wheel", "road", "travel", "tyre_force", NULL },
    4, qc_init, qc_mode, qc_deriv, qc_output },
  { "servo",
    { {"kp", 125.0, "proportional gain [V/rad]"}, {"ki", 625.0, "integral gain [V/(rad*s)]"},
      {"vmax", 24.0, "voltage limit [V]"}, {"R", 2.0, "winding [ohm]"}, {"L", 2.0e-3, "winding [H]"},
      {"kt", 0.05, "torque constant [N*m/A]"}, {"Jm", 1.0e-5, "rotor [kg*m^2]"},
      {"dm", 1.0e-5, "bearing friction [N*m*s/rad]"}, {"n", 50.0, "gear ratio"},
      {"JL", 0.01, "load [kg*m^2]"}, {"dL", 0.01, "load friction [N*m*s/rad]"},
      {"a", 1.2, "stops at +-a [rad]"}, {"ks", 1.0e4, "stop stiffness [N*m/rad]"},
      {"ds", 10.0, "stop damping [N*m*s/rad]"},
      {"dt", 0.001, "output interval [s]"}, {"tstop", 1.2, "end time [s]"},
      {"h", 1.0e-6, "RK4 step [s]"}, {NULL, 0, NULL} },
    { "theta", "motor.i", "motor.w", "u_sat", "u_pi", NULL },
    4, servo_init, servo_mode, servo_deriv, servo_output },
  { "pendulums",
    { {"m", 1.0, "mass [kg]"}, {"l", 0.5, "length [m]"}, {"g", 9.81, "gravity [m/s^2]"},
      {"dd", 0.05, "friction of the damped one [N*m*s/rad]"},
      {"th0", 2.0, "initial angle [rad]"}, {"w0", 0.0, "initial speed [rad/s]"},
      {"dt", 0.001, "output interval [s]"}, {"tstop", 4.0, "end time [s]"},
      {"h", 1.0e-5, "RK4 step [s]"}, {NULL, 0, NULL} },
    { "free.theta", "free.omega", "damped.theta", "damped.omega", NULL },
    4, pend_init, pend_mode, pend_deriv, pend_output },
};

static void usage(void)
{
  fprintf(stderr, "usage: ref_lib_ode MODEL [name=value ...]   (ref_lib_ode MODEL help)\nmodels:");
  for (size_t i = 0; i < sizeof models / sizeof models[0]; i++)
    fprintf(stderr, " %s", models[i].name);
  fputc('\n', stderr);
  exit(2);
}

/* Sets parameters from name=value arguments; exits on an unknown name. */
static void set_params(Model *m, int argc, char **argv)
{
  for (int a = 2; a < argc; a++) {
    if (strcmp(argv[a], "help") == 0) {
      for (Param *p = m->p; p->name; p++)
        fprintf(stderr, "  %-6s = %-10g %s\n", p->name, p->value, p->doc);
      exit(0);
    }
    const char *eq = strchr(argv[a], '=');
    Param *p = m->p;
    if (eq)
      for (; p->name; p++)
        if (strlen(p->name) == (size_t)(eq - argv[a]) && !strncmp(p->name, argv[a], (size_t)(eq - argv[a])))
          break;
    char *end = NULL;
    if (eq && p->name) p->value = strtod(eq + 1, &end);
    if (!eq || !p->name || end == eq + 1 || *end != '\0') {
      fprintf(stderr, "ref_lib_ode: %s: bad argument '%s'\n", m->name, argv[a]);
      exit(2);
    }
  }
}

/* One RK4 step of size h from (t, x) in mode md, into y. */
static void rk4_step(const Model *m, int md, double t, double h, const double *x, double *y)
{
  double k1[NMAX], k2[NMAX], k3[NMAX], k4[NMAX], z[NMAX];
  int n = m->n;
  m->deriv(m->p, md, t, x, k1);
  for (int i = 0; i < n; i++) z[i] = x[i] + 0.5 * h * k1[i];
  m->deriv(m->p, md, t + 0.5 * h, z, k2);
  for (int i = 0; i < n; i++) z[i] = x[i] + 0.5 * h * k2[i];
  m->deriv(m->p, md, t + 0.5 * h, z, k3);
  for (int i = 0; i < n; i++) z[i] = x[i] + h * k3[i];
  m->deriv(m->p, md, t + h, z, k4);
  for (int i = 0; i < n; i++) y[i] = x[i] + h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
}

/* Advances (t, x) by h, stopping at every change of mode on the way. */
static void advance(const Model *m, double *t, double *x, double h)
{
  double end = *t + h, y[NMAX];
  while (*t < end) {
    double step = end - *t;
    int md = m->mode(m->p, *t, x);
    rk4_step(m, md, *t, step, x, y);
    if (m->mode(m->p, *t + step, y) != md) {
      double lo = 0.0, hi = step;            /* the mode changes in (lo, hi] */
      for (int it = 0; it < 60; it++) {
        double mid = 0.5 * (lo + hi);
        rk4_step(m, md, *t, mid, x, y);
        if (m->mode(m->p, *t + mid, y) != md) hi = mid; else lo = mid;
      }
      step = hi;
      rk4_step(m, md, *t, step, x, y);
    }
    memcpy(x, y, (size_t)m->n * sizeof *x);
    *t += step;
  }
}

int main(int argc, char **argv)
{
  if (argc < 2) usage();
  Model *m = NULL;
  for (size_t i = 0; i < sizeof models / sizeof models[0]; i++)
    if (strcmp(argv[1], models[i].name) == 0) m = &models[i];
  if (!m) usage();
  set_params(m, argc, argv);
  double dt = par(m->p, "dt"), tstop = par(m->p, "tstop"), h = par(m->p, "h");
  if (!(dt > 0.0) || !(tstop >= 0.0) || !(h > 0.0) || h > dt) {
    fprintf(stderr, "ref_lib_ode: need dt > 0, tstop >= 0 and 0 < h <= dt\n");
    return 2;
  }
  long sub = lround(dt / h);
  if (sub < 1) sub = 1;
  h = dt / (double)sub;
  double x[NMAX], y[CMAX];
  m->init(m->p, x);
  printf("time");
  for (int c = 0; m->cols[c]; c++) printf(",%s", m->cols[c]);
  printf("\n");
  long steps = lround(tstop / dt);
  double t = 0.0;
  for (long k = 0; k <= steps; k++) {
    double tk = (double)k * dt;
    m->output(m->p, tk, x, y);
    printf("%.10g", tk);
    for (int c = 0; m->cols[c]; c++) printf(",%.15g", y[c]);
    printf("\n");
    for (long s = 0; s < sub; s++) advance(m, &t, x, (tk + (double)(s + 1) * h) - t);
  }
  return 0;
}
