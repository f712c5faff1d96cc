/*
 * tran.c - quiescent point and transient integration (see tran.h).
 *
 * The system F(x', x, t) = 0 is integrated with backward differentiation:
 * at each step x' = alpha x + beta, where alpha and beta come from the
 * method (backward Euler, trapezoidal, or variable-step BDF2 "Gear") and
 * the accepted history, and Newton's method solves
 *
 *     F(alpha x + beta, x, t) = 0,    A = dF/dx + alpha dF/dx'.
 *
 * The stepper runs in named phases, as IDA's IDAStep does:
 *   predict    extrapolate the history to the new time
 *   newton     solve the corrector equation
 *   error      local truncation error of the differential unknowns only
 *              (x'[j] read by some equation), estimated from divided
 *              differences; algebraic unknowns (constraint forces of an
 *              ideal gear, a position source) are not error-tested, which
 *              keeps higher-index drive trains from collapsing the step
 *   events     relations changed sign: locate the crossing, land on it,
 *              restart with backward Euler
 *   complete   accept, deliver output rows, choose the next step
 *
 * Nothing is allocated after tran_new.
 */
#include "tran.h"
#include "arena.h"
#include "mna.h"
#include "structure.h"
#include "tape.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXORDER 5
#define NHIST (MAXORDER + 2)   /* accepted points kept: BDF-5 and its order-6 error estimate */

typedef enum { NEWTON_OK, NEWTON_NOCONV, NEWTON_EVAL, NEWTON_SINGULAR } NewtonStatus;

struct Tran {
  const Dae *dae;
  Diag *diag;
  TranOptions o;
  Tape *tape;
  Mna *mna;
  int n;
  int affine;              /* affine while relations are frozen: Newton is exact in one
                              iteration and factors hold until the next event */
  double *x, *xd, *r, *jx, *jxd, *dx, *beta, *err[3];
  double *cond, *truth, *margin0, *margin1;
  unsigned char *swap;     /* quiescent: column j stands for x'[j] (x[j] fixed by a break) */
  unsigned char *xd_fixed; /* quiescent: x'[j] fixed (0, or a break on x'dot) */
  unsigned char *index2;   /* [n] differential unknowns that are derivatives of
                              algebraically constrained states (see find_index2) */
  unsigned char *constrained; /* [n] states fixed by algebraic constraints */
  int nh;                  /* accepted points since the last restart, <= NHIST */
  int order;               /* order of the next step */
  int at_order;            /* steps taken at that order */
  int at_size;             /* steps taken since the step size last changed */
  double bdf[MAXORDER + 1];/* coefficients of x' for the current step */
  double ht[NHIST], *hx[NHIST], *hxd[NHIST];   /* [0] is the latest */
  double *xi, *xdi;        /* interpolated output row */
  double t, h, next_out;
  int bad_col;             /* singular column of the last failed factorization */
  int *gmin_ent;           /* [n] entry (eq_of_var[j], j) of each unknown, or -1 */
  double *gscale;          /* [n] magnitude of that equation's partials */
  double gmin;             /* homotopy: g * gscale[j] * u_j added on the matched diagonal */
  double lambda;           /* homotopy: residual r(u) - (1 - lambda) r(u0); 1 = off */
  double *r0;              /* [n] r(u0) for the source-stepping homotopy */
  double *rscale;          /* [n] 1 / largest partial of each equation (damping norm) */
  double fact_alpha;       /* alpha of the factorization in hand (linear systems) */
  int fact_valid;
  int ev_slot;             /* the relation of the earliest crossing found by find_event */
  int ev_streak;           /* events in a row, each within 10 evtol of the last */
  double ev_last;          /* time of the last event */
  int ev_aim;              /* the next step was shortened to land before a crossing:
                              it must not be stretched to the stop time */
  TranStats st;
};

static void find_index2(Tran *s);

void tran_defaults(TranOptions *o) {
  memset(o, 0, sizeof *o);
  o->reltol = 1e-6;
  o->abstol = 1e-9;
  o->method = TRAN_GEAR;
  o->max_newton = 10;
  o->max_newton_op = 100;
  o->maxorder = MAXORDER;
}

static double cpu_seconds(void) { return (double)clock() / CLOCKS_PER_SEC; }

static double *vec(int n) { return xcalloc((size_t)(n ? n : 1), sizeof(double)); }

