/*
 * elab_func.c - function calls, type conversions and case choices.
 *
 * A user function is expanded inline at each call: its parameters are
 * bound to the argument expressions (positional, named, defaults) in a new
 * region nested in the one the body was declared in, local constants are
 * evaluated there, and the body is evaluated as an expression: `return e`
 * gives e, an if/elsif/else (or case) whose branches return gives a chain
 * of SELECTs.  Conditions that are static pick their branch at once.
 * Other sequential statements and recursion are reported as unsupported.
 *
 * A function declared without a body in a package named math_real (IEEE
 * 1076.2, as in stdlib/ieee/math_real.vhd) maps by name to an operation of
 * the expression pool, so the solver differentiates it exactly.
 */
#include "elab_int.h"

#include <string.h>

#define MAX_STEPS 100000   /* statements evaluated per outermost call */

typedef struct Arg {
  const char *formal;   /* named association: the formal's name, else NULL */
  Loc loc;
  Val v;
} Arg;

/* ---- math_real ---- */

static const struct MathFn {
  const char *name;
  ExprOp op1, op2;      /* for 1 and 2 arguments; EXPR_OP_COUNT: none */
} math_fns[] = {
  {"sqrt", EXPR_SQRT, EXPR_OP_COUNT}, {"exp", EXPR_EXP, EXPR_OP_COUNT},
  {"log", EXPR_LOG, EXPR_LOGB}, {"log2", EXPR_LOG2, EXPR_OP_COUNT},
  {"log10", EXPR_LOG10, EXPR_OP_COUNT}, {"sin", EXPR_SIN, EXPR_OP_COUNT},
  {"cos", EXPR_COS, EXPR_OP_COUNT}, {"tan", EXPR_TAN, EXPR_OP_COUNT},
  {"arcsin", EXPR_ASIN, EXPR_OP_COUNT}, {"arccos", EXPR_ACOS, EXPR_OP_COUNT},
  {"arctan", EXPR_ATAN, EXPR_ATAN2}, {"sinh", EXPR_SINH, EXPR_OP_COUNT},
  {"cosh", EXPR_COSH, EXPR_OP_COUNT}, {"tanh", EXPR_TANH, EXPR_OP_COUNT},
  {"arcsinh", EXPR_ASINH, EXPR_OP_COUNT}, {"arccosh", EXPR_ACOSH, EXPR_OP_COUNT},
  {"arctanh", EXPR_ATANH, EXPR_OP_COUNT}, {"cbrt", EXPR_CBRT, EXPR_OP_COUNT},
  {"ceil", EXPR_CEIL, EXPR_OP_COUNT}, {"floor", EXPR_FLOOR, EXPR_OP_COUNT},
  {"round", EXPR_ROUND, EXPR_OP_COUNT}, {"trunc", EXPR_TRUNC, EXPR_OP_COUNT},
  {"sign", EXPR_SIGN, EXPR_OP_COUNT}, {"realmax", EXPR_OP_COUNT, EXPR_MAX},
  {"realmin", EXPR_OP_COUNT, EXPR_MIN}, {"mod", EXPR_OP_COUNT, EXPR_FMOD},
  {"**", EXPR_OP_COUNT, EXPR_POW},
};

/* Compares a function designator with name, ignoring the quotes of an
 * operator symbol ("mod" or mod). */
static int same_designator(const char *designator, const char *name) {
  size_t n = strlen(designator);
  if (n >= 2 && designator[0] == '"' && designator[n - 1] == '"')
    return n - 2 == strlen(name) && strncmp(designator + 1, name, n - 2) == 0;
  return strcmp(designator, name) == 0;
}

