/*
 * tape.c - compilation of residual expressions into tapes, forward
 * evaluation and reverse-mode differentiation (see tape.h).
 */
#include "tape.h"
#include "arena.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Dependence classes used to find constant-coefficient equations. */
enum { DEP_CONST, DEP_TIME, DEP_VAR };

typedef struct Builder {
  const ExprPool *pool;
  Tape *t;
  int cap;
  int *memo;        /* [pool->n] instruction of a pool node in this equation */
  int *memo_eq;     /* [pool->n] equation for which memo is valid */
  int *stack;       /* explicit DFS stack (deep expressions must not overflow C's) */
  int scap;
  int *col_ent;     /* [nvar] entry of a column in the current row, or -1 */
  int ent_cap;
  unsigned char *dep, *affine;   /* per instruction */
  unsigned char *switched;       /* per instruction: reads a SELECT of unknowns, so its
                                    coefficients change when a condition does */
} Builder;

static int is_rel(int op) { return op >= EXPR_LT && op <= EXPR_NE; }

static int entry_for(Builder *bd, int eq, int col) {
  Tape *t = bd->t;
  if (bd->col_ent[col] >= 0) return bd->col_ent[col];
  if (t->nent == bd->ent_cap) {
    bd->ent_cap = bd->ent_cap ? 2 * bd->ent_cap : 1024;
    t->ent_row = xrealloc(t->ent_row, (size_t)bd->ent_cap * sizeof(int));
    t->ent_col = xrealloc(t->ent_col, (size_t)bd->ent_cap * sizeof(int));
    t->ent_reads = xrealloc(t->ent_reads, (size_t)bd->ent_cap);
  }
  t->ent_row[t->nent] = eq;
  t->ent_col[t->nent] = col;
  t->ent_reads[t->nent] = 0;
  return bd->col_ent[col] = t->nent++;
}

/* Appends the instruction for pool node `node` whose operands are already
 * compiled; classifies its dependence and affinity. */
static int emit(Builder *bd, int eq, int node) {
  Tape *t = bd->t;
  const ExprNode *n = &bd->pool->node[node];
  if (t->nins == bd->cap) {
    bd->cap = bd->cap ? 2 * bd->cap : 4096;
    t->ins = xrealloc(t->ins, (size_t)bd->cap * sizeof *t->ins);
    bd->dep = xrealloc(bd->dep, (size_t)bd->cap);
    bd->affine = xrealloc(bd->affine, (size_t)bd->cap);
    bd->switched = xrealloc(bd->switched, (size_t)bd->cap);
  }
  int i = t->nins++;
  TapeIns *in = &t->ins[i];
  in->op = n->op;
  in->k = n->k;
  in->ent = -1;
  in->a = n->a >= 0 && n->op != EXPR_VAR && n->op != EXPR_DER ? bd->memo[n->a] : n->a;
  in->b = n->b >= 0 ? bd->memo[n->b] : -1;
  in->c = n->c >= 0 ? bd->memo[n->c] : -1;
  unsigned char d = DEP_CONST, aff = 1, sw = 0;
  switch (n->op) {
  case EXPR_CONST: break;
  case EXPR_VAR: case EXPR_DER:
    in->ent = entry_for(bd, eq, n->a);
    t->ent_reads[in->ent] |= n->op == EXPR_DER ? 2 : 1;
    if (n->op == EXPR_DER) t->is_diff[n->a] = 1;
    d = DEP_VAR;
    break;
  case EXPR_TIME: case EXPR_DOMAIN: d = DEP_TIME; break;
  default: {
    unsigned char da = bd->dep[in->a];
    unsigned char db = in->b >= 0 ? bd->dep[in->b] : 0, dc = in->c >= 0 ? bd->dep[in->c] : 0;
    d = da > db ? da : db;
    if (dc > d) d = dc;
    if (is_rel(n->op)) {
      in->ent = n->slot;
      t->rel_op[n->slot] = n->op;
      t->rel_loc[n->slot] = n->loc;
      if (d < DEP_TIME) d = DEP_TIME;   /* frozen value: changes at events */
    }
    if (n->op == EXPR_SELECT && d < DEP_TIME) d = DEP_TIME;
    sw = bd->switched[in->a] || (in->b >= 0 && bd->switched[in->b]) ||
         (in->c >= 0 && bd->switched[in->c]);
    if (d == DEP_VAR) {
      int aa = bd->affine[in->a], ab = in->b >= 0 ? bd->affine[in->b] : 0;
      switch (n->op) {
      case EXPR_ADD: case EXPR_SUB: aff = aa && ab; break;
      case EXPR_NEG: aff = aa; break;
      case EXPR_SELECT:   /* the condition is frozen during a step */
        aff = bd->affine[in->b] && bd->affine[in->c];
        sw = 1;
        break;
      case EXPR_MUL:
        aff = (bd->dep[in->a] == DEP_CONST && ab) || (bd->dep[in->b] == DEP_CONST && aa);
        break;
      case EXPR_DIV: aff = aa && bd->dep[in->b] == DEP_CONST; break;
      default: aff = 0;
      }
    }
  }
  }
  bd->dep[i] = d;
  bd->affine[i] = aff;
  bd->switched[i] = sw;
  return i;
}