Tran *tran_new(const Dae *dae, const TranOptions *o, Diag *d) {
  Tran *s = xcalloc(1, sizeof *s);
  s->dae = dae;
  s->diag = d;
  s->o = *o;
  s->tape = tape_build(dae);
  if (!s->tape) {
    diag_error(d, LOC_NONE, "the system has %d equations for %d unknowns", dae->neq, dae->nvar);
    tran_free(&s);
    return NULL;
  }
  int rank;
  s->mna = mna_new(s->tape, &rank);
  if (!s->mna) {
    diag_error(d, LOC_NONE, "the system is structurally singular: only %d of its %d unknowns "
               "can be matched to equations", rank, dae->nvar);
    tran_free(&s);
    return NULL;
  }
  int n = s->n = dae->nvar;
  s->affine = 1;
  for (int e = 0; e < n; e++) s->affine = s->affine && s->tape->affine_row[e];
  s->x = vec(n);
  s->xd = vec(n);
  s->r = vec(n);
  s->dx = vec(n);
  s->beta = vec(n);
  s->xi = vec(n);
  s->xdi = vec(n);
  for (int i = 0; i < 3; i++) s->err[i] = vec(n);
  s->r0 = vec(n);
  s->rscale = vec(n);
  s->gscale = vec(n);
  s->lambda = 1;
  s->gmin_ent = xmalloc((size_t)(n ? n : 1) * sizeof(int));
  for (int j = 0; j < n; j++) {
    s->gmin_ent[j] = -1;
    int e = dae->eq_of_var ? dae->eq_of_var[j] : -1;
    for (int k = e >= 0 ? s->tape->row_ent[e] : 0; e >= 0 && k < s->tape->row_ent[e + 1]; k++)
      if (s->tape->ent_col[k] == j) s->gmin_ent[j] = k;
  }
  s->jx = vec(s->tape->nent);
  s->jxd = vec(s->tape->nent);
  int nc = s->tape->ncond;
  s->cond = vec(nc); s->truth = vec(nc); s->margin0 = vec(nc); s->margin1 = vec(nc);
  s->swap = xcalloc((size_t)(n ? n : 1), 1);
  s->xd_fixed = xcalloc((size_t)(n ? n : 1), 1);
  s->index2 = xcalloc((size_t)(n ? n : 1), 1);
  s->constrained = xcalloc((size_t)(n ? n : 1), 1);
  find_index2(s);
  for (int i = 0; i < NHIST; i++) { s->hx[i] = vec(n); s->hxd[i] = vec(n); }
  if (s->o.maxstep <= 0) {   /* as SPICE: min(output step, tstop / 50) */
    s->o.maxstep = s->o.tstop > 0 ? s->o.tstop / 50 : 1;
    if (s->o.step > 0 && s->o.step < s->o.maxstep) s->o.maxstep = s->o.step;
  }
  if (s->o.maxorder < 1 || s->o.maxorder > MAXORDER) s->o.maxorder = MAXORDER;
  if (s->o.fixed_order > s->o.maxorder) s->o.fixed_order = s->o.maxorder;
  if (s->o.hmin <= 0) s->o.hmin = 1e-15 * (s->o.tstop > 1 ? s->o.tstop : 1);
  return s;
}

void tran_free(Tran **ps) {
  if (!ps || !*ps) return;
  Tran *s = *ps;
  tape_free(&s->tape);
  mna_free(&s->mna);
  double **v[] = {&s->x, &s->xd, &s->r, &s->dx, &s->beta, &s->err[0], &s->err[1], &s->err[2], &s->r0, &s->gscale, &s->rscale, &s->xi, &s->xdi, &s->jx,
                  &s->jxd, &s->cond, &s->truth, &s->margin0, &s->margin1};
  for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) free(*v[i]);
  for (int i = 0; i < NHIST; i++) { free(s->hx[i]); free(s->hxd[i]); }
  free(s->swap);
  free(s->xd_fixed);
  free(s->index2);
  free(s->constrained);
  free(s->gmin_ent);
  free(s);
  *ps = NULL;
}

const double *tran_x(const Tran *s) { return s->x; }
double tran_time(const Tran *s) { return s->t; }

TranStats tran_stats(const Tran *s) {
  TranStats st = s->st;
  MnaStats m = mna_stats(s->mna);
  st.factorizations = m.factor;
  st.refactorizations = m.refactor;
  st.solves = m.solve;
  return st;
}

/* ------------------------------------------------------------------ */
/* Newton                                                              */
/* ------------------------------------------------------------------ */

/* Higher-index analysis.  Equations are matched to the unknowns an
 * index-1 system would solve them for: x' of each differential unknown,
 * x of each algebraic one.  Equations left over are constraints on states
 * (an ideal gear between two angles, a position source): those states
 * are known algebraically, and a differential unknown defined from their
 * derivative (w == phi'dot, an auxiliary phi'dot) is an index-2 variable.
 * Its value carries the round-off of the states divided by the step,
 * about eps |phi| / h, which grows without bound as the step shrinks
 * after an event; the error test gives it a tolerance floor of that size
 * (see lte), negligible at ordinary steps. */
static void find_index2(Tran *s) {
  const Tape *t = s->tape;
  int n = s->n, *start = xmalloc(((size_t)n + 1) * sizeof(int));
  int *adj = xmalloc(((size_t)t->nent + 1) * sizeof(int)), m = 0;
  for (int e = 0; e < n; e++) {
    start[e] = m;
    for (int k = t->row_ent[e]; k < t->row_ent[e + 1]; k++) {
      int j = t->ent_col[k];
      if (t->is_diff[j] ? (t->ent_reads[k] & 2) : (t->ent_reads[k] & 1)) adj[m++] = j;
    }
  }
  start[n] = m;
  int *match_eq = xmalloc(((size_t)n + 1) * sizeof(int)), *match_var = xmalloc(((size_t)n + 1) * sizeof(int));
  unsigned char *constrained = s->constrained;
  if (structure_matching(n, n, start, adj, match_eq, match_var) < n) {
    for (int e = 0; e < n; e++) {
      if (match_eq[e] >= 0) continue;
      for (int k = t->row_ent[e]; k < t->row_ent[e + 1]; k++)
        if (t->is_diff[t->ent_col[k]] && (t->ent_reads[k] & 1)) constrained[t->ent_col[k]] = 1;
    }
    for (int e = 0; e < n; e++) {
      int reads_constrained_rate = 0;
      for (int k = t->row_ent[e]; k < t->row_ent[e + 1]; k++)
        if (constrained[t->ent_col[k]] && (t->ent_reads[k] & 2)) reads_constrained_rate = 1;
      if (!reads_constrained_rate) continue;
      for (int k = t->row_ent[e]; k < t->row_ent[e + 1]; k++) {
        int j = t->ent_col[k];
        if (t->is_diff[j] && !constrained[j] && (t->ent_reads[k] & 1)) s->index2[j] = 1;
      }
    }
  }
  free(start);
  free(adj);
  free(match_eq);
  free(match_var);
}

/* Sets x' of the differential unknowns from x (transient corrector). */
static void apply_formula(Tran *s, double alpha) {
  const unsigned char *diff = s->tape->is_diff;
  for (int j = 0; j < s->n; j++)
    if (diff[j]) s->xd[j] = alpha * s->x[j] + s->beta[j];
}

