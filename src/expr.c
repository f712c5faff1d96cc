/*
 * expr.c - expression pool: construction with constant folding, time
 * derivative, direct evaluation and printing (see expr.h).  The compiled
 * tapes used in the solver loop are in tape.c.
 */
#include "expr.h"
#include "arena.h"

#include <math.h>
#include <stdlib.h>

static const char *const op_names[EXPR_OP_COUNT] = {
  [EXPR_CONST] = "const", [EXPR_VAR] = "var", [EXPR_DER] = "der",
  [EXPR_TIME] = "now", [EXPR_DOMAIN] = "domain",
  [EXPR_NEG] = "-", [EXPR_ADD] = "+", [EXPR_SUB] = "-", [EXPR_MUL] = "*",
  [EXPR_DIV] = "/", [EXPR_POW] = "**", [EXPR_ABS] = "abs",
  [EXPR_SQRT] = "sqrt", [EXPR_EXP] = "exp", [EXPR_LOG] = "log",
  [EXPR_LOG2] = "log2", [EXPR_LOG10] = "log10", [EXPR_SIN] = "sin",
  [EXPR_COS] = "cos", [EXPR_TAN] = "tan", [EXPR_ASIN] = "arcsin",
  [EXPR_ACOS] = "arccos", [EXPR_ATAN] = "arctan", [EXPR_SINH] = "sinh",
  [EXPR_COSH] = "cosh", [EXPR_TANH] = "tanh", [EXPR_ASINH] = "arcsinh",
  [EXPR_ACOSH] = "arccosh", [EXPR_ATANH] = "arctanh", [EXPR_CBRT] = "cbrt",
  [EXPR_FLOOR] = "floor", [EXPR_CEIL] = "ceil", [EXPR_ROUND] = "round",
  [EXPR_TRUNC] = "trunc", [EXPR_SIGN] = "sign", [EXPR_ATAN2] = "arctan",
  [EXPR_MIN] = "realmin", [EXPR_MAX] = "realmax", [EXPR_FMOD] = "mod",
  [EXPR_LOGB] = "log",
  [EXPR_LT] = "<", [EXPR_LE] = "<=", [EXPR_GT] = ">", [EXPR_GE] = ">=",
  [EXPR_EQ] = "=", [EXPR_NE] = "/=", [EXPR_AND] = "and", [EXPR_OR] = "or",
  [EXPR_XOR] = "xor", [EXPR_NOT] = "not", [EXPR_SELECT] = "select",
};

const char *expr_op_name(ExprOp op) {
  return op < EXPR_OP_COUNT && op_names[op] ? op_names[op] : "?";
}

ExprPool *expr_pool_new(void) { return xcalloc(1, sizeof(ExprPool)); }

void expr_pool_free(ExprPool **p) {
  if (!p || !*p) return;
  free((*p)->node);
  free(*p);
  *p = NULL;
}

static int push(ExprPool *p, ExprOp op, int a, int b, int c, double k, Loc loc) {
  if (p->n == p->cap) {
    p->cap = p->cap ? 2 * p->cap : 256;
    p->node = xrealloc(p->node, (size_t)p->cap * sizeof *p->node);
  }
  ExprNode *n = &p->node[p->n];
  n->op = (unsigned char)op;
  n->a = a;
  n->b = b;
  n->c = c;
  n->k = k;
  n->slot = -1;
  n->loc = loc;
  return p->n++;
}

int expr_const(ExprPool *p, double k) { return push(p, EXPR_CONST, -1, -1, -1, k, LOC_NONE); }
int expr_var(ExprPool *p, int var) { return push(p, EXPR_VAR, var, -1, -1, 0, LOC_NONE); }
int expr_der(ExprPool *p, int var) { return push(p, EXPR_DER, var, -1, -1, 0, LOC_NONE); }
int expr_time(ExprPool *p) { return push(p, EXPR_TIME, -1, -1, -1, 0, LOC_NONE); }
int expr_domain(ExprPool *p) { return push(p, EXPR_DOMAIN, -1, -1, -1, 0, LOC_NONE); }

