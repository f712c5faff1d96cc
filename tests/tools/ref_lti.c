/*
 * ref_lti.c - reference waveforms of linear time-invariant models, from
 * the exact solution x(t) = expm(A t) x(0).
 *
 *   ref_lti MODEL [name=value ...]
 *
 * prints CSV to stdout: a header `time,COL,...`, then one row at every
 * multiple of dt from 0 to tstop (parameters dt and tstop, like the model
 * parameters, are set with name=value; `ref_lti MODEL help` lists them).
 *
 * Every model is a linear ODE x' = A x with constant inputs folded into
 * the state: a step input u of constant value becomes a state with u' = 0
 * and u(0) = U, so that
 *
 *     [x]'   [A  b] [x]
 *     [u]  = [0  0] [u]
 *
 * and its exponential contains the exact response to the step.  A sine
 * input F0 sin(w t) becomes two states s, c with s' = w c, c' = -w s,
 * s(0) = 0, c(0) = 1 (s = sin w t exactly).  No integration error enters:
 * each row is expm(A t) x(0) evaluated afresh, so rounding does not
 * accumulate from row to row.
 *
 * The matrix exponential is Higham's scaling and squaring with the
 * [13/13] Pade approximant (N. J. Higham, "The scaling and squaring method
 * for the matrix exponential revisited", SIAM J. Matrix Anal. Appl. 26(4),
 * 2005): A is scaled by 2^-s so that ||A||_1 <= theta_13 = 5.37, where the
 * approximant is accurate to double precision, and the result is squared
 * s times.
 *
 * ---- Model dc_motor_gear (tests/sim/dc_motor_gear.vhd) ----
 * A DC motor (armature R, L; torque constant kt; rotor inertia J; viscous
 * friction d) drives through an ideal gear of ratio n (w_load = w/n) a
 * load inertia JL with viscous friction dL.  The motor is switched onto a
 * constant voltage V at t = 0 from rest.
 *   electrical:  L i' = V - R i - kt w
 *   motor shaft: J w' = kt i - d w - t_g     (t_g: torque the gear takes)
 *   load shaft:  JL w_load' = n t_g - dL w_load  (ideal gear: power in =
 *                power out, t_g w = t_out w_load, so t_out = n t_g)
 * Eliminating t_g with w_load = w/n reflects the load to the motor side:
 *   (J + JL/n^2) w' = kt i - (d + dL/n^2) w
 * States (i, w, u = V), i(0) = w(0) = 0.
 * Columns: motor.i, motor.w, load.w (= w/n).
 *
 * ---- Model two_inertia (tests/sim/two_inertia.vhd) ----
 * A torque step T on a motor inertia Jm, an ideal gear of ratio n (motor
 * angle = n * gear-side angle), a gear-side inertia Jg, an elastic damped
 * shaft (stiffness c, damping d) and a load inertia JL; all at rest at 0.
 * The gear reflects the motor inertia and the torque to the gear side as
 * for dc_motor_gear: J1 = Jg + n^2 Jm, torque n T.  With the shaft torque
 * ts = c (pg - pl) + d (wg - wl):
 *   J1 wg' = n T - ts,   pg' = wg
 *   JL wl' = ts,         pl' = wl
 * States (pg, wg, pl, wl, u = T).
 * Columns: motor.phi (= n pg), motor.w (= n wg), jg.phi, jg.w, load.phi,
 * load.w, shaft.tq (= ts).
 *
 * ---- Model msd_sine (cross-check of ref_closed msd_sine) ----
 * m x'' + d x' + k x = -m g + F0 sin(w t), x(0) = -m g/k, x'(0) = 0.
 * States (x, v, s, c, one) with the constant 1 as a state for gravity.
 * Columns: x, v.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NMAX 8      /* largest state dimension of any model */
#define PMAX 12     /* most parameters of any model, dt and tstop included */
#define CMAX 8      /* most output columns of any model */

typedef double Mat[NMAX][NMAX];

typedef struct Param { const char *name; double value; const char *doc; } Param;