static void push(Builder *bd, int v) {
  if (bd->stack[0] + 1 >= bd->scap) {
    bd->scap *= 2;
    bd->stack = xrealloc(bd->stack, (size_t)bd->scap * sizeof(int));
  }
  bd->stack[++bd->stack[0]] = v;
}

/* Compiles the expression rooted at `root` for equation eq in post-order,
 * sharing common subexpressions; returns the instruction of the root.
 * Stack entries encode (node << 1) | children_done. */
static int compile(Builder *bd, int eq, int root) {
  bd->stack[0] = 0;
  push(bd, root << 1);
  while (bd->stack[0] > 0) {
    int top = bd->stack[bd->stack[0]--];
    int node = top >> 1;
    if (bd->memo_eq[node] == eq) continue;
    const ExprNode *n = &bd->pool->node[node];
    int leaf = n->op == EXPR_CONST || n->op == EXPR_VAR || n->op == EXPR_DER ||
               n->op == EXPR_TIME || n->op == EXPR_DOMAIN;
    if (!leaf && !(top & 1)) {
      push(bd, top | 1);
      if (n->c >= 0 && bd->memo_eq[n->c] != eq) push(bd, n->c << 1);
      if (n->b >= 0 && bd->memo_eq[n->b] != eq) push(bd, n->b << 1);
      if (bd->memo_eq[n->a] != eq) push(bd, n->a << 1);
      continue;
    }
    bd->memo[node] = emit(bd, eq, node);
    bd->memo_eq[node] = eq;
  }
  return bd->memo[root];
}

/* Fills jx0/jxd0 (every row, read only for constant-coefficient rows) by
 * one forward and one reverse sweep at x = x' = 0, and r0, the constant
 * term of the linear rows. */
static void forward(Tape *t, int lo, int hi, const double *x, const double *xd,
                    double tm, int dom, const double *cond);
static void backward(Tape *t, int e, double *jx, double *jxd);

static void constant_partials(Tape *t) {
  double *zero = xcalloc((size_t)(t->nvar ? t->nvar : 1), sizeof(double));
  double *cond = xcalloc((size_t)(t->ncond ? t->ncond : 1), sizeof(double));
  for (int e = 0; e < t->neq; e++) {
    int hi = t->eq_start[e + 1];
    forward(t, t->eq_start[e], hi, zero, zero, 0.0, 1, cond);
    backward(t, e, t->jx0, t->jxd0);
    t->r0[e] = t->linear_row[e] ? t->val[hi - 1] : 0;
  }
  free(zero);
  free(cond);
}