/* The quiescent homotopies: gmin adds g * gscale[j] * u_j to the equation
 * matched with unknown j (a conductance, spring or damper to the
 * reference, in the unknown's own units); lambda < 1 removes the part
 * (1 - lambda) r(u0) of the residual, which scales every independent
 * term (the sources) from the starting point to the real system. */
static void add_homotopy(Tran *s) {
  const Tape *t = s->tape;
  if (s->gmin > 0)
    for (int j = 0; j < s->n; j++) {
      int k = s->gmin_ent[j];
      if (k < 0) continue;
      double g = s->gmin * s->gscale[j];
      s->r[t->ent_row[k]] += g * (s->swap[j] ? s->xd[j] : s->x[j]);
      if (s->swap[j]) s->jxd[k] += g;
      else s->jx[k] += g;
    }
  if (s->lambda < 1)
    for (int e = 0; e < s->n; e++) s->r[e] -= (1 - s->lambda) * s->r0[e];
}

/* Adds c * dx to the unknowns Newton solves for (x, or x' in swapped
 * quiescent columns). */
static void step_by(Tran *s, int tran, double c) {
  for (int j = 0; j < s->n; j++) {
    if (!tran && s->swap[j]) s->xd[j] += c * s->dx[j];
    else s->x[j] += c * s->dx[j];
  }
}

/* Row weights for the damping test: the largest partial of each
 * equation at the first iterate, so that equations in different units
 * weigh alike. */
static void row_scales(Tran *s, double alpha, int tran) {
  const Tape *t = s->tape;
  for (int e = 0; e < s->n; e++) {
    double m = 0;
    for (int k = t->row_ent[e]; k < t->row_ent[e + 1]; k++) {
      int j = t->ent_col[k];
      double a = !tran && s->swap[j] ? s->jxd[k] : s->jx[k] + alpha * s->jxd[k];
      if (fabs(a) > m) m = fabs(a);
    }
    s->rscale[e] = m > 0 ? 1 / m : 1;
  }
}

/* Scaled 2-norm of the residual. */
static double residual_norm(const Tran *s) {
  double sum = 0;
  for (int e = 0; e < s->n; e++) sum += (s->r[e] * s->rscale[e]) * (s->r[e] * s->rscale[e]);
  return sqrt(sum);
}

/* Solves the system at time t.  tran != 0: x' = alpha x + beta for the
 * differential unknowns; tran == 0: the quiescent system, where column j
 * stands for x'[j] if swap[j] and x'[j] is fixed otherwise.  Relations
 * read the frozen s->cond.  Returns a NewtonStatus; on NEWTON_SINGULAR
 * s->bad_col names the column. */
static NewtonStatus newton(Tran *s, int tran, double t, double alpha, int dom, int maxit) {
  double ntol = 0.1;   /* Newton converges to a tenth of the local error tolerance */
  double fprev = HUGE_VAL, lam = 1;
  int back = 0;
  for (int it = 0; it < maxit; it++) {
    if (tran) apply_formula(s, alpha);
    /* a linear system whose factors fit this alpha needs no new Jacobian */
    int reuse = s->affine && s->fact_valid && tran && alpha == s->fact_alpha;
    int bad = tape_eval(s->tape, s->x, s->xd, t, dom, s->cond, s->r, reuse ? NULL : s->jx,
                        reuse ? NULL : s->jxd);
    s->st.newton_iters++;
    if (!tran) add_homotopy(s);
    if (it == 0 && !tran) row_scales(s, 0.0, tran);
    /* damping (quiescent point only, where the start may be far off; in
     * the transient the predictor starts Newton close, and a failure
     * shrinks the step instead): a step that left the model's domain or
     * increased the scaled residual is halved, at most 5 times */
    double f = bad || tran ? 0 : residual_norm(s);
    if (!tran && it > 0 && !s->affine && (bad || f > fprev) && back < 5) {
      lam /= 2;
      step_by(s, tran, -lam);
      back++;
      continue;
    }
    if (bad) return NEWTON_EVAL;
    fprev = f;
    lam = 1;
    back = 0;
    if (!reuse) {
      s->bad_col = -1;
      /* klu_refactor keeps the pivot order (no allocation); mna_factor
       * falls back to a fresh klu_factor only when the pivots degrade */
      if (mna_factor(s->mna, s->jx, s->jxd, tran ? alpha : 0.0, tran ? NULL : s->swap, 0,
                     &s->bad_col)) {
        s->fact_valid = 0;
        /* singular where Newton started: an undetermined unknown; later:
         * the iteration broke down on its way */
        return it == 0 ? NEWTON_SINGULAR : NEWTON_NOCONV;
      }
      s->fact_valid = 1;
      s->fact_alpha = tran ? alpha : NAN;
    }
    for (int j = 0; j < s->n; j++) s->dx[j] = -s->r[j];
    if (mna_solve(s->mna, s->dx)) return NEWTON_SINGULAR;
    int conv = 1;
    for (int j = 0; j < s->n; j++) {
      if (!isfinite(s->dx[j])) return NEWTON_EVAL;
      double u = !tran && s->swap[j] ? s->xd[j] : s->x[j];
      if (fabs(s->dx[j]) > ntol * (s->o.reltol * fabs(u + s->dx[j]) + s->o.abstol)) conv = 0;
    }
    step_by(s, tran, 1);
    if (conv || (s->affine && tran)) {
      if (tran) apply_formula(s, alpha);
      return NEWTON_OK;
    }
  }
  return NEWTON_NOCONV;
}

/* The unknown j (differential ones only, if diff_only) with the largest
 * |v[j]| relative to its tolerance; *ratio receives that ratio (HUGE_VAL
 * if not finite).  Returns -1 if no ratio is positive. */
static int largest_ratio(const Tran *s, const double *v, int diff_only, double *ratio) {
  int best = -1;
  double bw = 0;
  for (int j = 0; j < s->n; j++) {
    if (diff_only && !s->tape->is_diff[j]) continue;
    double w = fabs(v[j]) / (s->o.reltol * fabs(s->x[j]) + s->o.abstol);
    if (!isfinite(w)) w = HUGE_VAL;
    if (w > bw) { bw = w; best = j; }
  }
  *ratio = bw;
  return best;
}

