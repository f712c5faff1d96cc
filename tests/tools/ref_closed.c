/*
 * ref_closed.c - reference waveforms from closed-form solutions.
 *
 *   ref_closed MODEL [name=value ...]
 *
 * prints CSV to stdout: a header `time,COL,...`, then one row at every
 * multiple of dt from 0 to tstop (dt and tstop are set like the model
 * parameters, name=value; `ref_closed MODEL help` lists them).
 *
 * ---- msd_sine (tests/sim/seed_msd_sine.vhd) ----
 * Mass m on a spring k and a damper d under gravity g, driven by a force
 * F0 sin(w t), starting at rest at its quiescent point x0 = -m g / k:
 *     m x'' + d x' + k x = -m g + F0 sin(w t),  x(0) = x0,  x'(0) = 0.
 * With y = x - x0 the gravity term cancels:
 *     m y'' + d y' + k y = F0 sin(w t),  y(0) = 0,  y'(0) = 0.
 * Particular solution y_p = A sin(w t) + B cos(w t); matching sin and cos:
 *     (k - m w^2) A - d w B = F0,   d w A + (k - m w^2) B = 0
 *     => A = F0 (k - m w^2) / D,  B = -F0 d w / D,
 *        D = (k - m w^2)^2 + (d w)^2.
 * Homogeneous solution (underdamped, d^2 < 4 m k), with s = d / (2 m) and
 * wd = sqrt(k/m - s^2):  y_h = exp(-s t) (C1 cos(wd t) + C2 sin(wd t)).
 *     y(0) = 0:   C1 = -B
 *     y'(0) = 0:  A w - s C1 + wd C2 = 0  =>  C2 = (s C1 - A w) / wd.
 * Columns: x, v (= x').
 *
 * ---- rc_step (tests/sim/rc_step.vhd) ----
 * Resistor R from a constant source V to a capacitor C, the capacitor
 * voltage starting at 0: vc = V (1 - exp(-t/(R C))), i = (V/R) exp(-t/(R C)).
 * Columns: vc (capacitor voltage), i.
 *
 * ---- spring_mass (tests/sim/spring_mass_break.vhd) ----
 * Mass m on a spring k, no damping, x(0) = x0, x'(0) = v0; w0 = sqrt(k/m):
 *     x = x0 cos(w0 t) + (v0/w0) sin(w0 t),  v = -x0 w0 sin(w0 t) + v0 cos(w0 t).
 * Columns: x, v.
 *
 * ---- exp_decay (tests/sim/exp_decay.vhd) ----
 * x' = -a x, x(0) = x0:  x = x0 exp(-a t).  Column: x.
 *
 * ---- integ_cos (tests/sim/integ_cos.vhd) ----
 * An integrator in a feedback loop, driven by cos(t) from t = 0:
 *     y = integral of x,  x = cos(t) - a y,  y(0) = 0,
 * i.e. y' + a y = cos(t).  Particular solution A cos(t) + B sin(t) with
 * B + a A = 1 and a B - A = 0: A = a/(1 + a^2), B = 1/(1 + a^2); the
 * homogeneous part C exp(-a t) with y(0) = 0 gives C = -A:
 *     y = (a cos(t) + sin(t) - a exp(-a t)) / (1 + a^2).
 * (a = 0 gives y = sin t, the bare integral of cos.)
 * Columns: x, y.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PMAX 10
#define CMAX 4

typedef struct Param { const char *name; double value; const char *doc; } Param;

typedef struct Model {
  const char *name;
  Param p[PMAX];                 /* terminated by a NULL name */
  const char *cols[CMAX];        /* terminated by NULL */
  void (*eval)(const Param *p, double t, double *y);
} Model;

/* Value of parameter name in the list p (which must have it). */
static double par(const Param *p, const char *name)
{
  for (; p->name; p++)
    if (strcmp(p->name, name) == 0) return p->value;
  fprintf(stderr, "ref_closed: internal error: no parameter %s\n", name);
  exit(2);
}

static void msd_sine(const Param *p, double t, double *y)
{
  double m = par(p, "m"), k = par(p, "k"), d = par(p, "d"), g = par(p, "g");
  double F0 = par(p, "F0"), w = par(p, "w");
  double x0 = -m * g / k, kw = k - m * w * w, D = kw * kw + d * w * d * w;
  double A = F0 * kw / D, B = -F0 * d * w / D;
  double s = d / (2.0 * m), wd = sqrt(k / m - s * s);
  double C1 = -B, C2 = (s * C1 - A * w) / wd;
  double e = exp(-s * t), co = cos(wd * t), si = sin(wd * t);
  y[0] = x0 + A * sin(w * t) + B * cos(w * t) + e * (C1 * co + C2 * si);
  y[1] = A * w * cos(w * t) - B * w * sin(w * t)
       + e * ((-s * C1 + wd * C2) * co + (-s * C2 - wd * C1) * si);
}