/* The built-in operation for body-less function g of math_real. */
static Val math_call(Elab *E, AstNode *site, Obj *g, Val *arg, int n, Type *rt) {
  for (size_t i = 0; i < sizeof math_fns / sizeof *math_fns; i++) {
    const struct MathFn *m = &math_fns[i];
    if (!same_designator(g->name, m->name)) continue;
    if (n == 1 && m->op1 != EXPR_OP_COUNT)
      return (Val){rt, expr_unary(E->pool, m->op1, arg[0].e, site->loc), 0};
    if (n == 2 && m->op2 != EXPR_OP_COUNT)
      return (Val){rt, expr_binary(E->pool, m->op2, arg[0].e, arg[1].e, site->loc), 0};
  }
  elab_error(E, site->loc, "not supported yet: math_real function '%s' with %d argument%s",
             g->name, n, n == 1 ? "" : "s");
  return elab_error_val(E);
}

/* ---- binding arguments to parameters ---- */

/* Index of parameter name in the IFACE chain params, or -1. */
static int param_index(AstNode *params, const char *name) {
  int i = 0;
  for (AstNode *p = params; p; p = p->next, i++)
    if (p->name && strcmp(p->name, name) == 0) return i;
  return -1;
}

/* The type of a parameter's type mark, without messages: NULL when it
 * is unknown or unsupported (the candidate then does not match). */
static Type *param_type(Elab *E, Scope *s, AstNode *mark) {
  if (mark && mark->kind == AST_SUBTYPE_IND) mark = mark->a;
  if (!mark || (mark->kind != AST_NAME && mark->kind != AST_SELECTED)) return NULL;
  Obj *o = mark->kind == AST_NAME ? elab_lookup(E, s, mark->name) : elab_resolve(E, s, mark);
  if (!o || o->kind != OBJ_TYPE || o->type->kind == TY_UNSUPPORTED) return NULL;
  return o->type;
}

/* Binds args to the parameters of g into slot[] (NULL slot type: take the
 * default).  Returns 0 if the call matches; with report set, says why not. */
static int bind(Elab *E, Obj *g, Arg *args, int nargs, Val *slot, Loc site, int report) {
  AstNode *params = g->decl->list;
  int np = ast_count(params);
  Loc *where = arena_alloc(E->tmp, (size_t)(np + 1) * sizeof *where);   /* per parameter */
  for (int i = 0; i < np; i++) slot[i].t = NULL;
  for (int i = 0; i < nargs; i++) {
    int k = args[i].formal ? param_index(params, args[i].formal) : i;
    if (k < 0 || k >= np) {
      if (report && k < 0)
        elab_error(E, args[i].loc, "function '%s' has no parameter '%s'", g->name, args[i].formal);
      else if (report)
        elab_error(E, args[i].loc, "too many arguments for function '%s' (it has %d "
                   "parameter%s)", g->name, np, np == 1 ? "" : "s");
      return -1;
    }
    if (slot[k].t) {
      if (report) elab_error(E, args[i].loc, "parameter '%s' is given twice", args[i].formal);
      return -1;
    }
    slot[k] = args[i].v;
    where[k] = args[i].loc;
  }
  int i = 0;
  for (AstNode *p = params; p; p = p->next, i++) {
    if (!slot[i].t) {
      if (p->b) continue;
      if (report) elab_error(E, site, "missing argument for parameter '%s' of function '%s'", p->name, g->name);
      return -1;
    }
    Type *t = param_type(E, g->home, p->a);
    if (t && (t->kind == TY_ERROR || slot[i].t->base == t->base)) continue;
    if (report && t)
      elab_check(E, slot[i], t, where[i], arena_printf(E->tmp, "argument '%s' of '%s'", p->name,
                                                       g->name));
    else if (report) elab_type_mark(E, g->home, p->a);
    return -1;
  }
  return 0;
}

/* ---- the body ---- */

typedef struct Cont {   /* statements still to run after a nested list */
  AstNode *stmts;
  struct Cont *up;
} Cont;

static int seq(Elab *E, Scope *fs, AstNode *st, Cont *k, Obj *g, Val *out);