/* Names the unknowns with the largest last Newton updates relative to
 * their tolerance, as notes under the error just reported. */
static void note_worst(Tran *s, int count) {
  for (int c = 0; c < count; c++) {
    double w;
    int best = largest_ratio(s, s->dx, 0, &w);
    if (best < 0 || w <= 0.1) break;
    const DaeVar *v = &s->dae->var[best];
    diag_note(s->diag, v->loc, "'%s' did not converge (value %.6g, last update %.3g)",
              v->name, s->x[best], s->dx[best]);
    s->dx[best] = 0;
  }
}

/* Names the equations with the largest residuals at the last iterate,
 * scaled by the size of their partials (so that equations in different
 * units compare), with their instance and the unknown each determines. */
static void note_residuals(Tran *s, int count) {
  const Tape *t = s->tape;
  const Dae *dae = s->dae;
  for (int c = 0; c < count; c++) {
    int best = -1;
    double bw = 0;
    for (int e = 0; e < s->n; e++) {
      double scale = 0;
      for (int k = t->row_ent[e]; k < t->row_ent[e + 1]; k++)
        scale = fmax(scale, fabs(s->jx[k]) + fabs(s->jxd[k]));
      double w = fabs(s->r[e]) / (scale > 0 ? scale : 1);
      if (!isfinite(w)) w = HUGE_VAL;
      if (w > bw && s->r[e] != 0) { bw = w; best = e; }
    }
    if (best < 0) break;
    const DaeEq *q = &dae->eq[best];
    int v = -1;
    for (int j = 0; dae->eq_of_var && j < s->n && v < 0; j++)
      if (dae->eq_of_var[j] == best) v = j;
    diag_note(s->diag, q->loc, "residual %.3g in this equation%s%s%s%s%s%s", s->r[best],
              *q->where ? " of '" : "", q->where, *q->where ? "'" : "",
              v >= 0 ? " (it determines '" : "", v >= 0 ? dae->var[v].name : "", v >= 0 ? "')" : "");
    s->r[best] = 0;
  }
}

/* Explains a singular matrix by the unknown of KLU's singular column. */
static void note_singular(Tran *s, const char *when) {
  if (s->bad_col >= 0 && s->bad_col < s->n) {
    const DaeVar *v = &s->dae->var[s->bad_col];
    diag_error(s->diag, v->loc, "%s: the system is singular: %s'%s' is not determined by the equations%s",
               when, v->kind == DAE_ACROSS ? "the across value of terminal " : "", v->name,
               s->tape->is_diff[s->bad_col] && !s->swap[s->bad_col]
                   ? " (it is at rest in the quiescent state; a break statement can give its value)"
                   : "");
  } else {
    diag_error(s->diag, LOC_NONE, "%s: the system is singular", when);
  }
}

/* ------------------------------------------------------------------ */
/* Quiescent point                                                     */
/* ------------------------------------------------------------------ */

/* Applies the break statements to the quiescent augmentation set:
 * x = v replaces x' = 0 (column j then solves for x'), x'dot = v fixes x'. */
static void apply_breaks(Tran *s) {
  const Dae *dae = s->dae;
  for (int j = 0; j < s->n; j++) {
    s->x[j] = dae->var[j].guess;
    s->xd[j] = 0;
    s->swap[j] = 0;
    s->xd_fixed[j] = s->tape->is_diff[j];
  }
  for (int b = 0; b < dae->nbreak; b++) {
    const DaeBreak *br = &dae->brk[b];
    int j = br->var;
    if (!s->tape->is_diff[j]) {
      diag_warning(s->diag, br->loc, "break on '%s%s' has no effect: '%s'dot' appears in no equation",
                   dae->var[j].name, br->deriv ? "'dot" : "", dae->var[j].name);
      if (!br->deriv) s->x[j] = br->value;   /* still a good starting value */
      continue;
    }
    if (br->deriv) {
      s->xd[j] = br->value;
    } else {
      s->x[j] = br->value;
      s->swap[j] = 1;
      s->xd_fixed[j] = 0;
    }
  }
}

/* One quiescent solve from the current values with the current homotopy
 * settings: relations are frozen, Newton solves, relations are
 * re-evaluated, until they agree (at most 20 rounds). */
static NewtonStatus op_solve(Tran *s) {
  for (int round = 0; round < 20; round++) {
    tape_relations(s->tape, s->x, s->xd, 0.0, 0, s->cond, s->margin0);
    s->fact_valid = 0;
    NewtonStatus ns = newton(s, 0, 0.0, 0.0, 0, s->o.max_newton_op);
    s->fact_valid = 0;
    if (ns != NEWTON_OK) return ns;
    tape_relations(s->tape, s->x, s->xd, 0.0, 0, s->truth, s->margin1);
    if (s->tape->ncond == 0 || !memcmp(s->truth, s->cond, (size_t)s->tape->ncond * sizeof(double)))
      return NEWTON_OK;
  }
  return NEWTON_NOCONV;
}

/* Starting values (after the breaks) kept in the unused history slot. */
static void save_start(Tran *s) {
  memcpy(s->hx[0], s->x, (size_t)s->n * sizeof(double));
  memcpy(s->hxd[0], s->xd, (size_t)s->n * sizeof(double));
}
static void restore_start(Tran *s) {
  memcpy(s->x, s->hx[0], (size_t)s->n * sizeof(double));
  memcpy(s->xd, s->hxd[0], (size_t)s->n * sizeof(double));
}

/* gmin stepping: a strong tie of every unknown to zero (g = 1 relative to
 * its equation's partials), relaxed tenfold per stage down to 1e-12, then
 * removed.  Each stage starts from the previous solution. */