int expr_is_const(const ExprPool *p, int e, double *k) {
  if (e < 0 || p->node[e].op != EXPR_CONST) return 0;
  if (k) *k = p->node[e].k;
  return 1;
}

static int is_rel(ExprOp op) { return op >= EXPR_LT && op <= EXPR_NE; }

/* Value of a one-argument operation (shared by folding and evaluation). */
static double apply1(ExprOp op, double a) {
  switch (op) {
  case EXPR_NEG: return -a;
  case EXPR_ABS: return fabs(a);
  case EXPR_SQRT: return sqrt(a);
  case EXPR_EXP: return exp(a);
  case EXPR_LOG: return log(a);
  case EXPR_LOG2: return log2(a);
  case EXPR_LOG10: return log10(a);
  case EXPR_SIN: return sin(a);
  case EXPR_COS: return cos(a);
  case EXPR_TAN: return tan(a);
  case EXPR_ASIN: return asin(a);
  case EXPR_ACOS: return acos(a);
  case EXPR_ATAN: return atan(a);
  case EXPR_SINH: return sinh(a);
  case EXPR_COSH: return cosh(a);
  case EXPR_TANH: return tanh(a);
  case EXPR_ASINH: return asinh(a);
  case EXPR_ACOSH: return acosh(a);
  case EXPR_ATANH: return atanh(a);
  case EXPR_CBRT: return cbrt(a);
  case EXPR_FLOOR: return floor(a);
  case EXPR_CEIL: return ceil(a);
  case EXPR_ROUND: return round(a);
  case EXPR_TRUNC: return trunc(a);
  case EXPR_SIGN: return a > 0 ? 1.0 : a < 0 ? -1.0 : 0.0;
  case EXPR_NOT: return a != 0 ? 0.0 : 1.0;
  default: return NAN;
  }
}

/* Value of a two-argument operation; relations give 0.0 or 1.0. */
static double apply2(ExprOp op, double a, double b) {
  switch (op) {
  case EXPR_ADD: return a + b;
  case EXPR_SUB: return a - b;
  case EXPR_MUL: return a * b;
  case EXPR_DIV: return a / b;
  case EXPR_POW: return pow(a, b);
  case EXPR_ATAN2: return atan2(a, b);
  case EXPR_MIN: return a < b ? a : b;
  case EXPR_MAX: return a > b ? a : b;
  case EXPR_FMOD: return a - b * floor(a / b);   /* VHDL mod: sign of b */
  case EXPR_LOGB: return log(a) / log(b);
  case EXPR_LT: return a < b;
  case EXPR_LE: return a <= b;
  case EXPR_GT: return a > b;
  case EXPR_GE: return a >= b;
  case EXPR_EQ: return a == b;
  case EXPR_NE: return a != b;
  case EXPR_AND: return (a != 0) && (b != 0);
  case EXPR_OR: return (a != 0) || (b != 0);
  case EXPR_XOR: return (a != 0) != (b != 0);
  default: return NAN;
  }
}

int expr_unary(ExprPool *p, ExprOp op, int a, Loc loc) {
  double ka;
  if (expr_is_const(p, a, &ka)) return expr_const(p, apply1(op, ka));
  if (op == EXPR_NEG && p->node[a].op == EXPR_NEG) return p->node[a].a;
  return push(p, op, a, -1, -1, 0, loc);
}

int expr_binary(ExprPool *p, ExprOp op, int a, int b, Loc loc) {
  double ka = 0, kb = 0;
  int ca = expr_is_const(p, a, &ka), cb = expr_is_const(p, b, &kb);
  if (ca && cb) return expr_const(p, apply2(op, ka, kb));
  switch (op) {
  case EXPR_ADD:
    if (ca && ka == 0) return b;
    if (cb && kb == 0) return a;
    break;
  case EXPR_SUB:
    if (cb && kb == 0) return a;
    if (ca && ka == 0) return expr_unary(p, EXPR_NEG, b, loc);
    break;
  case EXPR_MUL:
    if ((ca && ka == 0) || (cb && kb == 0)) return expr_const(p, 0.0);
    if (ca && ka == 1) return b;
    if (cb && kb == 1) return a;
    break;
  case EXPR_DIV:
    if (cb && kb == 1) return a;
    break;
  case EXPR_POW:
    if (cb && kb == 1) return a;
    if (cb && kb == 0) return expr_const(p, 1.0);
    break;
  default: break;
  }
  int e = push(p, op, a, b, -1, 0, loc);
  if (is_rel(op)) p->node[e].slot = p->ncond++;
  return e;
}

