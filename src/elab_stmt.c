/*
 * elab_stmt.c - concurrent and simultaneous statements.
 *
 * `a == b;` gives the residual a - b.  A simultaneous if or case gives,
 * for each k, the SELECT over its branches of their k-th equations (the
 * branches are flattened first, so nested ifs and cases work), which
 * requires every branch to give the same number of equations.  Branches
 * whose conditions are static are decided at elaboration.  Break elements
 * are recorded and resolved to unknowns after the whole design is known
 * (elab.c).  Instances are elaborated by elab_inst.c.  Everything else is
 * reported as not supported, at the construct.
 */
#include "elab_int.h"

#include <stdlib.h>
#include <string.h>

static void push(EqVec *v, int e, Loc loc) {
  ELAB_GROW(v->v, v->n, v->cap);
  v->v[v->n++] = (EqItem){e, loc};
}

static void simul(Elab *E, Scope *s, AstNode *st, EqVec *out);

static void simul_list(Elab *E, Scope *s, AstNode *stmts, EqVec *out) {
  for (AstNode *st = stmts; st; st = st->next) simul(E, s, st, out);
}

/* a == b; */
static void simple(Elab *E, Scope *s, AstNode *st, EqVec *out) {
  Val a = elab_expr(E, s, st->a), b = elab_expr(E, s, st->b);
  if (!elab_is_real(a.t)) {
    elab_error(E, elab_loc(st->a), "the left side of '==' must be a floating-point expression, "
               "not %s", elab_type_name(a.t));
    return;
  }
  if (!elab_is_real(b.t)) {
    elab_error(E, elab_loc(st->b), "the right side of '==' must be a floating-point "
               "expression, not %s", elab_type_name(b.t));
    return;
  }
  if (a.t->kind == TY_ERROR || b.t->kind == TY_ERROR) return;
  if (a.t->base != b.t->base) {
    elab_error(E, st->loc, "the two sides of '==' have different types (%s and %s)",
               elab_type_name(a.t), elab_type_name(b.t));
    return;
  }
  push(out, expr_binary(E->pool, EXPR_SUB, a.e, b.e, st->loc), st->loc);
}

typedef struct Branch {
  int cond;       /* -1: else / others */
  EqVec eqs;
  AstNode *node;  /* the IF_BRANCH or CASE_ALT */
} Branch;

/* "1 equation", "2 equations" */
static const char *equations(Elab *E, int n) {
  return arena_printf(E->tmp, "%d equation%s", n, n == 1 ? "" : "s");
}

/* How branch br of st is named in messages. */
static const char *branch_name(const AstNode *st, const AstNode *br) {
  if (st->kind == AST_SIMUL_CASE) return "this alternative";
  if (br == st->list) return "the first branch";
  return br->a ? "this elsif branch" : "the else branch";
}

/* Joins the branches b[0..m) (b[m-1] is the else branch if have_else)
 * equation by equation into out.  Branches that give a different number
 * of equations than the first are reported at their `elsif`, `else` or
 * `when`. */
static void combine(Elab *E, AstNode *st, Branch *b, int m, int have_else, EqVec *out) {
  const char *what = st->kind == AST_SIMUL_IF ? "if" : "case";
  if (!have_else) {
    for (int i = 0; i < m; i++)
      if (b[i].eqs.n) {
        elab_error(E, st->loc, "simultaneous %s without else must give no equations (not "
                   "supported yet: a branch with %s and no else branch)",
                   what, equations(E, b[i].eqs.n));
        return;
      }
    return;
  }
  int n = b[0].eqs.n;
  for (int i = 1; i < m; i++)
    if (b[i].eqs.n != n) {
      elab_error(E, b[i].node->loc, "the branches of this simultaneous %s give different numbers "
                 "of equations: %s gives %s, %s gives %s; each branch must give the same number",
                 what, branch_name(st, b[i].node), equations(E, b[i].eqs.n),
                 branch_name(st, b[0].node), equations(E, n));
      elab_note(E, b[0].node->loc, "%s is here", branch_name(st, b[0].node));
      return;
    }
  for (int k = 0; k < n; k++) {
    int e = b[m - 1].eqs.v[k].e;
    for (int i = m - 2; i >= 0; i--) e = expr_select(E->pool, b[i].cond, b[i].eqs.v[k].e, e, st->loc);
    push(out, e, b[0].eqs.v[k].loc);
  }
}