static int gmin_stepping(Tran *s) {
  const Tape *t = s->tape;
  tape_eval(s->tape, s->x, s->xd, 0.0, 0, s->cond, s->r, s->jx, s->jxd);
  for (int j = 0; j < s->n; j++) {
    double m = 0;
    int e = s->gmin_ent[j] >= 0 ? t->ent_row[s->gmin_ent[j]] : -1;
    for (int k = e >= 0 ? t->row_ent[e] : 0; e >= 0 && k < t->row_ent[e + 1]; k++)
      m = fmax(m, fabs(s->jx[k]) + fabs(s->jxd[k]));
    s->gscale[j] = m > 0 ? m : 1;
  }
  int ok = 1;
  for (double g = 1; ok && g >= 1e-12; g /= 10) {
    s->gmin = g;
    ok = op_solve(s) == NEWTON_OK;
  }
  s->gmin = 0;
  return ok && op_solve(s) == NEWTON_OK;
}

/* Source stepping: every independent term of the residual scaled from the
 * starting point (lambda = 0, solved by the start itself) to the real
 * system (lambda = 1), with an adaptive increment. */
static int source_stepping(Tran *s) {
  tape_eval(s->tape, s->x, s->xd, 0.0, 0, s->cond, s->r0, NULL, NULL);
  double lam = 0, dl = 0.1;
  double *good = s->hx[1], *goodd = s->hxd[1];
  while (lam < 1) {
    memcpy(good, s->x, (size_t)s->n * sizeof(double));
    memcpy(goodd, s->xd, (size_t)s->n * sizeof(double));
    s->lambda = fmin(1, lam + dl);
    if (op_solve(s) == NEWTON_OK) {
      lam = s->lambda;
      dl = fmin(0.5, dl * 2);
    } else {
      memcpy(s->x, good, (size_t)s->n * sizeof(double));
      memcpy(s->xd, goodd, (size_t)s->n * sizeof(double));
      if ((dl /= 4) < 1e-4) break;
    }
  }
  s->lambda = 1;
  return lam >= 1;
}

int tran_op(Tran *s) {
  double t0 = cpu_seconds();
  apply_breaks(s);
  save_start(s);
  NewtonStatus ns = op_solve(s);
  int rc = 0, bad_col = s->bad_col;
  if (ns != NEWTON_OK) {
    double *dx_first = s->r0;   /* keep the first failure's updates for the report */
    memcpy(dx_first, s->dx, (size_t)s->n * sizeof(double));
    const char *how = NULL;
    restore_start(s);
    if (gmin_stepping(s)) how = "gmin stepping";
    else {
      restore_start(s);
      if (source_stepping(s)) how = "source stepping";
    }
    if (how) {
      s->st.op_strategy = how[0] == 'g' ? 1 : 2;
      diag_warning(s->diag, LOC_NONE, "quiescent point: Newton's method failed from the starting "
                   "values; %s found the solution", how);
    } else {
      rc = -1;
      s->bad_col = bad_col;
      if (ns == NEWTON_SINGULAR) {
        note_singular(s, "quiescent point");
      } else {
        diag_error(s->diag, LOC_NONE, "quiescent point: Newton's method did not converge, nor "
                   "did gmin stepping or source stepping%s",
                   ns == NEWTON_EVAL ? " (an expression was evaluated outside its domain)" : "");
        memcpy(s->dx, dx_first, (size_t)s->n * sizeof(double));
        note_worst(s, 3);
        restore_start(s);   /* residuals at the starting values: where Newton began */
        tape_eval(s->tape, s->x, s->xd, 0.0, 0, s->cond, s->r, s->jx, s->jxd);
        note_residuals(s, 3);
      }
    }
  }
  s->st.t_op += cpu_seconds() - t0;
  return rc;
}

/* ------------------------------------------------------------------ */
/* Transient                                                           */
/* ------------------------------------------------------------------ */

/* Order of the next step from the method, the chosen order and the
 * history available (BDF-k needs k history points). */
static int step_order(const Tran *s) {
  if (s->o.method == TRAN_EULER || s->nh < 2) return 1;
  if (s->o.method == TRAN_TRAP) return s->nh < 3 ? 1 : 2;
  int k = s->o.fixed_order > 0 ? s->o.fixed_order : s->order;
  return k < s->nh ? k : s->nh;
}

/* Variable-coefficient BDF of order k at tn: x'(tn) ~ sum a[i] x(T_i) with
 * T_0 = tn and T_i = ht[i-1], the derivative at tn of the polynomial
 * through the k+1 points. */
static void bdf_coefficients(const double *ht, int k, double tn, double *a) {
  double T[MAXORDER + 1];
  T[0] = tn;
  for (int i = 1; i <= k; i++) T[i] = ht[i - 1];
  a[0] = 0;
  for (int i = 1; i <= k; i++) a[0] += 1 / (tn - T[i]);
  for (int j = 1; j <= k; j++) {
    double num = 1, den = 1;
    for (int m = 1; m <= k; m++) if (m != j) num *= tn - T[m];
    for (int m = 0; m <= k; m++) if (m != j) den *= T[j] - T[m];
    a[j] = num / den;
  }
}

/* alpha and beta of x' = alpha x + beta for a step to tn of size h. */
static double formula(Tran *s, int order, double tn, double h) {
  const unsigned char *diff = s->tape->is_diff;
  if (s->o.method == TRAN_TRAP && order == 2) {
    const double *x1 = s->hx[0], *xd1 = s->hxd[0];
    for (int j = 0; j < s->n; j++) if (diff[j]) s->beta[j] = -2 / h * x1[j] - xd1[j];
    return 2 / h;
  }
  double *a = s->bdf;
  bdf_coefficients(s->ht, order, tn, a);
  for (int j = 0; j < s->n; j++) {
    if (!diff[j]) continue;
    double b = 0;
    for (int i = 1; i <= order; i++) b += a[i] * s->hx[i - 1][j];
    s->beta[j] = b;
  }
  return a[0];
}