int expr_select(ExprPool *p, int cond, int if_true, int if_false, Loc loc) {
  double k;
  if (expr_is_const(p, cond, &k)) return k != 0 ? if_true : if_false;
  if (if_true == if_false) return if_true;
  return push(p, EXPR_SELECT, cond, if_true, if_false, 0, loc);
}

int expr_has_der(const ExprPool *p, int e) {
  const ExprNode *n = &p->node[e];
  switch (n->op) {
  case EXPR_DER: return 1;
  case EXPR_CONST: case EXPR_VAR: case EXPR_TIME: case EXPR_DOMAIN: return 0;
  default:
    return (n->a >= 0 && expr_has_der(p, n->a)) || (n->b >= 0 && expr_has_der(p, n->b)) ||
           (n->c >= 0 && expr_has_der(p, n->c));
  }
}

static int cst(ExprPool *p, double k) { return expr_const(p, k); }
static int mul(ExprPool *p, int a, int b) { return expr_binary(p, EXPR_MUL, a, b, LOC_NONE); }
static int add(ExprPool *p, int a, int b) { return expr_binary(p, EXPR_ADD, a, b, LOC_NONE); }
static int sub(ExprPool *p, int a, int b) { return expr_binary(p, EXPR_SUB, a, b, LOC_NONE); }
static int dvd(ExprPool *p, int a, int b) { return expr_binary(p, EXPR_DIV, a, b, LOC_NONE); }
static int un(ExprPool *p, ExprOp op, int a) { return expr_unary(p, op, a, LOC_NONE); }

/* f'(a) for one-argument functions, as an expression; -1 if not smooth
 * enough to have one we represent (treated as 0 by the caller). */
static int dfun1(ExprPool *p, ExprOp op, int a) {
  switch (op) {
  case EXPR_NEG: return cst(p, -1);
  case EXPR_ABS: return un(p, EXPR_SIGN, a);
  case EXPR_SQRT: return dvd(p, cst(p, 0.5), un(p, EXPR_SQRT, a));
  case EXPR_EXP: return un(p, EXPR_EXP, a);
  case EXPR_LOG: return dvd(p, cst(p, 1), a);
  case EXPR_LOG2: return dvd(p, cst(p, 1 / log(2.0)), a);
  case EXPR_LOG10: return dvd(p, cst(p, 1 / log(10.0)), a);
  case EXPR_SIN: return un(p, EXPR_COS, a);
  case EXPR_COS: return un(p, EXPR_NEG, un(p, EXPR_SIN, a));
  case EXPR_TAN: { int c = un(p, EXPR_COS, a); return dvd(p, cst(p, 1), mul(p, c, c)); }
  case EXPR_ASIN: return dvd(p, cst(p, 1), un(p, EXPR_SQRT, sub(p, cst(p, 1), mul(p, a, a))));
  case EXPR_ACOS: return dvd(p, cst(p, -1), un(p, EXPR_SQRT, sub(p, cst(p, 1), mul(p, a, a))));
  case EXPR_ATAN: return dvd(p, cst(p, 1), add(p, cst(p, 1), mul(p, a, a)));
  case EXPR_SINH: return un(p, EXPR_COSH, a);
  case EXPR_COSH: return un(p, EXPR_SINH, a);
  case EXPR_TANH: { int c = un(p, EXPR_COSH, a); return dvd(p, cst(p, 1), mul(p, c, c)); }
  case EXPR_ASINH: return dvd(p, cst(p, 1), un(p, EXPR_SQRT, add(p, mul(p, a, a), cst(p, 1))));
  case EXPR_ACOSH: return dvd(p, cst(p, 1), un(p, EXPR_SQRT, sub(p, mul(p, a, a), cst(p, 1))));
  case EXPR_ATANH: return dvd(p, cst(p, 1), sub(p, cst(p, 1), mul(p, a, a)));
  case EXPR_CBRT: { int c = un(p, EXPR_CBRT, a); return dvd(p, cst(p, 1), mul(p, cst(p, 3), mul(p, c, c))); }
  default: return cst(p, 0);   /* floor, ceil, round, trunc, sign, not: piecewise constant */
  }
}