/* Combines branch values: v = c_1 ? v_1 : c_2 ? v_2 : ... : v_else. */
static int branches(Elab *E, Scope *fs, AstNode *alts, Val sel, int is_case, Cont *k, Obj *g,
                    Val *out) {
  int n = ast_count(alts), m = 0, have_else = 0;
  int *cond = arena_alloc(E->tmp, (size_t)n * sizeof *cond);
  Val *val = arena_alloc(E->tmp, (size_t)(n + 1) * sizeof *val);
  for (AstNode *b = alts; b; b = b->next) {
    int others = 0;
    int c = is_case ? elab_choices(E, fs, sel, b->list, &others)
                    : b->a ? elab_cond(E, fs, b->a) : (others = 1, -1);
    double kc = 0;
    if (!others && expr_is_const(E->pool, c, &kc) && kc == 0) continue;   /* never taken */
    if (seq(E, fs, b->stmts, k, g, &val[m]) < 0) return -1;
    if (others || expr_is_const(E->pool, c, NULL)) {   /* always taken from here */
      have_else = 1;
      break;
    }
    cond[m++] = c;
  }
  if (!have_else && seq(E, fs, NULL, k, g, &val[m]) < 0) return -1;
  Val v = val[m];
  for (int i = m - 1; i >= 0; i--) {
    if (val[i].t->base != v.t->base && val[i].t->kind != TY_ERROR && v.t->kind != TY_ERROR) {
      elab_error(E, g->decl->loc, "the branches of function '%s' return different types (%s "
                 "and %s)", g->name, elab_type_name(val[i].t), elab_type_name(v.t));
      return -1;
    }
    v.e = expr_select(E->pool, cond[i], val[i].e, v.e, LOC_NONE);
  }
  *out = v;
  return 0;
}

/* Evaluates the statements st, then the continuations k, up to a return.
 * Returns 0 with *out set, or -1 after a report. */
static int seq(Elab *E, Scope *fs, AstNode *st, Cont *k, Obj *g, Val *out) {
  for (; st; st = st->next) {
    if (++E->steps > MAX_STEPS) {
      elab_error(E, st->loc, "function '%s' is too complex to expand inline", g->name);
      return -1;
    }
    switch (st->kind) {
    case AST_RETURN:
      if (!st->a) {
        elab_error(E, st->loc, "return without a value in function '%s'", g->name);
        return -1;
      }
      *out = elab_expr(E, fs, st->a);
      return 0;
    case AST_SEQ_IF: case AST_SEQ_CASE: {
      if (!elab_enter(E, st->loc)) return -1;
      Cont next = {st->next, k};
      Val sel = {E->t_error, -1, 0};
      if (st->kind == AST_SEQ_CASE) sel = elab_expr(E, fs, st->a);
      if (st->kind == AST_SEQ_CASE && sel.t->kind != TY_INT && sel.t->kind != TY_ENUM) {
        if (sel.t->kind != TY_ERROR)
          elab_error(E, elab_loc(st->a), "the selector of a case must be of a discrete type "
                     "(integer or enumeration), not %s", elab_type_name(sel.t));
        elab_leave(E);
        return -1;
      }
      int rc = branches(E, fs, st->list, sel, st->kind == AST_SEQ_CASE, &next, g, out);
      elab_leave(E);
      return rc;
    }
    case AST_NULL_STMT: break;
    case AST_ASSERT: case AST_REPORT:
      elab_warning(E, st->loc, "%s in function '%s' ignored", ast_kind_name(st->kind), g->name);
      break;
    case AST_ERROR: return -1;
    default:
      elab_error(E, st->loc, "not supported yet: %s in functions", ast_kind_name(st->kind));
      return -1;
    }
  }
  if (k) return seq(E, fs, k->stmts, k->up, g, out);
  elab_error(E, g->body->loc, "function '%s' can end without a return statement", g->name);
  return -1;
}

