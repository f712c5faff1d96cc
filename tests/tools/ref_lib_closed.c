/*
 * ref_lib_closed.c - closed-form references for the tests of the model
 * library (tests/sim/lib_*.vhd, tests/sim/ex_*.vhd).
 *
 *   ref_lib_closed MODEL [name=value ...]
 *
 * prints CSV to stdout: a header `time,COL,...`, then one row at every
 * multiple of dt from 0 to tstop (dt, tstop and the model's parameters
 * are set with name=value; `ref_lib_closed MODEL help` lists them).
 *
 * Linear models of two states, x' = A x + b with constant b, are solved
 * exactly: x(t) = xs + expm(A t) (x(0) - xs) with the steady state
 * xs = -A^-1 b, and expm(A t) from the eigenvalues s1, s2 of A (complex
 * in general) by Sylvester's formula
 *     expm(A t) = (exp(s1 t) (A - s2 I) - exp(s2 t) (A - s1 I)) / (s1 - s2),
 * or exp(s t) (I + (A - s I) t) for a double eigenvalue s.
 *
 * ---- msd_step (tests/sim/lib_msd_step.vhd, lib_equiv_rot.vhd,
 *      ex_seed_oscillator.vhd) ----
 * A mass m on a spring k and a damper d, at rest at x0 until t0, then
 * pushed by a constant force F:  m x'' + d x' + k (x - x0) = F  (t > t0).
 * States (x, v).  Columns: x, v.
 *
 * ---- circuits (tests/sim/lib_electrical.vhd) ----
 *   cap_rc.v  = 1 - 0.8 exp(-t/1 ms)          (1 V, 1 kOhm, 1 uF from 0.2 V)
 *   cap_rc2.v = 1 - exp(-t/1 ms)              (1 V step, 1 kOhm, 1 uF from 0 V)
 *   ind_rl.i  = 0.2 (1 - exp(-t/1 ms))        (2 V, 10 ohm, 10 mH)
 *   parallel RLC (C = 10 uF from 1 V, L = 0.1 H from 0 A, R = 500 ohm):
 *     C v' = -v/R - iL,  L iL' = v;  cap_lc.v = v, ind_lc.i = iL
 *   diode d1 behind 100 ohm on V = -1 + 300 t, d2 directly on V = 120 t
 *   with series resistance 0.5 ohm.  The junction current is
 *     i(vj) = isat (exp(vj/vt) - 1) + gmin vj                vj <= v_lin
 *     i(vj) = isat (exp(v_lin/vt) (1 + (vj - v_lin)/vt) - 1) + gmin vj
 *   (n = 1, vt = 0.025852 V, gmin = 1e-12 S; d1: isat = 1e-14 A,
 *   v_lin = 0.9 V; d2: isat = 1e-12 A, v_lin = 0.7 V), and the static
 *   circuit equation V = vj + R i(vj) is solved for vj by bisection (its
 *   left side minus right side is monotone in vj).
 *   Columns: cap_rc.v, cap_rc2.v, ind_rl.i, cap_lc.v, ind_lc.i, d1.i, d2.i,
 *   d2.vj.
 *
 * ---- signal_flow (tests/sim/lib_signal_flow.vhd) ----
 *   y_lag = 2 (1 - exp(-10 t)),  y_int = 0.5 + 3 t,  y_gain = -2 sin(2 pi t),
 *   y_sum = sin(2 pi t) - y_lag/2,  y_lim = 2 sin(2 pi t) clipped to [-1, 1.5];
 *   the PI loop from rest, with a unit reference from tr = 0.5005 s:
 *   z = integral of e, e = 1 - y_p, u_c = 2 e + 5 z, 0.5 y_p' = u_c - y_p:
 *     z' = -y_p + 1,  y_p' = 10 z - 6 y_p + 4   (t > tr).
 *   The integrator loop: y_loop = 1 - exp(-4 (t - tr)) for t > tr, else 0.
 *   Columns: y_lag, y_int, y_gain, y_sum, y_lim, y_p, u_c, e, y_loop.
 */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PMAX 10
#define CMAX 10

static const double PI = 3.14159265358979323846;

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
  fprintf(stderr, "ref_lib_closed: internal error: no parameter %s\n", name);
  exit(2);
}

/* x(t) of x' = A x + b, x(0) = x0, for 2 x 2 A (invertible), into x. */
static void lti2(const double A[2][2], const double b[2], const double x0[2], double t,
                 double x[2])
{
  double det = A[0][0] * A[1][1] - A[0][1] * A[1][0], tr = A[0][0] + A[1][1];
  double xs[2] = {-(A[1][1] * b[0] - A[0][1] * b[1]) / det,
                  -(-A[1][0] * b[0] + A[0][0] * b[1]) / det};
  double complex disc = csqrt((double complex)(tr * tr / 4.0 - det));
  double complex s1 = tr / 2.0 + disc, s2 = tr / 2.0 - disc, E[2][2];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      double a = A[i][j], id = i == j ? 1.0 : 0.0;
      if (cabs(s1 - s2) > 1e-9 * (cabs(s1) + 1.0))
        E[i][j] = (cexp(s1 * t) * (a - s2 * id) - cexp(s2 * t) * (a - s1 * id)) / (s1 - s2);
      else
        E[i][j] = cexp(s1 * t) * (id + (a - s1 * id) * t);
    }
  for (int i = 0; i < 2; i++)
    x[i] = xs[i] + creal(E[i][0] * (x0[0] - xs[0]) + E[i][1] * (x0[1] - xs[1]));
}

/* ---- msd_step ---- */