int expr_ddt(ExprPool *p, int e) {
  ExprNode n = p->node[e];   /* copy: the pool may grow below */
  int da, db, dc;
  switch ((ExprOp)n.op) {
  case EXPR_CONST: case EXPR_DOMAIN: return n.op == EXPR_DOMAIN ? -1 : cst(p, 0);
  case EXPR_VAR: return expr_der(p, n.a);
  case EXPR_DER: return -1;
  case EXPR_TIME: return cst(p, 1);
  case EXPR_ADD: case EXPR_SUB:
    if ((da = expr_ddt(p, n.a)) < 0 || (db = expr_ddt(p, n.b)) < 0) return -1;
    return expr_binary(p, (ExprOp)n.op, da, db, n.loc);
  case EXPR_MUL:
    if ((da = expr_ddt(p, n.a)) < 0 || (db = expr_ddt(p, n.b)) < 0) return -1;
    return add(p, mul(p, da, n.b), mul(p, n.a, db));
  case EXPR_DIV:   /* (a/b)' = (a' - (a/b) b') / b */
    if ((da = expr_ddt(p, n.a)) < 0 || (db = expr_ddt(p, n.b)) < 0) return -1;
    return dvd(p, sub(p, da, mul(p, e, db)), n.b);
  case EXPR_POW: {  /* (a^b)' = a^b (b' ln a + b a'/a); constant b: b a^(b-1) a' */
    if ((da = expr_ddt(p, n.a)) < 0 || (db = expr_ddt(p, n.b)) < 0) return -1;
    double kb;
    if (expr_is_const(p, n.b, &kb))
      return mul(p, mul(p, cst(p, kb), expr_binary(p, EXPR_POW, n.a, cst(p, kb - 1), n.loc)), da);
    return mul(p, e, add(p, mul(p, db, un(p, EXPR_LOG, n.a)), dvd(p, mul(p, n.b, da), n.a)));
  }
  case EXPR_ATAN2: {  /* d atan2(y,x) = (x y' - y x') / (x^2 + y^2) */
    if ((da = expr_ddt(p, n.a)) < 0 || (db = expr_ddt(p, n.b)) < 0) return -1;
    return dvd(p, sub(p, mul(p, n.b, da), mul(p, n.a, db)),
               add(p, mul(p, n.a, n.a), mul(p, n.b, n.b)));
  }
  case EXPR_MIN: case EXPR_MAX: {
    if ((da = expr_ddt(p, n.a)) < 0 || (db = expr_ddt(p, n.b)) < 0) return -1;
    int c = expr_binary(p, n.op == EXPR_MIN ? EXPR_LE : EXPR_GE, n.a, n.b, n.loc);
    return expr_select(p, c, da, db, n.loc);
  }
  case EXPR_FMOD: case EXPR_LOGB:
    if ((da = expr_ddt(p, n.a)) < 0 || (db = expr_ddt(p, n.b)) < 0) return -1;
    if (n.op == EXPR_FMOD) return da;
    /* log_b(a) = ln a / ln b */
    return dvd(p, sub(p, dvd(p, da, n.a), mul(p, e, dvd(p, db, n.b))), un(p, EXPR_LOG, n.b));
  case EXPR_LT: case EXPR_LE: case EXPR_GT: case EXPR_GE: case EXPR_EQ: case EXPR_NE:
  case EXPR_AND: case EXPR_OR: case EXPR_XOR: case EXPR_NOT:
  case EXPR_FLOOR: case EXPR_CEIL: case EXPR_ROUND: case EXPR_TRUNC: case EXPR_SIGN:
    return expr_has_der(p, e) ? -1 : cst(p, 0);
  case EXPR_SELECT:
    if (expr_has_der(p, n.a)) return -1;
    if ((db = expr_ddt(p, n.b)) < 0 || (dc = expr_ddt(p, n.c)) < 0) return -1;
    return expr_select(p, n.a, db, dc, n.loc);
  default:   /* one-argument functions: f'(a) a' */
    if ((da = expr_ddt(p, n.a)) < 0) return -1;
    return mul(p, dfun1(p, (ExprOp)n.op, n.a), da);
  }
}