/* Lagrange weights: the polynomial through (T[i], v_i), i < m, has the
 * value sum w[i] v_i at t.  Computed once per step for all unknowns. */
static void lagrange_weights(const double *T, int m, double t, double *w) {
  for (int i = 0; i < m; i++) {
    double num = 1, den = 1;
    for (int k = 0; k < m; k++) {
      if (k == i) continue;
      num *= t - T[k];
      den *= T[i] - T[k];
    }
    w[i] = num / den;
  }
}

/* Divided-difference weights: f[T_0, ..., T_{m-1}] = sum w[i] f(T_i). */
static void dd_weights(const double *T, int m, double *w) {
  for (int i = 0; i < m; i++) {
    double den = 1;
    for (int k = 0; k < m; k++) if (k != i) den *= T[i] - T[k];
    w[i] = 1 / den;
  }
}

/* out[j] = sum_i w[i] v[i][j] for every unknown j. */
static void combine(double *const *v, const double *w, int m, int n, double *out) {
  for (int j = 0; j < n; j++) {
    double sum = 0;
    for (int i = 0; i < m; i++) sum += w[i] * v[i][j];
    out[j] = sum;
  }
}

/* Predictor: extrapolates every unknown to t with the polynomial through
 * order+1 history points (fewer after a restart). */
static void predict(Tran *s, int order, double t) {
  int m = order + 1 < s->nh ? order + 1 : s->nh;
  double w[NHIST];
  lagrange_weights(s->ht, m, t, w);
  combine(s->hx, w, m, s->n, s->x);
}

/* Estimated local truncation errors of the order q-1, q and q+1 formulas
 * for the step just solved, each as the largest ratio of error to
 * tolerance, in est[0..2] (-1 where the history is too short or the
 * order is out of range).  Per unknown: |C_p| h^(p+1) (p+1)! times the
 * (p+1)-th divided difference through the new point and p+1 history
 * points (C_p: BDF error constants; 1/12 for the trapezoidal rule), over
 * the differential unknowns only.  Per equation: the same for its
 * differentiated combination sum_j dF/dx'_j x_j, the "device state" SPICE
 * tests (charge, not node voltage): a damper between two large angles is
 * held to the precision of their difference.  One pass over the history
 * serves the three orders. */
static void lte(Tran *s, int q, double tn, double h, double est[3]) {
  static const double cbdf[MAXORDER + 2] = {0, 1.0 / 2, 2.0 / 9, 3.0 / 22, 12.0 / 125,
                                            10.0 / 137, 20.0 / 343};
  static const double fact[MAXORDER + 3] = {1, 1, 2, 6, 24, 120, 720, 5040};
  double w[3][NHIST + 1] = {{0}}, ts[NHIST + 1];
  int mmax = 0;
  ts[0] = tn;
  for (int i = 1; i <= s->nh && i <= NHIST; i++) ts[i] = s->ht[i - 1];
  for (int o = 0; o < 3; o++) {
    int p = q - 1 + o, m = p + 2;
    est[o] = -1;
    if (p < 1 || p > MAXORDER + 1 || s->nh < p + 1) continue;
    double c = (s->o.method == TRAN_TRAP && p == 2 ? 1.0 / 12 : cbdf[p]) * fact[p + 1];
    dd_weights(ts, m, w[o]);
    for (int i = 0; i < m; i++) w[o][i] *= c * pow(h, p + 1);
    est[o] = 0;
    if (m > mmax) mmax = m;
  }
  const double *x0 = s->x, *x1 = s->hx[0];
  /* round-off floor of index-2 unknowns: 1000 eps |constrained state| / h */
  double cmax = 0;
  for (int j = 0; j < s->n; j++)
    if (s->constrained[j] && fabs(x0[j]) > cmax) cmax = fabs(x0[j]);
  double noise = 1e3 * DBL_EPSILON * cmax / h;
  for (int j = 0; j < s->n; j++) {
    if (!s->tape->is_diff[j]) continue;
    double v[NHIST + 1], e[3] = {0, 0, 0};
    v[0] = x0[j];
    for (int i = 1; i < mmax; i++) v[i] = s->hx[i - 1][j];
    for (int i = 0; i < mmax; i++) {
      e[0] += w[0][i] * v[i];
      e[1] += w[1][i] * v[i];
      e[2] += w[2][i] * v[i];
    }
    double tol = s->o.reltol * fmax(fabs(x0[j]), fabs(x1[j])) + s->o.abstol;
    if (s->index2[j]) tol += noise;
    for (int o = 0; o < 3; o++) {
      s->err[o][j] = e[o];
      if (est[o] >= 0 && fabs(e[o]) / tol > est[o]) est[o] = fabs(e[o]) / tol;
    }
  }
  const Tape *t = s->tape;
  for (int r = 0; r < t->neq; r++) {
    double e[3] = {0, 0, 0}, now = 0, before = 0, scale = 0, floor = 0;
    for (int k = t->row_ent[r]; k < t->row_ent[r + 1]; k++) {
      double a = s->jxd[k];
      if (a == 0) continue;
      int j = t->ent_col[k];
      if (s->index2[j]) floor += fabs(a) * noise;
      for (int o = 0; o < 3; o++) e[o] += a * s->err[o][j];
      now += a * x0[j];
      before += a * x1[j];
      scale += fabs(a);
    }
    if (scale == 0) continue;
    double tol = s->o.reltol * fmax(fabs(now), fabs(before)) + s->o.abstol * scale + floor;
    for (int o = 0; o < 3; o++)
      if (est[o] >= 0 && fabs(e[o]) / tol > est[o]) est[o] = fabs(e[o]) / tol;
  }
}

/* Step ratio that an error estimate err of an order-q method allows. */
static double ratio_for(double err, int q) {
  if (err <= 0) return 2;
  double r = 0.9 * pow(err, -1.0 / (q + 1));
  return r > 2 ? 2 : r;
}