static void msd_step(const Param *p, double t, double *y)
{
  double m = par(p, "m"), k = par(p, "k"), d = par(p, "d"), F = par(p, "F");
  double x0 = par(p, "x0"), t0 = par(p, "t0");
  if (t <= t0) { y[0] = x0; y[1] = 0.0; return; }
  /* states (x - x0, v): (x - x0)' = v, m v' = F - k (x - x0) - d v */
  const double A[2][2] = {{0.0, 1.0}, {-k / m, -d / m}}, b[2] = {0.0, F / m}, z[2] = {0.0, 0.0};
  double x[2];
  lti2(A, b, z, t - t0, x);
  y[0] = x0 + x[0];
  y[1] = x[1];
}

/* ---- circuits ---- */

/* Junction current of the library's diode model. */
static double diode_i(double vj, double isat, double v_lin)
{
  const double vt = 0.025852, gmin = 1.0e-12;
  if (vj <= v_lin) return isat * (exp(vj / vt) - 1.0) + gmin * vj;
  return isat * (exp(v_lin / vt) * (1.0 + (vj - v_lin) / vt) - 1.0) + gmin * vj;
}

/* The junction voltage vj with V = vj + R i(vj), by bisection on [lo, hi]. */
static double diode_solve(double V, double R, double isat, double v_lin)
{
  double lo = -10.0, hi = 10.0;
  for (int it = 0; it < 200; it++) {
    double mid = 0.5 * (lo + hi);
    if (mid + R * diode_i(mid, isat, v_lin) > V) hi = mid; else lo = mid;
  }
  return 0.5 * (lo + hi);
}

static void circuits(const Param *p, double t, double *y)
{
  (void)p;
  const double R = 500.0, C = 10.0e-6, L = 0.1;
  const double A[2][2] = {{-1.0 / (R * C), -1.0 / C}, {1.0 / L, 0.0}};
  const double b[2] = {0.0, 0.0}, x0[2] = {1.0, 0.0};
  double x[2];
  /* b = 0: the steady state is 0; lti2 needs det(A) != 0, which holds */
  lti2(A, b, x0, t, x);
  double vj1 = diode_solve(-1.0 + 300.0 * t, 100.0, 1.0e-14, 0.9);
  double vj2 = diode_solve(120.0 * t, 0.5, 1.0e-12, 0.7);
  y[0] = 1.0 - 0.8 * exp(-t / 1.0e-3);
  y[1] = 1.0 - exp(-t / 1.0e-3);
  y[2] = 0.2 * (1.0 - exp(-t / 1.0e-3));
  y[3] = x[0];
  y[4] = x[1];
  y[5] = diode_i(vj1, 1.0e-14, 0.9);
  y[6] = diode_i(vj2, 1.0e-12, 0.7);
  y[7] = vj2;
}

/* ---- signal_flow ---- */

static void signal_flow(const Param *p, double t, double *y)
{
  (void)p;
  const double tr = 0.5005;
  double s = sin(2.0 * PI * t), lag = 2.0 * (1.0 - exp(-10.0 * t));
  double lim = 2.0 * s;
  if (lim > 1.5) lim = 1.5;
  if (lim < -1.0) lim = -1.0;
  double z = 0.0, yp = 0.0, e = 0.0;
  if (t > tr) {
    const double A[2][2] = {{0.0, -1.0}, {10.0, -6.0}}, b[2] = {1.0, 4.0}, x0[2] = {0.0, 0.0};
    double x[2];
    lti2(A, b, x0, t - tr, x);
    z = x[0];
    yp = x[1];
    e = 1.0 - yp;
  }
  y[0] = lag;
  y[1] = 0.5 + 3.0 * t;
  y[2] = -2.0 * s;
  y[3] = s - 0.5 * lag;
  y[4] = lim;
  y[5] = yp;
  y[6] = 2.0 * e + 5.0 * z;
  y[7] = e;
  y[8] = t > tr ? 1.0 - exp(-4.0 * (t - tr)) : 0.0;
}

static Model models[] = {
  { "msd_step",
    { {"m", 1.0, "mass [kg]"}, {"k", 100.0, "stiffness [N/m]"}, {"d", 2.0, "damping [N*s/m]"},
      {"F", 10.0, "force from t0 on [N]"}, {"x0", 0.0, "rest position [m]"},
      {"t0", 0.0, "time of the step [s]"},
      {"dt", 0.001, "output interval [s]"}, {"tstop", 2.0, "end time [s]"}, {NULL, 0, NULL} },
    { "x", "v", NULL }, msd_step },
  { "circuits",
    { {"dt", 1.0e-5, "output interval [s]"}, {"tstop", 0.01, "end time [s]"}, {NULL, 0, NULL} },
    { "cap_rc.v", "cap_rc2.v", "ind_rl.i", "cap_lc.v", "ind_lc.i", "d1.i", "d2.i", "d2.vj", NULL },
    circuits },
  { "signal_flow",
    { {"dt", 0.001, "output interval [s]"}, {"tstop", 2.0, "end time [s]"}, {NULL, 0, NULL} },
    { "y_lag", "y_int", "y_gain", "y_sum", "y_lim", "y_p", "u_c", "e", "y_loop", NULL },
    signal_flow },
};

static void usage(void)
{
  fprintf(stderr, "usage: ref_lib_closed MODEL [name=value ...]   (ref_lib_closed MODEL help)\nmodels:");
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
      fprintf(stderr, "ref_lib_closed: %s: bad argument '%s'\n", m->name, argv[a]);
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
    fprintf(stderr, "ref_lib_closed: need dt > 0 and tstop >= 0\n");
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