double expr_eval(const ExprPool *p, int e, const double *x, const double *xd,
                 double t, int dom, const double *cond) {
  const ExprNode *n = &p->node[e];
  switch ((ExprOp)n->op) {
  case EXPR_CONST: return n->k;
  case EXPR_VAR: return x[n->a];
  case EXPR_DER: return xd ? xd[n->a] : 0.0;
  case EXPR_TIME: return t;
  case EXPR_DOMAIN: return dom;
  case EXPR_SELECT:
    return expr_eval(p, n->a, x, xd, t, dom, cond) != 0 ? expr_eval(p, n->b, x, xd, t, dom, cond)
                                                        : expr_eval(p, n->c, x, xd, t, dom, cond);
  case EXPR_LT: case EXPR_LE: case EXPR_GT: case EXPR_GE: case EXPR_EQ: case EXPR_NE:
    if (cond && n->slot >= 0) return cond[n->slot];
    /* fall through */
  default:
    if (n->b < 0) return apply1((ExprOp)n->op, expr_eval(p, n->a, x, xd, t, dom, cond));
    return apply2((ExprOp)n->op, expr_eval(p, n->a, x, xd, t, dom, cond),
                  expr_eval(p, n->b, x, xd, t, dom, cond));
  }
}

/* Exposed for tape.c so that both evaluators agree bit for bit. */
double expr_apply1(ExprOp op, double a) { return apply1(op, a); }
double expr_apply2(ExprOp op, double a, double b) { return apply2(op, a, b); }

static int infix(ExprOp op) {
  return (op >= EXPR_ADD && op <= EXPR_POW) || is_rel(op) || op == EXPR_AND ||
         op == EXPR_OR || op == EXPR_XOR;
}

void expr_print(FILE *f, const ExprPool *p, int e,
                const char *(*var_name)(void *ctx, int var), void *ctx) {
  const ExprNode *n = &p->node[e];
  switch ((ExprOp)n->op) {
  case EXPR_CONST: fprintf(f, "%.10g", n->k); return;
  case EXPR_VAR: case EXPR_DER:
    if (var_name) fputs(var_name(ctx, n->a), f);
    else fprintf(f, "x[%d]", n->a);
    if (n->op == EXPR_DER) fputs("'dot", f);
    return;
  case EXPR_TIME: fputs("now", f); return;
  case EXPR_DOMAIN: fputs("domain", f); return;
  case EXPR_SELECT:
    fputs("(if ", f);
    expr_print(f, p, n->a, var_name, ctx);
    fputs(" then ", f);
    expr_print(f, p, n->b, var_name, ctx);
    fputs(" else ", f);
    expr_print(f, p, n->c, var_name, ctx);
    fputs(")", f);
    return;
  default:
    if (infix((ExprOp)n->op)) {
      fputc('(', f);
      expr_print(f, p, n->a, var_name, ctx);
      fprintf(f, " %s ", expr_op_name((ExprOp)n->op));
      expr_print(f, p, n->b, var_name, ctx);
      fputc(')', f);
    } else {
      fprintf(f, "%s(", expr_op_name((ExprOp)n->op));
      expr_print(f, p, n->a, var_name, ctx);
      if (n->b >= 0) {
        fputs(", ", f);
        expr_print(f, p, n->b, var_name, ctx);
      }
      fputc(')', f);
    }
  }
}