Tape *tape_build(const Dae *dae) {
  if (dae->neq != dae->nvar) return NULL;
  Tape *t = xcalloc(1, sizeof *t);
  const ExprPool *pool = dae->pool;
  t->neq = dae->neq;
  t->nvar = dae->nvar;
  t->ncond = pool->ncond;
  t->eq_start = xmalloc((size_t)(t->neq + 1) * sizeof(int));
  t->row_ent = xmalloc((size_t)(t->neq + 1) * sizeof(int));
  t->const_jac = xcalloc((size_t)(t->neq ? t->neq : 1), 1);
  t->linear_row = xcalloc((size_t)(t->neq ? t->neq : 1), 1);
  t->affine_row = xcalloc((size_t)(t->neq ? t->neq : 1), 1);
  t->r0 = xcalloc((size_t)(t->neq ? t->neq : 1), sizeof(double));
  t->is_diff = xcalloc((size_t)(t->nvar ? t->nvar : 1), 1);
  t->rel_op = xcalloc((size_t)(t->ncond ? t->ncond : 1), 1);
  t->rel_loc = xcalloc((size_t)(t->ncond ? t->ncond : 1), sizeof(Loc));
  Builder bd = {.pool = pool, .t = t};
  bd.memo = xmalloc((size_t)(pool->n ? pool->n : 1) * sizeof(int));
  bd.memo_eq = xmalloc((size_t)(pool->n ? pool->n : 1) * sizeof(int));
  for (int i = 0; i < pool->n; i++) bd.memo_eq[i] = -1;
  bd.scap = 256;
  bd.stack = xmalloc((size_t)bd.scap * sizeof(int));
  bd.col_ent = xmalloc((size_t)(t->nvar ? t->nvar : 1) * sizeof(int));
  for (int i = 0; i < t->nvar; i++) bd.col_ent[i] = -1;
  for (int e = 0; e < t->neq; e++) {
    t->eq_start[e] = t->nins;
    t->row_ent[e] = t->nent;
    compile(&bd, e, dae->eq[e].expr);   /* the root is emitted last */
    t->affine_row[e] = bd.affine[t->nins - 1];
    t->const_jac[e] = t->affine_row[e] && !bd.switched[t->nins - 1];
    int timeless = 1;
    for (int i = t->eq_start[e]; i < t->nins && timeless; i++)
      if (bd.dep[i] == DEP_TIME) timeless = 0;
    t->linear_row[e] = t->const_jac[e] && timeless;
    for (int k = t->row_ent[e]; k < t->nent; k++) bd.col_ent[t->ent_col[k]] = -1;
  }
  t->eq_start[t->neq] = t->nins;
  t->row_ent[t->neq] = t->nent;
  t->jx0 = xcalloc((size_t)(t->nent ? t->nent : 1), sizeof(double));
  t->jxd0 = xcalloc((size_t)(t->nent ? t->nent : 1), sizeof(double));
  t->val = xcalloc((size_t)(t->nins ? t->nins : 1), sizeof(double));
  t->adj = xcalloc((size_t)(t->nins ? t->nins : 1), sizeof(double));
  free(bd.memo);
  free(bd.memo_eq);
  free(bd.stack);
  free(bd.col_ent);
  free(bd.dep);
  free(bd.affine);
  free(bd.switched);
  constant_partials(t);
  return t;
}

void tape_free(Tape **pt) {
  if (!pt || !*pt) return;
  Tape *t = *pt;
  free(t->ins);
  free(t->eq_start);
  free(t->ent_row);
  free(t->ent_col);
  free(t->ent_reads);
  free(t->row_ent);
  free(t->const_jac);
  free(t->linear_row);
  free(t->affine_row);
  free(t->r0);
  free(t->jx0);
  free(t->jxd0);
  free(t->is_diff);
  free(t->rel_op);
  free(t->rel_loc);
  free(t->val);
  free(t->adj);
  free(t);
  *pt = NULL;
}

