/*
 * ref_ode.c - reference waveforms of nonlinear models, by classical
 * fourth-order Runge-Kutta integration with a fixed step far below the
 * output interval.
 *
 *   ref_ode MODEL [name=value ...]
 *
 * prints CSV to stdout: a header `time,COL,...`, then one row at every
 * multiple of dt from 0 to tstop.  Parameters (dt, tstop, the internal
 * step h and the model's) are set with name=value; `ref_ode MODEL help`
 * lists them.  The global error of RK4 falls as h^4: halving h changes no
 * printed value by more than about 1e-13 of its range for the default h,
 * which is how the defaults were checked (run with h=5e-6 and compare).
 *
 * ---- Model drivetrain (netlists/drivetrain.vhd, the demo) ----
 * A DC motor (winding R, L; torque constant kt; rotor inertia J; bearing
 * friction dm) switched onto V at t = 0 from rest, an ideal gearbox of
 * ratio n, an elastic shaft (stiffness c, damping ds, twist angle tw), a
 * load inertia JL and a fan drag cf*wl*|wl|.  The gearbox output node has
 * no inertia, so the torque the gear passes on equals the shaft torque
 *     ts = c tw + ds (wm/n - wl),
 * and the gear takes ts/n from the motor shaft.  States (i, wm, tw, wl):
 *     L i'   = V - R i - kt wm
 *     J wm'  = kt i - dm wm - ts/n
 *     tw'    = wm/n - wl
 *     JL wl' = ts - cf wl |wl|
 * all zero at t = 0.
 * Columns: motor.i, motor.w, shaft.twist, load.w.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NMAX 8
#define PMAX 16
#define CMAX 8

typedef struct Param { const char *name; double value; const char *doc; } Param;

typedef struct Model {
  const char *name;
  Param p[PMAX];                 /* terminated by a NULL name */
  const char *cols[CMAX];        /* terminated by NULL */
  int n;                         /* number of states */
  /* Initial state. */
  void (*init)(const Param *p, double *x);
  /* Time derivative dx of state x at time t. */
  void (*deriv)(const Param *p, double t, const double *x, double *dx);
  /* Output columns y for state x. */
  void (*output)(const Param *p, const double *x, double *y);
} Model;

/* Value of parameter name in the list p (which must have it). */
static double par(const Param *p, const char *name)
{
  for (; p->name; p++)
    if (strcmp(p->name, name) == 0) return p->value;
  fprintf(stderr, "ref_ode: internal error: no parameter %s\n", name);
  exit(2);
}

/* ---- drivetrain ---- */

static void drivetrain_init(const Param *p, double *x)
{
  (void)p;
  x[0] = x[1] = x[2] = x[3] = 0.0;
}

static void drivetrain_deriv(const Param *p, double t, const double *x, double *dx)
{
  double V = par(p, "V"), R = par(p, "R"), L = par(p, "L"), kt = par(p, "kt");
  double J = par(p, "J"), dm = par(p, "dm"), n = par(p, "n"), c = par(p, "c");
  double ds = par(p, "ds"), JL = par(p, "JL"), cf = par(p, "cf");
  double i = x[0], wm = x[1], tw = x[2], wl = x[3];
  double ts = c * tw + ds * (wm / n - wl);
  (void)t;
  dx[0] = (V - R * i - kt * wm) / L;
  dx[1] = (kt * i - dm * wm - ts / n) / J;
  dx[2] = wm / n - wl;
  dx[3] = (ts - cf * wl * fabs(wl)) / JL;
}

static void drivetrain_output(const Param *p, const double *x, double *y)
{
  (void)p;
  y[0] = x[0];
  y[1] = x[1];
  y[2] = x[2];
  y[3] = x[3];
}

static Model models[] = {
  { "drivetrain",
    { {"V", 12.0, "supply voltage from t = 0 [V]"}, {"R", 0.5, "winding resistance [ohm]"},
      {"L", 0.01, "winding inductance [H]"}, {"kt", 0.1, "torque constant [N*m/A]"},
      {"J", 2.0e-3, "rotor inertia [kg*m^2]"}, {"dm", 1.0e-4, "bearing friction [N*m*s/rad]"},
      {"n", 5.0, "gear ratio"}, {"c", 20.0, "shaft stiffness [N*m/rad]"},
      {"ds", 0.02, "shaft damping [N*m*s/rad]"}, {"JL", 0.05, "load inertia [kg*m^2]"},
      {"cf", 2.0e-3, "fan drag coefficient [N*m*s^2/rad^2]"},
      {"dt", 0.01, "output interval [s]"}, {"tstop", 2.0, "end time [s]"},
      {"h", 1.0e-5, "RK4 step [s]"}, {NULL, 0, NULL} },
    { "motor.i", "motor.w", "shaft.twist", "load.w", NULL },
    4, drivetrain_init, drivetrain_deriv, drivetrain_output },
};

static void usage(void)
{
  fprintf(stderr, "usage: ref_ode MODEL [name=value ...]   (ref_ode MODEL help)\nmodels:");
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
      fprintf(stderr, "ref_ode: %s: bad argument '%s'\n", m->name, argv[a]);
      exit(2);
    }
  }
}

/* One RK4 step of size h from (t, x), in place. */
static void rk4_step(const Model *m, double t, double h, double *x)
{
  double k1[NMAX], k2[NMAX], k3[NMAX], k4[NMAX], y[NMAX];
  int n = m->n;
  m->deriv(m->p, t, x, k1);
  for (int i = 0; i < n; i++) y[i] = x[i] + 0.5 * h * k1[i];
  m->deriv(m->p, t + 0.5 * h, y, k2);
  for (int i = 0; i < n; i++) y[i] = x[i] + 0.5 * h * k2[i];
  m->deriv(m->p, t + 0.5 * h, y, k3);
  for (int i = 0; i < n; i++) y[i] = x[i] + h * k3[i];
  m->deriv(m->p, t + h, y, k4);
  for (int i = 0; i < n; i++) x[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
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
    fprintf(stderr, "ref_ode: need dt > 0, tstop >= 0 and 0 < h <= dt\n");
    return 2;
  }
  long sub = lround(dt / h);      /* RK4 steps per output interval */
  if (sub < 1) sub = 1;
  h = dt / (double)sub;
  double x[NMAX], y[CMAX];
  m->init(m->p, x);
  printf("time");
  for (int c = 0; m->cols[c]; c++) printf(",%s", m->cols[c]);
  printf("\n");
  long steps = lround(tstop / dt);
  for (long k = 0; k <= steps; k++) {
    double t = (double)k * dt;
    m->output(m->p, x, y);
    printf("%.10g", t);
    for (int c = 0; m->cols[c]; c++) printf(",%.15g", y[c]);
    printf("\n");
    for (long s = 0; s < sub; s++) rk4_step(m, t + (double)s * h, h, x);
  }
  return 0;
}
