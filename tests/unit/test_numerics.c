/*
 * test_numerics.c - the numeric core without the front end: systems are
 * built by hand as expression pools, so every result has a closed form.
 *
 *  - reverse-mode derivatives against central finite differences;
 *  - constant-coefficient detection;
 *  - integrator order of accuracy, measured by halving the step;
 *  - the quiescent point with and without breaks;
 *  - event location on a relation of the time;
 *  - an index-2 system (two inertias coupled by an ideal gear).
 */
#include "check.h"
#include "dae.h"
#include "tape.h"
#include "tran.h"

#include <stdlib.h>
#include <string.h>

/* A hand-built system: up to 8 unknowns and equations. */
typedef struct Sys {
  Dae dae;
  DaeVar var[8];
  DaeEq eq[8];
  DaeOut out[8];
  DaeBreak brk[8];
} Sys;

static void sys_init(Sys *s, int n) {
  memset(s, 0, sizeof *s);
  s->dae.pool = expr_pool_new();
  s->dae.nvar = s->dae.neq = n;
  s->dae.var = s->var;
  s->dae.eq = s->eq;
  s->dae.out = s->out;
  s->dae.brk = s->brk;
  static const char *names[] = {"x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7"};
  for (int i = 0; i < n; i++) {
    s->var[i] = (DaeVar){.name = names[i], .kind = DAE_FREE, .loc = LOC_NONE};
    s->out[i] = (DaeOut){.name = names[i], .expr = expr_var(s->dae.pool, i)};
    s->eq[i].var = -1;
  }
  s->dae.nout = n;
}

static void sys_free(Sys *s) { expr_pool_free(&s->dae.pool); }

#define P (s.dae.pool)
#define V(i) expr_var(P, i)
#define D(i) expr_der(P, i)
#define K(k) expr_const(P, k)
#define B(op, a, b) expr_binary(P, op, a, b, LOC_NONE)
#define U(op, a) expr_unary(P, op, a, LOC_NONE)

/* Records the last row the stepper delivers. */
typedef struct Last { double t, x[8]; int n; long rows; } Last;
static int keep_last(void *ctx, double t, const double *x, const double *xd) {
  Last *l = ctx;
  (void)xd;
  l->t = t;
  memcpy(l->x, x, (size_t)l->n * sizeof(double));
  l->rows++;
  return 0;
}

/* Runs op + transient; returns the final values in last. */
static int run(Sys *s, TranOptions *o, Last *last, TranStats *st) {
  Diag *d = diag_new();
  Tran *t = tran_new(&s->dae, o, d);
  int rc = -9;
  if (t && tran_op(t) == 0) {
    last->n = s->dae.nvar;
    rc = tran_run(t, keep_last, last);
    if (st) *st = tran_stats(t);
  }
  tran_free(&t);
  diag_free(&d);
  return rc;
}