/* Bounds a step increase: small increases are not worth new factors of a
 * linear system, and variable-coefficient BDF of order 3 to 5 stays
 * zero-stable only if the step grows rarely and moderately (as in DASSL:
 * after `order` steps of constant size, by at most 1.5). */
static double limit_growth(Tran *s, int k, double grow) {
  if (grow > 1 && (grow < 1.2 || (k >= 3 && s->at_size < k))) grow = 1;
  if (k >= 3 && grow > 1.5) grow = 1.5;
  s->at_size = grow == 1 ? s->at_size + 1 : 0;
  return grow;
}

/* After an accepted step of order k with error err: picks the next order
 * (BDF only, DASSL-like: lower it if the order k-1 estimate is smaller,
 * raise it after k+1 steps if the order k+1 estimate allows a longer
 * step) and returns the step ratio. */
static double choose_order(Tran *s, int k, const double est[3]) {
  double err = est[1], best = ratio_for(err, k);
  if (s->o.method != TRAN_GEAR || s->o.fixed_order > 0) return best;
  int next = k;
  double em = est[0], ep = k < s->o.maxorder && s->at_order >= k + 1 ? est[2] : -1;
  if (em >= 0 && em <= err) {
    next = k - 1;
    best = ratio_for(em, k - 1);
  } else if (ep >= 0 && ratio_for(ep, k + 1) > best) {
    next = k + 1;
    best = ratio_for(ep, k + 1);
  }
  if (next != s->order) s->at_order = 0;
  s->order = next;
  return best;
}

/* Pushes the accepted point (t, x, xd) into the history. */
static void push_history(Tran *s, double t) {
  double *ox = s->hx[NHIST - 1], *oxd = s->hxd[NHIST - 1];
  memmove(s->hx + 1, s->hx, (NHIST - 1) * sizeof s->hx[0]);
  memmove(s->hxd + 1, s->hxd, (NHIST - 1) * sizeof s->hxd[0]);
  memmove(s->ht + 1, s->ht, (NHIST - 1) * sizeof s->ht[0]);
  s->hx[0] = ox;
  s->hxd[0] = oxd;
  s->ht[0] = t;
  memcpy(ox, s->x, (size_t)s->n * sizeof(double));
  memcpy(oxd, s->xd, (size_t)s->n * sizeof(double));
  if (s->nh < NHIST) s->nh++;
}

/* Delivers the output rows in (t_prev, t_new] by interpolation through the
 * points since the last restart (as many as the order in use needs).  Returns -3 if the sink failed. */
static int emit_rows(Tran *s, TranSink sink, void *ctx) {
  double tn = s->ht[0];
  if (s->o.step <= 0) return sink(ctx, tn, s->hx[0], s->hxd[0]) ? -3 : 0;
  /* at least a cubic: algebraic unknowns have no error control of their own */
  int m = s->order + 1 > 4 ? s->order + 1 : 4;
  if (m > s->nh) m = s->nh;
  while (s->next_out <= tn * (1 + 1e-12) + 1e-300) {
    double to = s->next_out > s->o.tstop ? s->o.tstop : s->next_out;
    if (fabs(to - tn) <= 1e-12 * fabs(tn)) {
      if (sink(ctx, to, s->hx[0], s->hxd[0])) return -3;
    } else {
      double w[NHIST];
      lagrange_weights(s->ht, m, to, w);
      combine(s->hx, w, m, s->n, s->xi);
      combine(s->hxd, w, m, s->n, s->xdi);
      if (sink(ctx, to, s->xi, s->xdi)) return -3;
    }
    s->next_out += s->o.step;
    long k = lround(s->next_out / s->o.step);   /* no drift over many rows */
    if (fabs(k * s->o.step - s->next_out) < 1e-9 * s->o.step) s->next_out = k * s->o.step;
  }
  return 0;
}

/* Looks for relations whose truth changed during the step (t, t+h].
 * Returns the fraction of the step at which the earliest one crosses
 * (1 if it cannot be located, -1 if nothing changed). */
static double find_event(Tran *s, double tn) {
  Tape *tp = s->tape;
  if (tp->ncond == 0) return -1;
  tape_relations(tp, s->x, s->xd, tn, 1, s->truth, s->margin1);
  double first = -1;
  for (int c = 0; c < tp->ncond; c++) {
    if (s->truth[c] == s->cond[c]) continue;
    double theta = 1;
    if (tp->rel_op[c] != EXPR_EQ && tp->rel_op[c] != EXPR_NE) {
      double m0 = s->margin0[c], m1 = s->margin1[c];
      if (m0 != m1) theta = m0 / (m0 - m1);
      if (!(theta >= 0)) theta = 0;
      if (theta > 1) theta = 1;
    }
    if (first < 0 || theta < first) {
      first = theta;
      s->ev_slot = c;
    }
  }
  return first;
}

/* Names the equations whose residual is not a number at the last
 * evaluation (a function evaluated outside its domain). */
static void note_bad_equations(Tran *s) {
  for (int e = 0, shown = 0; e < s->n && shown < 3; e++) {
    if (isfinite(s->r[e])) continue;
    const DaeEq *q = &s->dae->eq[e];
    diag_note(s->diag, q->loc, "this equation%s%s%s evaluates to %g", *q->where ? " (in '" : "",
              q->where, *q->where ? "')" : "", s->r[e]);
    shown++;
  }
}

/* Names the differential unknowns with the largest local error ratio of
 * the last rejected step (the ones that forced the step down). */
static void note_lte(Tran *s) {
  for (int c = 0; c < 3; c++) {
    double w;
    int best = largest_ratio(s, s->err[1], 1, &w);
    if (best < 0) break;
    const DaeVar *v = &s->dae->var[best];
    diag_note(s->diag, v->loc, "'%s' has a local error %.3g times its tolerance", v->name, w);
    s->err[1][best] = 0;
  }
}