/* Forward sweep over instructions [lo, hi).  cond NULL: relations live. */
static void forward(Tape *t, int lo, int hi, const double *x, const double *xd,
                    double tm, int dom, const double *cond) {
  double *v = t->val;
  for (int i = lo; i < hi; i++) {
    const TapeIns *in = &t->ins[i];
    switch ((ExprOp)in->op) {
    case EXPR_CONST: v[i] = in->k; break;
    case EXPR_VAR: v[i] = x[in->a]; break;
    case EXPR_DER: v[i] = xd[in->a]; break;
    case EXPR_TIME: v[i] = tm; break;
    case EXPR_DOMAIN: v[i] = dom; break;
    case EXPR_ADD: v[i] = in->b >= 0 ? v[in->a] + v[in->b] : v[in->a]; break;
    case EXPR_SUB: v[i] = v[in->a] - v[in->b]; break;
    case EXPR_MUL: v[i] = v[in->a] * v[in->b]; break;
    case EXPR_DIV: v[i] = v[in->a] / v[in->b]; break;
    case EXPR_NEG: v[i] = -v[in->a]; break;
    case EXPR_SELECT: v[i] = v[in->a] != 0 ? v[in->b] : v[in->c]; break;
    case EXPR_LT: case EXPR_LE: case EXPR_GT: case EXPR_GE: case EXPR_EQ: case EXPR_NE:
      v[i] = cond ? cond[in->ent] : expr_apply2((ExprOp)in->op, v[in->a], v[in->b]);
      break;
    default:
      v[i] = in->b >= 0 ? expr_apply2((ExprOp)in->op, v[in->a], v[in->b])
                        : expr_apply1((ExprOp)in->op, v[in->a]);
    }
  }
}

/* d op(a[,b]) / da and / db for the smooth operations. */
static void partials(const TapeIns *in, const double *v, double vi, double *da, double *db) {
  double a = v[in->a], b = in->b >= 0 ? v[in->b] : 0;
  *db = 0;
  switch ((ExprOp)in->op) {
  case EXPR_ADD: *da = 1; *db = 1; break;
  case EXPR_SUB: *da = 1; *db = -1; break;
  case EXPR_MUL: *da = b; *db = a; break;
  case EXPR_DIV: *da = 1 / b; *db = -vi / b; break;
  case EXPR_NEG: *da = -1; break;
  case EXPR_POW:
    *da = b == 0 ? 0 : b * pow(a, b - 1);
    *db = a > 0 ? vi * log(a) : 0;
    break;
  case EXPR_ABS: *da = a > 0 ? 1 : a < 0 ? -1 : 0; break;
  case EXPR_SQRT: *da = 0.5 / vi; break;
  case EXPR_EXP: *da = vi; break;
  case EXPR_LOG: *da = 1 / a; break;
  case EXPR_LOG2: *da = 1 / (a * log(2.0)); break;
  case EXPR_LOG10: *da = 1 / (a * log(10.0)); break;
  case EXPR_SIN: *da = cos(a); break;
  case EXPR_COS: *da = -sin(a); break;
  case EXPR_TAN: *da = 1 + vi * vi; break;
  case EXPR_ASIN: *da = 1 / sqrt(1 - a * a); break;
  case EXPR_ACOS: *da = -1 / sqrt(1 - a * a); break;
  case EXPR_ATAN: *da = 1 / (1 + a * a); break;
  case EXPR_SINH: *da = cosh(a); break;
  case EXPR_COSH: *da = sinh(a); break;
  case EXPR_TANH: *da = 1 - vi * vi; break;
  case EXPR_ASINH: *da = 1 / sqrt(a * a + 1); break;
  case EXPR_ACOSH: *da = 1 / sqrt(a * a - 1); break;
  case EXPR_ATANH: *da = 1 / (1 - a * a); break;
  case EXPR_CBRT: *da = 1 / (3 * vi * vi); break;
  case EXPR_ATAN2: { double q = a * a + b * b; *da = b / q; *db = -a / q; break; }
  case EXPR_MIN: *da = a <= b; *db = a > b; break;
  case EXPR_MAX: *da = a >= b; *db = a < b; break;
  case EXPR_FMOD: *da = 1; *db = -floor(a / b); break;
  case EXPR_LOGB: *da = 1 / (a * log(b)); *db = -vi / (b * log(b)); break;
  default: *da = 0; break;   /* piecewise constant: floor, sign, relations, logic */
  }
}