static void test_derivatives(void) {
  TEST("reverse-mode partials match central differences") {
    Sys s;
    sys_init(&s, 3);
    /* r = sin(x0*x1) + x2**3 / (1 + x0'^2) + atan2(x1, x0) + exp(-x2) * abs(x1) */
    int e = B(EXPR_ADD, U(EXPR_SIN, B(EXPR_MUL, V(0), V(1))),
              B(EXPR_DIV, B(EXPR_POW, V(2), K(3)), B(EXPR_ADD, K(1), B(EXPR_MUL, D(0), D(0)))));
    e = B(EXPR_ADD, e, B(EXPR_ATAN2, V(1), V(0)));
    e = B(EXPR_ADD, e, B(EXPR_MUL, U(EXPR_EXP, U(EXPR_NEG, V(2))), U(EXPR_ABS, V(1))));
    s.eq[0].expr = e;
    s.eq[1].expr = B(EXPR_SUB, V(1), B(EXPR_MUL, K(2), V(2)));   /* constant partials */
    s.eq[2].expr = B(EXPR_SUB, D(2), B(EXPR_MUL, U(EXPR_SQRT, V(0)), V(2)));
    Tape *t = tape_build(&s.dae);
    CHECK(t != NULL);
    CHECK(t->const_jac[1] == 1 && t->const_jac[0] == 0 && t->const_jac[2] == 0);
    CHECK(t->is_diff[0] && !t->is_diff[1] && t->is_diff[2]);
    double x[3] = {0.7, -1.3, 0.4}, xd[3] = {0.3, 0, -0.2}, r[3], r2[3];
    double jx[16], jxd[16];
    CHECK(tape_eval(t, x, xd, 0, 1, NULL, r, jx, jxd) == 0);
    for (int k = 0; k < t->nent; k++) {
      int row = t->ent_row[k], col = t->ent_col[k];
      for (int wrt_der = 0; wrt_der < 2; wrt_der++) {
        double *v = wrt_der ? xd : x, save = v[col], h = 1e-6, fp, fm;
        v[col] = save + h;
        tape_eval(t, x, xd, 0, 1, NULL, r2, NULL, NULL);
        fp = r2[row];
        v[col] = save - h;
        tape_eval(t, x, xd, 0, 1, NULL, r2, NULL, NULL);
        fm = r2[row];
        v[col] = save;
        CHECK_NEAR(wrt_der ? jxd[k] : jx[k], (fp - fm) / (2 * h), 1e-7, 1e-8);
      }
    }
    /* the tape and the direct evaluator agree */
    CHECK_NEAR(r[0], expr_eval(P, e, x, xd, 0, 1, NULL), 1e-15, 0);
    tape_free(&t);
    sys_free(&s);
  }
  TEST("expr_ddt gives the chain rule") {
    Sys s;
    sys_init(&s, 1);
    int e = B(EXPR_MUL, U(EXPR_SIN, V(0)), expr_time(P));   /* sin(x) t */
    int de = expr_ddt(P, e);                                 /* cos(x) x' t + sin(x) */
    double x[1] = {0.5}, xd[1] = {2.0};
    CHECK_NEAR(expr_eval(P, de, x, xd, 3.0, 1, NULL), cos(0.5) * 2 * 3 + sin(0.5), 1e-15, 0);
    CHECK(expr_ddt(P, D(0)) == -1);
    sys_free(&s);
  }
}

/* x0' = -x0, x0(0) = 1 by break: exp(-t); and x1' = x2, x2' = -x1: cos t. */
static void build_decay_osc(Sys *s) {
  sys_init(s, 3);
  ExprPool *p = s->dae.pool;
  s->eq[0].expr = expr_binary(p, EXPR_ADD, expr_der(p, 0), expr_var(p, 0), LOC_NONE);
  s->eq[1].expr = expr_binary(p, EXPR_SUB, expr_der(p, 1), expr_var(p, 2), LOC_NONE);
  s->eq[2].expr = expr_binary(p, EXPR_ADD, expr_der(p, 2), expr_var(p, 1), LOC_NONE);
  s->brk[0] = (DaeBreak){.var = 0, .deriv = 0, .value = 1.0, .loc = LOC_NONE};
  s->brk[1] = (DaeBreak){.var = 1, .deriv = 0, .value = 1.0, .loc = LOC_NONE};
  s->brk[2] = (DaeBreak){.var = 2, .deriv = 0, .value = 0.0, .loc = LOC_NONE};
  s->dae.nbreak = 3;
}