/* Expands the body of g with the bound arguments. */
static Val expand(Elab *E, AstNode *site, Obj *g, Val *slot, Type *rt) {
  if (g->active) {
    elab_error(E, site->loc, "not supported yet: recursive function '%s'", g->name);
    return elab_error_val(E);
  }
  if (E->calls >= ELAB_MAX_CALLS) {
    elab_error(E, site->loc, "function calls nested too deeply (more than %d)", ELAB_MAX_CALLS);
    return elab_error_val(E);
  }
  Scope *fs = elab_scope_new(E, g->home, NULL, NULL);
  int i = 0;
  for (AstNode *p = g->decl->list; p; p = p->next, i++) {
    Obj *o = elab_obj_new(E, OBJ_CONST, p->name, p->loc);
    Type *t = elab_type_mark(E, g->home, p->a);
    o->val = slot[i].t ? slot[i] : elab_expr(E, fs, p->b);
    o->val.t = t;
    elab_declare(E, fs, o);
  }
  g->active = 1;
  E->calls++;
  int outer = E->calls == 1;
  if (outer) E->steps = 0;
  elab_decls(E, fs, g->body->decls, DECL_FUNC);
  Val v;
  int rc = seq(E, fs, g->body->stmts, NULL, g, &v);
  E->calls--;
  g->active = 0;
  if (rc < 0) return elab_error_val(E);
  if (elab_check(E, v, rt, site->loc, "the value returned") < 0) return elab_error_val(E);
  v.t = rt;
  v.now = 0;
  return v;
}

/* Evaluates the arguments of a call; NULL after an error. */
static Arg *eval_args(Elab *E, Scope *s, AstNode *args, int *nargs) {
  int n = ast_count(args), i = 0, named = 0;
  Arg *av = arena_alloc(E->tmp, (size_t)(n + 1) * sizeof *av);
  for (AstNode *a = args; a; a = a->next, i++) {
    AstNode *x = a->kind == AST_ASSOC ? a->b : a;
    av[i].loc = elab_loc(x);
    if (a->kind == AST_ASSOC && a->a) {
      if (a->a->kind != AST_NAME) {
        elab_error(E, a->a->loc, "not supported yet: this form of formal designator");
        return NULL;
      }
      av[i].formal = a->a->name;
      named = 1;
    } else if (named) {
      elab_error(E, av[i].loc, "positional argument after named arguments");
      return NULL;
    }
    if (!x || x->kind == AST_OPEN) {
      elab_error(E, a->loc, "'open' is not allowed as a function argument");
      return NULL;
    }
    av[i].v = elab_expr(E, s, x);
    if (av[i].v.t->kind == TY_ERROR) return NULL;
  }
  *nargs = n;
  return av;
}

/* Reports a call of overloaded function f that no declaration accepts:
 * by the numbers of parameters when none takes nargs arguments, else by
 * the argument types. */
static void no_match(Elab *E, AstNode *site, Obj *f, const Arg *av, int nargs) {
  char counts[128] = "", types[256] = "";
  int seen[33] = {0}, fits = 0, ncounts = 0, k = 0;
  for (Obj *g = f; g; g = g->homonym) {
    if (g->kind != OBJ_FUNC) continue;
    int np = 0, need = 0;
    for (AstNode *p = g->decl->list; p; p = p->next) np++, need += p->b == NULL;
    fits |= need <= nargs && nargs <= np;
    if (np <= 32) ncounts += !seen[np]++;
  }
  for (int np = 0; np <= 32; np++) {   /* "1, 2 or 3" */
    if (!seen[np]) continue;
    size_t len = strlen(counts);
    const char *sep = len == 0 ? "" : ++k == ncounts - 1 ? " or " : ", ";
    snprintf(counts + len, sizeof counts - len, "%s%d", sep, np);
  }
  if (!fits) {
    elab_error(E, site->loc, "wrong number of arguments for function '%s': %d given, it takes %s",
               f->name, nargs, counts);
    return;
  }
  for (int i = 0; i < nargs; i++) {
    size_t len = strlen(types);
    snprintf(types + len, sizeof types - len, "%s%s", i ? ", " : "", elab_type_name(av[i].v.t));
  }
  elab_error(E, site->loc, "no declaration of function '%s' accepts arguments of types (%s)",
             f->name, types);
}