typedef struct Model {
  const char *name;
  Param p[PMAX];                       /* terminated by a NULL name */
  const char *cols[CMAX];              /* terminated by NULL */
  /* Fills A (n x n, the rest of A zero on entry) and x0; returns n. */
  int (*build)(const Param *p, Mat A, double *x0);
  /* Writes the output columns for state x. */
  void (*output)(const Param *p, const double *x, double *y);
} Model;

/* Value of parameter name in the list p (which must have it). */
static double par(const Param *p, const char *name)
{
  for (; p->name; p++)
    if (strcmp(p->name, name) == 0) return p->value;
  fprintf(stderr, "ref_lti: internal error: no parameter %s\n", name);
  exit(2);
}

/* ---- dense matrix helpers on the leading n x n block ---- */

static void mat_mul(int n, Mat X, Mat Y, Mat Z)   /* Z = X Y; Z may not alias */
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++) s += X[i][k] * Y[k][j];
      Z[i][j] = s;
    }
}

static double norm1(int n, Mat X)                  /* max column sum */
{
  double m = 0.0;
  for (int j = 0; j < n; j++) {
    double s = 0.0;
    for (int i = 0; i < n; i++) s += fabs(X[i][j]);
    if (s > m) m = s;
  }
  return m;
}

/* Solves Q X = P for X (stored in P) by Gaussian elimination with partial
 * pivoting; Q is destroyed.  Returns 0, or -1 if Q is singular. */
static int solve(int n, Mat Q, Mat P)
{
  for (int k = 0; k < n; k++) {
    int piv = k;
    for (int i = k + 1; i < n; i++)
      if (fabs(Q[i][k]) > fabs(Q[piv][k])) piv = i;
    if (Q[piv][k] == 0.0) return -1;
    if (piv != k)
      for (int j = 0; j < n; j++) {
        double t = Q[k][j]; Q[k][j] = Q[piv][j]; Q[piv][j] = t;
        t = P[k][j]; P[k][j] = P[piv][j]; P[piv][j] = t;
      }
    for (int i = k + 1; i < n; i++) {
      double f = Q[i][k] / Q[k][k];
      for (int j = k; j < n; j++) Q[i][j] -= f * Q[k][j];
      for (int j = 0; j < n; j++) P[i][j] -= f * P[k][j];
    }
  }
  for (int k = n - 1; k >= 0; k--)
    for (int j = 0; j < n; j++) {
      double s = P[k][j];
      for (int i = k + 1; i < n; i++) s -= Q[k][i] * P[i][j];
      P[k][j] = s / Q[k][k];
    }
  return 0;
}

/* E = expm(A) for the leading n x n block, by scaling and squaring with
 * the [13/13] Pade approximant.  Returns 0, or -1 on a singular
 * denominator (does not happen for ||A/2^s||_1 <= theta_13). */
static int expm(int n, Mat A, Mat E)
{
  static const double b[14] = {
    64764752532480000.0, 32382376266240000.0, 7771770303897600.0,
    1187353796428800.0, 129060195264000.0, 10559470521600.0,
    670442572800.0, 33522128640.0, 1323241920.0, 40840800.0,
    960960.0, 16380.0, 182.0, 1.0 };
  const double theta13 = 5.371920351148152;
  Mat X, A2, A4, A6, T1, T2, U, V;
  double nrm = norm1(n, A);
  int s = nrm > theta13 ? (int)ceil(log2(nrm / theta13)) : 0;
  double scale = ldexp(1.0, -s);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) X[i][j] = A[i][j] * scale;
  mat_mul(n, X, X, A2);
  mat_mul(n, A2, A2, A4);
  mat_mul(n, A4, A2, A6);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double id = i == j ? 1.0 : 0.0;
      T1[i][j] = b[13] * A6[i][j] + b[11] * A4[i][j] + b[9] * A2[i][j];
      T2[i][j] = b[12] * A6[i][j] + b[10] * A4[i][j] + b[8] * A2[i][j];
      U[i][j] = b[7] * A6[i][j] + b[5] * A4[i][j] + b[3] * A2[i][j] + b[1] * id;
      V[i][j] = b[6] * A6[i][j] + b[4] * A4[i][j] + b[2] * A2[i][j] + b[0] * id;
    }
  mat_mul(n, A6, T1, E);                   /* U = X (A6 T1 + U) */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) T1[i][j] = E[i][j] + U[i][j];
  mat_mul(n, X, T1, U);
  mat_mul(n, A6, T2, E);                   /* V = A6 T2 + V */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) V[i][j] += E[i][j];
  for (int i = 0; i < n; i++)              /* (V - U) E = (V + U) */
    for (int j = 0; j < n; j++) {
      T1[i][j] = V[i][j] - U[i][j];
      E[i][j] = V[i][j] + U[i][j];
    }
  if (solve(n, T1, E) != 0) return -1;
  for (; s > 0; s--) {
    mat_mul(n, E, E, T1);
    memcpy(E, T1, sizeof(Mat));
  }
  return 0;
}