static void test_order(void) {
  static const struct { TranMethod m; int k; const char *name; } cases[] = {
      {TRAN_EULER, 1, "euler"}, {TRAN_TRAP, 2, "trap"}, {TRAN_GEAR, 1, "bdf1"},
      {TRAN_GEAR, 2, "bdf2"}, {TRAN_GEAR, 3, "bdf3"}, {TRAN_GEAR, 4, "bdf4"}, {TRAN_GEAR, 5, "bdf5"}};
  for (int c = 0; c < 7; c++) {
    char name[80];
    snprintf(name, sizeof name, "%s: order %d measured by step halving", cases[c].name, cases[c].k);
    TEST(name) {
      double err[3];
      for (int k = 0; k < 3; k++) {
        Sys s;
        build_decay_osc(&s);
        TranOptions o;
        tran_defaults(&o);
        o.method = cases[c].m;
        o.fixed_order = cases[c].m == TRAN_GEAR ? cases[c].k : 0;
        o.tstop = 2.0;
        /* steps in the asymptotic range, errors far above round-off */
        static const double h0[6] = {0, 0.02, 0.04, 0.04, 0.04, 0.04};
        o.maxstep = h0[cases[c].k] / (1 << k);
        o.reltol = 1e9;   /* error control off: the step is maxstep */
        Last l = {0};
        CHECK(run(&s, &o, &l, NULL) == 0);
        CHECK_NEAR(l.t, 2.0, 1e-12, 0);
        /* the decaying component: inside every method's stability region
         * (BDF 3-5 are not A-stable near the imaginary axis) */
        err[k] = l.x[0] - exp(-2.0);
        sys_free(&s);
      }
      /* The start-up ramp (BE, then growing steps) is the same in the three
       * runs and adds the same error to each: differences cancel it. */
      double p = log2((err[0] - err[1]) / (err[1] - err[2]));
      printf("  %s: errors %.3g %.3g %.3g, observed order %.3f\n", cases[c].name,
             err[0], err[1], err[2], p);
      CHECK(fabs(p - cases[c].k) < 0.2);   /* tells k from k-1 and k+1; BDF-5 is at 4.83 here, still approaching its asymptote */
    }
  }
  TEST("default tolerances: decay and oscillator within 1e-3 of range") {
    Sys s;
    build_decay_osc(&s);
    TranOptions o;
    tran_defaults(&o);
    o.tstop = 10.0;
    Last l = {0};
    TranStats st;
    CHECK(run(&s, &o, &l, &st) == 0);
    CHECK_NEAR(l.x[0], exp(-10.0), 0, 1e-3);
    CHECK_NEAR(l.x[1], cos(10.0), 0, 2e-3);
    printf("  steps %ld, rejected %ld\n", st.steps, st.rejected_lte);
    sys_free(&s);
  }
}

static void test_quiescent(void) {
  TEST("quiescent point: augmentation x' = 0, nonlinear Newton") {
    /* x0' + x0 - 3 = 0 -> x0 = 3;  x1**3 + x1 - 10 = 0 -> x1 = 2 */
    Sys s;
    sys_init(&s, 2);
    s.eq[0].expr = B(EXPR_SUB, B(EXPR_ADD, D(0), V(0)), K(3));
    s.eq[1].expr = B(EXPR_SUB, B(EXPR_ADD, B(EXPR_POW, V(1), K(3)), V(1)), K(10));
    s.var[1].guess = 1;
    Diag *d = diag_new();
    TranOptions o;
    tran_defaults(&o);
    Tran *t = tran_new(&s.dae, &o, d);
    CHECK(t && tran_op(t) == 0);
    CHECK_NEAR(tran_x(t)[0], 3, 1e-12, 0);
    CHECK_NEAR(tran_x(t)[1], 2, 1e-10, 0);
    tran_free(&t);
    diag_free(&d);
    sys_free(&s);
  }
  TEST("quiescent point: a break replaces the augmentation") {
    /* m x'' + k x = 0 with x = 0.1, x'dot = 0.5: the solver finds x'' = -k x / m */
    Sys s;
    sys_init(&s, 2);   /* x0 = x, x1 = v */
    s.eq[0].expr = B(EXPR_SUB, D(0), V(1));
    s.eq[1].expr = B(EXPR_ADD, B(EXPR_MUL, K(2), D(1)), B(EXPR_MUL, K(50), V(0)));
    s.brk[0] = (DaeBreak){.var = 0, .value = 0.1, .loc = LOC_NONE};
    s.brk[1] = (DaeBreak){.var = 1, .value = 0.5, .loc = LOC_NONE};
    s.dae.nbreak = 2;
    TranOptions o;
    tran_defaults(&o);
    o.tstop = 1.0;
    Last l = {0};
    CHECK(run(&s, &o, &l, NULL) == 0);
    double w = 5.0;   /* sqrt(50/2) */
    CHECK_NEAR(l.x[0], 0.1 * cos(w) + 0.5 / w * sin(w), 0, 2e-4);
    sys_free(&s);
  }
}