Val elab_call(Elab *E, Scope *s, AstNode *site, Obj *f, AstNode *args) {
  int nargs = 0, ncand = 0;
  Arg *av = eval_args(E, s, args, &nargs);
  if (!av) return elab_error_val(E);
  for (Obj *g = f; g; g = g->homonym) {
    if (g->kind != OBJ_FUNC) continue;
    ncand++;
    Val *slot = arena_alloc(E->tmp, (size_t)(ast_count(g->decl->list) + 1) * sizeof *slot);
    if (bind(E, g, av, nargs, slot, site->loc, 0) < 0) continue;
    Type *rt = elab_type_mark(E, g->home, g->decl->a);
    if (g->body) return expand(E, site, g, slot, rt);
    if (g->home->pkgname && strcmp(g->home->pkgname, "math_real") == 0)
      return math_call(E, site, g, slot, ast_count(g->decl->list), rt);
    elab_error(E, site->loc, "function '%s' has no body", g->name);
    elab_note(E, g->loc, "'%s' is declared here", g->name);
    return elab_error_val(E);
  }
  if (ncand == 1) {
    Obj *g = f;
    while (g->kind != OBJ_FUNC) g = g->homonym;
    Val *slot = arena_alloc(E->tmp, (size_t)(ast_count(g->decl->list) + 1) * sizeof *slot);
    bind(E, g, av, nargs, slot, site->loc, 1);
  } else {
    no_match(E, site, f, av, nargs);
  }
  return elab_error_val(E);
}

Val elab_convert(Elab *E, Scope *s, AstNode *site, Type *t, AstNode *args) {
  if (ast_count(args) != 1 || (args->kind == AST_ASSOC && args->a)) {
    elab_error(E, site->loc, "a type conversion %s(...) takes one expression", t->name);
    return elab_error_val(E);
  }
  AstNode *x = args->kind == AST_ASSOC ? args->b : args;
  Val v = elab_expr(E, s, x);
  if (v.t->kind == TY_ERROR || t->kind == TY_ERROR) return elab_error_val(E);
  TypeKind from = v.t->kind, to = t->kind;
  int num = (from == TY_REAL || from == TY_INT) && (to == TY_REAL || to == TY_INT);
  if (!num && v.t->base != t->base) {
    elab_error(E, site->loc, "cannot convert %s to %s", elab_type_name(v.t), elab_type_name(t));
    return elab_error_val(E);
  }
  if (to == TY_INT && from == TY_REAL) v.e = expr_unary(E->pool, EXPR_ROUND, v.e, site->loc);
  v.t = t;
  v.now = 0;
  return v;
}

/* One choice: an expression (equality) or a range (bounds inclusive). */
static int choice(Elab *E, Scope *s, Val sel, AstNode *c) {
  ExprPool *P = E->pool;
  if (c->kind == AST_RANGE) {
    Val lo = elab_static(E, s, c->a, "a choice"), hi = elab_static(E, s, c->b, "a choice");
    if (c->op == 1) { Val t = lo; lo = hi; hi = t; }
    if (elab_check(E, lo, sel.t, elab_loc(c->a), "the choice") < 0 ||
        elab_check(E, hi, sel.t, elab_loc(c->b), "the choice") < 0)
      return expr_const(P, 0);
    return expr_binary(P, EXPR_AND, expr_binary(P, EXPR_GE, sel.e, lo.e, c->loc),
                       expr_binary(P, EXPR_LE, sel.e, hi.e, c->loc), c->loc);
  }
  Val v = elab_static(E, s, c, "a choice");
  if (elab_check(E, v, sel.t, elab_loc(c), "the choice") < 0) return expr_const(P, 0);
  return expr_binary(P, EXPR_EQ, sel.e, v.e, c->loc);
}

int elab_choices(Elab *E, Scope *s, Val sel, AstNode *choices, int *others) {
  int cond = -1;
  *others = 0;
  for (AstNode *c = choices; c; c = c->next) {
    if (c->kind == AST_OTHERS) {
      *others = 1;
      continue;
    }
    int one = choice(E, s, sel, c);
    cond = cond < 0 ? one : expr_binary(E->pool, EXPR_OR, cond, one, c->loc);
  }
  return cond < 0 ? expr_const(E->pool, 0) : cond;
}