/* ---- models ---- */

static int dc_motor_gear_build(const Param *p, Mat A, double *x0)
{
  double R = par(p, "R"), L = par(p, "L"), kt = par(p, "kt"), J = par(p, "J");
  double d = par(p, "d"), n = par(p, "ratio"), JL = par(p, "JL"), dL = par(p, "dL");
  double Jeff = J + JL / (n * n), deff = d + dL / (n * n);
  A[0][0] = -R / L;   A[0][1] = -kt / L;     A[0][2] = 1.0 / L;  /* i' */
  A[1][0] = kt / Jeff; A[1][1] = -deff / Jeff;                   /* w' */
  x0[0] = 0.0; x0[1] = 0.0; x0[2] = par(p, "V");
  return 3;
}

static void dc_motor_gear_output(const Param *p, const double *x, double *y)
{
  y[0] = x[0];
  y[1] = x[1];
  y[2] = x[1] / par(p, "ratio");
}

static int two_inertia_build(const Param *p, Mat A, double *x0)
{
  double Jm = par(p, "Jm"), n = par(p, "n"), Jg = par(p, "Jg"), JL = par(p, "JL");
  double c = par(p, "c"), d = par(p, "d");
  double J1 = Jg + n * n * Jm;
  /* states: 0 pg, 1 wg, 2 pl, 3 wl, 4 T */
  A[0][1] = 1.0;
  A[1][0] = -c / J1; A[1][1] = -d / J1; A[1][2] = c / J1; A[1][3] = d / J1; A[1][4] = n / J1;
  A[2][3] = 1.0;
  A[3][0] = c / JL;  A[3][1] = d / JL;  A[3][2] = -c / JL; A[3][3] = -d / JL;
  for (int i = 0; i < 4; i++) x0[i] = 0.0;
  x0[4] = par(p, "T");
  return 5;
}

static void two_inertia_output(const Param *p, const double *x, double *y)
{
  double n = par(p, "n");
  y[0] = n * x[0];
  y[1] = n * x[1];
  y[2] = x[0];
  y[3] = x[1];
  y[4] = x[2];
  y[5] = x[3];
  y[6] = par(p, "c") * (x[0] - x[2]) + par(p, "d") * (x[1] - x[3]);
}

static int msd_sine_build(const Param *p, Mat A, double *x0)
{
  double m = par(p, "m"), k = par(p, "k"), d = par(p, "d"), g = par(p, "g");
  double F0 = par(p, "F0"), w = par(p, "w");
  /* states: 0 x, 1 v, 2 s = sin wt, 3 c = cos wt, 4 one */
  A[0][1] = 1.0;
  A[1][0] = -k / m; A[1][1] = -d / m; A[1][2] = F0 / m; A[1][4] = -g;
  A[2][3] = w;
  A[3][2] = -w;
  x0[0] = -m * g / k; x0[1] = 0.0; x0[2] = 0.0; x0[3] = 1.0; x0[4] = 1.0;
  return 5;
}