static void test_events(void) {
  TEST("event on now > 0.5 is located and the integral is exact") {
    /* x' = (now > 0.5 ? 1 : 0), x(0) = 0  ->  x(1) = 0.5 */
    Sys s;
    sys_init(&s, 1);
    int c = B(EXPR_GT, expr_time(P), K(0.5));
    s.eq[0].expr = B(EXPR_SUB, D(0), expr_select(P, c, K(1), K(0), LOC_NONE));
    s.brk[0] = (DaeBreak){.var = 0, .value = 0, .loc = LOC_NONE};
    s.dae.nbreak = 1;
    TranOptions o;
    tran_defaults(&o);
    o.tstop = 1.0;
    Last l = {0};
    TranStats st;
    CHECK(run(&s, &o, &l, &st) == 0);
    CHECK_NEAR(l.x[0], 0.5, 0, 1e-8);
    CHECK(st.events == 1);
    sys_free(&s);
  }
  TEST("event on a state crossing: ball released at x = 1 hits x = 0 at t = sqrt(2/g)") {
    /* x'' = -g while x > 0 ... then v' = 0: the event time shows in v(final) */
    Sys s;
    sys_init(&s, 2);
    int c = B(EXPR_GT, V(0), K(0));
    s.eq[0].expr = B(EXPR_SUB, D(0), V(1));
    s.eq[1].expr = B(EXPR_SUB, D(1), expr_select(P, c, K(-9.81), K(0), LOC_NONE));
    s.brk[0] = (DaeBreak){.var = 0, .value = 1, .loc = LOC_NONE};
    s.brk[1] = (DaeBreak){.var = 1, .value = 0, .loc = LOC_NONE};
    s.dae.nbreak = 2;
    TranOptions o;
    tran_defaults(&o);
    o.tstop = 1.0;
    o.reltol = 1e-10;   /* integration error far below the location error we check */
    o.abstol = 1e-13;
    Last l = {0};
    CHECK(run(&s, &o, &l, NULL) == 0);
    double tc = sqrt(2 / 9.81);
    CHECK_NEAR(l.x[1], -9.81 * tc, 1e-8, 0);
    CHECK_NEAR(l.x[0], -9.81 * tc * (1 - tc), 1e-8, 1e-12);
    sys_free(&s);
  }
}

static void test_index2(void) {
  TEST("index 2: inertias coupled by an ideal gear keep the step and the torques") {
    /* unknowns: w1, w2, tau (gear reaction on side 1), u = tau2
     *   J1 w1' = T - tau ; J2 w2' = u ; w2 = w1 / n ; u = n tau
     * exact: w1' = T / (J1 + J2/n^2), tau = T - J1 w1' */
    Sys s;
    sys_init(&s, 4);
    double J1 = 0.1, J2 = 2, n = 10, T = 10;
    double a1 = T / (J1 + J2 / (n * n));
    s.eq[0].expr = B(EXPR_SUB, B(EXPR_MUL, K(J1), D(0)), B(EXPR_SUB, K(T), V(2)));
    s.eq[1].expr = B(EXPR_SUB, B(EXPR_MUL, K(J2), D(1)), V(3));
    s.eq[2].expr = B(EXPR_SUB, V(1), B(EXPR_DIV, V(0), K(n)));
    s.eq[3].expr = B(EXPR_SUB, V(3), B(EXPR_MUL, K(n), V(2)));
    s.brk[0] = (DaeBreak){.var = 0, .value = 0, .loc = LOC_NONE};
    s.dae.nbreak = 1;
    TranOptions o;
    tran_defaults(&o);
    o.tstop = 1.0;
    Last l = {0};
    TranStats st;
    CHECK(run(&s, &o, &l, &st) == 0);
    CHECK_NEAR(l.x[0], a1 * 1.0, 1e-6, 0);
    CHECK_NEAR(l.x[1], a1 / n, 1e-6, 0);
    CHECK_NEAR(l.x[2], T - J1 * a1, 1e-6, 0);
    CHECK(st.steps < 200);
    printf("  steps %ld, rejected %ld+%ld\n", st.steps, st.rejected_lte, st.rejected_newton);
    sys_free(&s);
  }
}

int main(void) {
  test_derivatives();
  test_order();
  test_quiescent();
  test_events();
  test_index2();
  return CHECK_DONE();
}