static void rc_step(const Param *p, double t, double *y)
{
  double R = par(p, "R"), C = par(p, "C"), V = par(p, "V");
  double e = exp(-t / (R * C));
  y[0] = V * (1.0 - e);
  y[1] = V / R * e;
}

static void spring_mass(const Param *p, double t, double *y)
{
  double m = par(p, "m"), k = par(p, "k"), x0 = par(p, "x0"), v0 = par(p, "v0");
  double w0 = sqrt(k / m);
  y[0] = x0 * cos(w0 * t) + v0 / w0 * sin(w0 * t);
  y[1] = -x0 * w0 * sin(w0 * t) + v0 * cos(w0 * t);
}

static void exp_decay(const Param *p, double t, double *y)
{
  y[0] = par(p, "x0") * exp(-par(p, "a") * t);
}

static void integ_cos(const Param *p, double t, double *y)
{
  double a = par(p, "a");
  y[1] = (a * cos(t) + sin(t) - a * exp(-a * t)) / (1.0 + a * a);
  y[0] = cos(t) - a * y[1];
}

static Model models[] = {
  { "msd_sine",
    { {"m", 1.0, "mass [kg]"}, {"k", 100.0, "stiffness [N/m]"}, {"d", 2.0, "damping [N*s/m]"},
      {"g", 9.81, "gravity [m/s^2]"}, {"F0", 5.0, "force amplitude [N]"},
      {"w", 7.0, "force angular frequency [rad/s]"},
      {"dt", 0.005, "output interval [s]"}, {"tstop", 3.0, "end time [s]"}, {NULL, 0, NULL} },
    { "x", "v", NULL }, msd_sine },
  { "rc_step",
    { {"R", 1000.0, "resistance [ohm]"}, {"C", 1.0e-6, "capacitance [F]"},
      {"V", 1.0, "source voltage [V]"},
      {"dt", 1.0e-5, "output interval [s]"}, {"tstop", 5.0e-3, "end time [s]"}, {NULL, 0, NULL} },
    { "vc", "i", NULL }, rc_step },
  { "spring_mass",
    { {"m", 0.5, "mass [kg]"}, {"k", 200.0, "stiffness [N/m]"},
      {"x0", 0.0, "initial displacement [m]"}, {"v0", 1.0, "initial velocity [m/s]"},
      {"dt", 0.002, "output interval [s]"}, {"tstop", 1.0, "end time [s]"}, {NULL, 0, NULL} },
    { "x", "v", NULL }, spring_mass },
  { "exp_decay",
    { {"a", 2.0, "decay rate [1/s]"}, {"x0", 1.0, "initial value"},
      {"dt", 0.01, "output interval [s]"}, {"tstop", 3.0, "end time [s]"}, {NULL, 0, NULL} },
    { "x", NULL }, exp_decay },
  { "integ_cos",
    { {"a", 0.5, "feedback gain [1/s]"},
      {"dt", 0.01, "output interval [s]"}, {"tstop", 10.0, "end time [s]"}, {NULL, 0, NULL} },
    { "x", "y", NULL }, integ_cos },
};

static void usage(void)
{
  fprintf(stderr, "usage: ref_closed MODEL [name=value ...]   (ref_closed MODEL help)\nmodels:");
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
      fprintf(stderr, "ref_closed: %s: bad argument '%s'\n", m->name, argv[a]);
      exit(2);
    }
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
  double dt = par(m->p, "dt"), tstop = par(m->p, "tstop"), y[CMAX];
  if (!(dt > 0.0) || !(tstop >= 0.0)) {
    fprintf(stderr, "ref_closed: need dt > 0 and tstop >= 0\n");
    return 2;
  }
  printf("time");
  for (int c = 0; m->cols[c]; c++) printf(",%s", m->cols[c]);
  printf("\n");
  long steps = lround(tstop / dt);
  for (long k = 0; k <= steps; k++) {
    double t = (double)k * dt;
    m->eval(m->p, t, y);
    printf("%.10g", t);
    for (int c = 0; m->cols[c]; c++) printf(",%.15g", y[c]);
    printf("\n");
  }
  return 0;
}