/* Reverse sweep of equation e: accumulates partials into jx/jxd. */
static void backward(Tape *t, int e, double *jx, double *jxd) {
  int lo = t->eq_start[e], hi = t->eq_start[e + 1];
  double *v = t->val, *w = t->adj;
  for (int k = t->row_ent[e]; k < t->row_ent[e + 1]; k++) jx[k] = jxd[k] = 0;
  for (int i = lo; i < hi; i++) w[i] = 0;
  w[hi - 1] = 1;
  for (int i = hi - 1; i >= lo; i--) {
    double g = w[i];
    if (g == 0) continue;
    const TapeIns *in = &t->ins[i];
    switch ((ExprOp)in->op) {
    case EXPR_CONST: case EXPR_TIME: case EXPR_DOMAIN: break;
    case EXPR_VAR: jx[in->ent] += g; break;
    case EXPR_DER: jxd[in->ent] += g; break;
    case EXPR_SELECT: w[v[in->a] != 0 ? in->b : in->c] += g; break;
    case EXPR_ADD:
      w[in->a] += g;
      if (in->b >= 0) w[in->b] += g;
      break;
    default: {
      if (is_rel(in->op)) break;
      double da, db;
      partials(in, v, v[i], &da, &db);
      w[in->a] += g * da;
      if (in->b >= 0) w[in->b] += g * db;
    }
    }
  }
}

int tape_eval(Tape *t, const double *x, const double *xd, double tm, int dom,
              const double *cond, double *r, double *jx, double *jxd) {
  int bad = 0;
  for (int e = 0; e < t->neq; e++) {
    int lo = t->eq_start[e], hi = t->eq_start[e + 1];
    if (t->linear_row[e]) {   /* r = r0 + jx0 x + jxd0 x', no tape */
      double sum = t->r0[e];
      for (int k = t->row_ent[e]; k < t->row_ent[e + 1]; k++)
        sum += t->jx0[k] * x[t->ent_col[k]] + t->jxd0[k] * xd[t->ent_col[k]];
      r[e] = sum;
      if (!isfinite(sum)) bad = 1;
      if (jx) {
        int k0 = t->row_ent[e], k1 = t->row_ent[e + 1];
        memcpy(jx + k0, t->jx0 + k0, (size_t)(k1 - k0) * sizeof(double));
        memcpy(jxd + k0, t->jxd0 + k0, (size_t)(k1 - k0) * sizeof(double));
      }
      continue;
    }
    forward(t, lo, hi, x, xd, tm, dom, cond);
    r[e] = t->val[hi - 1];
    if (!isfinite(r[e])) bad = 1;
    if (!jx) continue;
    if (t->const_jac[e]) {
      int k0 = t->row_ent[e], k1 = t->row_ent[e + 1];
      memcpy(jx + k0, t->jx0 + k0, (size_t)(k1 - k0) * sizeof(double));
      memcpy(jxd + k0, t->jxd0 + k0, (size_t)(k1 - k0) * sizeof(double));
      continue;
    }
    backward(t, e, jx, jxd);
    for (int k = t->row_ent[e]; k < t->row_ent[e + 1]; k++)
      if (!isfinite(jx[k]) || !isfinite(jxd[k])) bad = 1;
  }
  return bad;
}

void tape_relations(Tape *t, const double *x, const double *xd, double tm, int dom,
                    double *truth, double *margin) {
  if (t->ncond == 0) return;
  forward(t, 0, t->nins, x, xd, tm, dom, NULL);
  for (int i = 0; i < t->nins; i++) {
    const TapeIns *in = &t->ins[i];
    if (!is_rel(in->op)) continue;
    truth[in->ent] = t->val[i];
    margin[in->ent] = t->val[in->a] - t->val[in->b];
  }
}