/* if c1 use ... elsif c2 use ... else ... end use;  and
 * case e use when a => ... when others => ... end case; */
static void simul_branches(Elab *E, Scope *s, AstNode *st, EqVec *out) {
  int is_case = st->kind == AST_SIMUL_CASE;
  int n = ast_count(st->list), m = 0, have_else = 0;
  Branch *b = xcalloc((size_t)n + 1, sizeof *b);
  Val sel = is_case ? elab_expr(E, s, st->a) : (Val){E->t_error, -1, 0};
  if (is_case && sel.t->kind != TY_INT && sel.t->kind != TY_ENUM && sel.t->kind != TY_ERROR) {
    elab_error(E, elab_loc(st->a), "the selector of a case must be of a discrete type "
               "(integer or enumeration), not %s", elab_type_name(sel.t));
    free(b);
    return;
  }
  for (AstNode *br = st->list; br; br = br->next) {
    int others = 0, c;
    if (is_case) c = elab_choices(E, s, sel, br->list, &others);
    else if (br->a) c = elab_cond(E, s, br->a);
    else others = 1, c = -1;
    if (is_case && !br->next) others = 1;   /* choices cover all: the last one is the rest */
    double k = 0;
    int is_static = !others && expr_is_const(E->pool, c, &k);
    if (is_static && k == 0) continue;   /* never taken */
    int always = others || is_static;
    simul_list(E, s, br->stmts, &b[m].eqs);
    b[m].node = br;
    b[m++].cond = always ? -1 : c;
    if (always) {
      have_else = 1;
      break;
    }
  }
  combine(E, st, b, m, have_else, out);
  for (int i = 0; i <= n; i++) free(b[i].eqs.v);
  free(b);
}

static void simul(Elab *E, Scope *s, AstNode *st, EqVec *out) {
  if (!elab_enter(E, st->loc)) return;
  switch (st->kind) {
  case AST_SIMPLE_SIMUL: simple(E, s, st, out); break;
  case AST_SIMUL_IF: case AST_SIMUL_CASE: simul_branches(E, s, st, out); break;
  case AST_SIMUL_NULL: break;
  case AST_PROCEDURAL:
    elab_error(E, st->loc, "not supported yet: simultaneous procedural statements");
    break;
  case AST_ERROR: break;
  default:
    elab_error(E, st->loc, "%s is not allowed inside a simultaneous if or case",
               ast_kind_name(st->kind));
    break;
  }
  elab_leave(E);
}

/* One break element: `x => v`, `x'dot => v` or `x'integ => v` (the last
 * gives the integral's starting value: it replaces the quiescent
 * augmentation of the implicit quantity x'integ). */