static void msd_sine_output(const Param *p, const double *x, double *y)
{
  (void)p;
  y[0] = x[0];
  y[1] = x[1];
}

static Model models[] = {
  { "dc_motor_gear",
    { {"R", 1.0, "armature resistance [ohm]"}, {"L", 0.5, "armature inductance [H]"},
      {"kt", 0.01, "torque constant [N*m/A]"}, {"J", 0.01, "rotor inertia [kg*m^2]"},
      {"d", 0.1, "motor viscous friction [N*m*s/rad]"}, {"ratio", 2.0, "gear ratio w_motor/w_load"},
      {"JL", 0.02, "load inertia [kg*m^2]"}, {"dL", 0.05, "load viscous friction [N*m*s/rad]"},
      {"V", 1.0, "supply voltage from t = 0 [V]"},
      {"dt", 0.005, "output interval [s]"}, {"tstop", 3.0, "end time [s]"}, {NULL, 0, NULL} },
    { "motor.i", "motor.w", "load.w", NULL },
    dc_motor_gear_build, dc_motor_gear_output },
  { "two_inertia",
    { {"Jm", 0.1, "motor inertia [kg*m^2]"}, {"n", 10.0, "gear ratio motor angle/gear angle"},
      {"Jg", 2.0, "gear-side inertia [kg*m^2]"}, {"c", 1.0e4, "shaft stiffness [N*m/rad]"},
      {"d", 10.0, "shaft damping [N*m*s/rad]"}, {"JL", 2.0, "load inertia [kg*m^2]"},
      {"T", 10.0, "motor torque from t = 0 [N*m]"},
      {"dt", 0.001, "output interval [s]"}, {"tstop", 1.0, "end time [s]"}, {NULL, 0, NULL} },
    { "motor.phi", "motor.w", "jg.phi", "jg.w", "load.phi", "load.w", "shaft.tq", NULL },
    two_inertia_build, two_inertia_output },
  { "msd_sine",
    { {"m", 1.0, "mass [kg]"}, {"k", 100.0, "stiffness [N/m]"}, {"d", 2.0, "damping [N*s/m]"},
      {"g", 9.81, "gravity [m/s^2]"}, {"F0", 5.0, "force amplitude [N]"},
      {"w", 7.0, "force angular frequency [rad/s]"},
      {"dt", 0.005, "output interval [s]"}, {"tstop", 3.0, "end time [s]"}, {NULL, 0, NULL} },
    { "x", "v", NULL },
    msd_sine_build, msd_sine_output },
};

static void usage(void)
{
  fprintf(stderr, "usage: ref_lti MODEL [name=value ...]   (ref_lti MODEL help)\nmodels:");
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
      fprintf(stderr, "ref_lti: %s: bad argument '%s'\n", m->name, argv[a]);
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
  double dt = par(m->p, "dt"), tstop = par(m->p, "tstop");
  if (!(dt > 0.0) || !(tstop >= 0.0)) {
    fprintf(stderr, "ref_lti: need dt > 0 and tstop >= 0\n");
    return 2;
  }
  Mat A = {{0}}, At, E;
  double x0[NMAX] = {0}, x[NMAX], y[CMAX];
  int n = m->build(m->p, A, x0);
  printf("time");
  for (int c = 0; m->cols[c]; c++) printf(",%s", m->cols[c]);
  printf("\n");
  long steps = lround(tstop / dt);
  for (long k = 0; k <= steps; k++) {
    double t = (double)k * dt;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) At[i][j] = A[i][j] * t;
    if (expm(n, At, E) != 0) {
      fprintf(stderr, "ref_lti: singular Pade denominator at t=%g\n", t);
      return 1;
    }
    for (int i = 0; i < n; i++) {
      x[i] = 0.0;
      for (int j = 0; j < n; j++) x[i] += E[i][j] * x0[j];
    }
    m->output(m->p, x, y);
    printf("%.10g", t);
    for (int c = 0; m->cols[c]; c++) printf(",%.15g", y[c]);
    printf("\n");
  }
  return 0;
}