/* Reports a step that became too small and what forced it:
 * ns is the Newton status of the last attempt (NEWTON_OK: error test). */
static int fail_small_step(Tran *s, double h, NewtonStatus ns) {
  const char *why = ns == NEWTON_OK ? "the local error stays above the tolerance"
                    : ns == NEWTON_EVAL ? "an expression was evaluated outside its domain"
                                        : "Newton's method did not converge";
  diag_error(s->diag, LOC_NONE, "time step too small at t = %.9g s (step %.3g s): %s", s->t, h, why);
  if (ns == NEWTON_OK) note_lte(s);
  else if (ns == NEWTON_EVAL) note_bad_equations(s);
  else {
    note_worst(s, 3);
    note_residuals(s, 3);
  }
  return -1;
}

/* Starts (or restarts after an event) with backward Euler and a small step. */
static void restart(Tran *s) {
  s->nh = 0;
  s->order = 1;
  s->at_order = 0;
  s->at_size = 0;
  push_history(s, s->t);
  s->fact_valid = 0;
  double h0 = s->o.tstop * 1e-6;
  if (s->o.step > 0 && h0 > s->o.step * 1e-3) h0 = s->o.step * 1e-3;
  s->h = fmin(h0, s->o.maxstep);
}

int tran_run(Tran *s, TranSink sink, void *ctx) {
  double t0 = cpu_seconds();
  int rc = 0;
  s->t = 0;
  /* the time domain starts: relations (domain = quiescent_domain, ...) are re-evaluated */
  tape_relations(s->tape, s->x, s->xd, 0.0, 1, s->cond, s->margin0);
  restart(s);
  s->next_out = s->o.step > 0 ? s->o.step : 0;
  if (sink(ctx, 0.0, s->x, s->xd)) rc = -3;
  double evtol = 1e-9 * fmax(s->o.tstop, 1e-12);
  int attempts = 0;   /* since the last accepted step */
  s->st.hmin_used = HUGE_VAL;
  s->ev_streak = 0;
  s->ev_last = -HUGE_VAL;
  while (rc == 0 && s->t < s->o.tstop * (1 - 1e-13)) {
    if (s->o.interrupted && *s->o.interrupted) { rc = -2; break; }
    if (++attempts > 500) {   /* safety net: every path below must make progress */
      diag_error(s->diag, LOC_NONE, "no progress at t = %.9g s after 500 attempted steps (step %.3g s)",
                 s->t, s->h);
      rc = -1;
      break;
    }
    /* predict */
    double h = fmin(s->h, s->o.maxstep), left = s->o.tstop - s->t;
    if (h > left || (left - h < 1e-3 * h && !s->ev_aim)) h = left;
    s->ev_aim = 0;
    int order = step_order(s);
    double tn = s->t + h;
    double alpha = formula(s, order, tn, h);
    predict(s, order, tn);
    /* newton */
    NewtonStatus ns = newton(s, 1, tn, alpha, 1, s->o.max_newton);
    if (ns != NEWTON_OK) {
      s->st.rejected_newton++;
      s->fact_valid = 0;
      s->h = h / 8;
      if (s->h < s->o.hmin) {
        if (ns == NEWTON_SINGULAR) { note_singular(s, "transient"); rc = -1; }
        else rc = fail_small_step(s, h, ns);
      }
      continue;
    }
    /* error */
    double est[3] = {-1, 0, -1};
    if (s->nh >= 2) lte(s, order, tn, h, est);   /* first step after a restart: tiny, untested */
    double err = est[1];
    if (err > 1) {
      s->st.rejected_lte++;
      double em = est[0];
      if (em >= 0 && em < err) {   /* the lower order does better: use it */
        s->order = order - 1;
        s->at_order = 0;
        err = em;
        order--;
      }
      s->h = h * fmax(0.1, 0.9 * pow(err, -1.0 / (order + 1)));
      s->at_size = 0;
      if (s->h < s->o.hmin) rc = fail_small_step(s, s->h, NEWTON_OK);
      continue;
    }
    /* events */
    /* A step that crosses is accepted only when it is itself shorter than
     * 2 evtol, so the crossing is known to that precision; otherwise land
     * just before the estimated crossing, then step over it. */
    double theta = find_event(s, tn);
    if (theta >= 0 && h > 2 * evtol) {
      double before = theta * h - 0.5 * evtol;
      s->h = fmax(before > evtol ? before : 1.5 * evtol, s->o.hmin);
      s->ev_aim = 1;
      continue;
    }
    /* complete */
    attempts = 0;
    s->t = tn;
    s->st.steps++;
    if (h < s->st.hmin_used) s->st.hmin_used = h;
    if (h > s->st.hmax_used) s->st.hmax_used = h;
    s->at_order++;
    double grow = theta >= 0 ? 1 : choose_order(s, order, est);
    push_history(s, tn);
    rc = emit_rows(s, sink, ctx);
    if (theta >= 0) {
      s->st.events++;
      s->ev_streak = tn - s->ev_last < 10 * evtol ? s->ev_streak + 1 : 1;
      s->ev_last = tn;
      if (s->ev_streak >= 50) {   /* a condition that flips back at once: no progress */
        Loc at = s->tape->rel_loc[s->ev_slot];
        diag_error(s->diag, at.file >= 0 ? at : LOC_NONE,
                   "this condition switches back and forth at t = %.9g s (chattering): "
                   "the model has no consistent state on either side of it", tn);
        rc = -1;
        break;
      }
      memcpy(s->cond, s->truth, (size_t)s->tape->ncond * sizeof(double));
      tape_relations(s->tape, s->x, s->xd, tn, 1, s->truth, s->margin0);
      restart(s);
      continue;
    }
    memcpy(s->margin0, s->margin1, (size_t)s->tape->ncond * sizeof(double));
    s->h = h * limit_growth(s, order, grow);
  }
  s->st.t_tran += cpu_seconds() - t0;
  return rc;
}