static void break_elem(Elab *E, Scope *s, AstNode *el) {
  if (el->c) {
    elab_error(E, el->c->loc, "not supported yet: break elements with a 'for' quantity");
    return;
  }
  AstNode *q = el->a;
  int deriv = 0;
  if (q && q->kind == AST_ATTR && q->name && strcmp(q->name, "integ") == 0 && !q->b) {
    Val target = elab_expr(E, s, q);   /* the implicit quantity: VAR of its unknown */
    if (target.t->kind == TY_ERROR) return;
    Val v = elab_static(E, s, el->b, "the value of a break element");
    if (elab_check(E, v, target.t, elab_loc(el->b), "the value of the break") < 0 ||
        v.t->kind == TY_ERROR)
      return;
    ELAB_GROW(E->brk, E->nbrk, E->capbrk);
    PendBreak *b = &E->brk[E->nbrk++];
    b->e = target.e;
    b->deriv = 0;
    expr_is_const(E->pool, v.e, &b->value);
    b->loc = el->loc;
    b->what = "'integ";
    return;
  }
  if (q && q->kind == AST_ATTR && q->name && strcmp(q->name, "dot") == 0 && !q->b) {
    deriv = 1;
    q = q->a;
  }
  if (!q || (q->kind != AST_NAME && q->kind != AST_SELECTED)) {
    elab_error(E, el->loc, "not supported yet: break on this kind of target (use a quantity "
               "or a quantity'dot)");
    return;
  }
  Obj *o = elab_resolve(E, s, q);
  if (!o) return;
  if (o->kind != OBJ_QUANTITY) {
    elab_error(E, q->loc, "a break applies to quantities; '%s' is %s", o->name, elab_kind_name(o->kind));
    return;
  }
  Val v = elab_static(E, s, el->b, "the value of a break element");
  if (elab_check(E, v, o->val.t, elab_loc(el->b), "the value of the break") < 0 || v.t->kind == TY_ERROR)
    return;
  ELAB_GROW(E->brk, E->nbrk, E->capbrk);
  PendBreak *b = &E->brk[E->nbrk++];
  b->e = o->val.e;
  b->deriv = deriv;
  expr_is_const(E->pool, v.e, &b->value);
  b->loc = el->loc;
  b->what = deriv ? arena_printf(E->tmp, "%s'dot", o->path) : o->path;
}

/* break elements [on names] [when condition];  the last two are reported
 * at their first name and at the condition. */
static void break_stmt(Elab *E, Scope *s, AstNode *st) {
  if (st->a || st->b) {
    elab_error(E, elab_loc(st->a ? st->a : st->b), "not supported yet: break statements with "
               "'%s' (%s)", st->a ? "on" : "when", st->a ? "a sensitivity list" : "a condition");
    return;
  }
  for (AstNode *el = st->list; el; el = el->next) break_elem(E, s, el);
}

/* The name of an unsupported concurrent statement. */
static const char *unsupported(AstKind k) {
  switch (k) {
  case AST_PROCEDURAL: return "simultaneous procedural statements";
  case AST_PROCESS: return "process statements";
  case AST_SIGNAL_ASSIGN: return "concurrent signal assignments";
  case AST_BLOCK: return "block statements";
  case AST_GENERATE: return "generate statements";
  case AST_ASSERT: return "concurrent assertions";
  case AST_PROC_CALL: return "concurrent procedure calls";
  default: return NULL;
  }
}

/* Reports a label used twice among the statements of region s. */
static void check_label(Elab *E, Scope *s, AstNode *st) {
  AstNode *first = elab_map_get(&s->labels, st->name);
  if (!first) {
    elab_map_put(&s->labels, E->tmp, st->name, st);
    return;
  }
  elab_error(E, st->loc, "duplicate label '%s'", st->name);
  elab_note(E, first->loc, "'%s' is first used here", st->name);
}

void elab_stmts(Elab *E, Scope *s, AstNode *stmts) {
  for (AstNode *st = stmts; st; st = st->next) {
    if (st->name && st->kind != AST_ERROR) {
      int before = E->errors;
      check_label(E, s, st);
      if (E->errors != before) continue;
    }
    switch (st->kind) {
    case AST_SIMPLE_SIMUL: case AST_SIMUL_IF: case AST_SIMUL_CASE: case AST_SIMUL_NULL: {
      EqVec v = {0};
      simul(E, s, st, &v);
      for (int i = 0; i < v.n; i++) elab_add_eq(E, v.v[i].e, DAE_EQ_SIMUL, -1, v.v[i].loc, s->path);
      free(v.v);
      break;
    }
    case AST_INSTANCE: elab_instance(E, s, st); break;
    case AST_BREAK: break_stmt(E, s, st); break;
    case AST_ERROR: break;
    default: {
      const char *what = unsupported(st->kind);
      if (what) elab_error(E, st->loc, "not supported yet: %s", what);
      else elab_error(E, st->loc, "%s is not allowed among concurrent statements",
                      ast_kind_name(st->kind));
      break;
    }
    }
  }
}
