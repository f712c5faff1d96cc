/*
 * elab_expr.c - expressions: names, literals, operators with VHDL's
 * static type rules, and attributes.
 *
 * Every expression becomes a Val: its type and an expression node of the
 * pool.  Types are strict as in VHDL (`2 * x` with a real x is an error),
 * with the arithmetic on TIME that the standard defines, plus one
 * leniency: `now` is REAL but may be compared with and added to TIME
 * values (the TIME counts in seconds).  After an error the result has type
 * t_error, which every check accepts silently, so that one mistake gives
 * one message.
 *
 * Attributes of quantities: Q'dot is the symbolic derivative of Q's
 * expression unless that expression already reads a derivative; then an
 * auxiliary unknown y = (the expression) is introduced and Q'dot is y'.
 * Q'integ is an auxiliary z with z' = Q.  Both are cached per quantity and
 * attribute chain, so x'dot'dot written twice creates one auxiliary.
 */
#include "elab_int.h"

#include <float.h>
#include <math.h>
#include <string.h>

Val elab_error_val(Elab *E) { return (Val){E->t_error, expr_const(E->pool, 0), 0}; }

int elab_is_real(const Type *t) { return t->kind == TY_REAL || t->kind == TY_ERROR; }

const char *elab_type_name(const Type *t) { return t->name; }

Loc elab_loc(const AstNode *n) {
  while (n && (n->kind == AST_BINARY || n->kind == AST_ATTR) && n->a) n = n->a;
  return n ? n->loc : LOC_NONE;
}

static int is_err(Val v) { return v.t->kind == TY_ERROR; }
static Val mk(Type *t, int e) { return (Val){t, e, 0}; }

/* An integer literal (possibly negated or in parentheses)? */
static int int_literal(const AstNode *n) {
  while (n && (n->kind == AST_PAREN || (n->kind == AST_UNARY && n->op == OP_NEG))) n = n->a;
  return n && n->kind == AST_NUM && n->op == 1;
}

int elab_check(Elab *E, Val v, Type *want, Loc loc, const char *what) {
  if (is_err(v) || want->kind == TY_ERROR || v.t->base == want->base) return 0;
  const char *hint = "";
  if (want->kind == TY_REAL && v.t->kind == TY_INT) hint = " (use a real literal such as 2.0, or real(...))";
  elab_error(E, loc, "type mismatch: %s is %s, expected %s%s", what, elab_type_name(v.t),
             elab_type_name(want), hint);
  return -1;
}

Val elab_static(Elab *E, Scope *s, AstNode *n, const char *what) {
  Val v = elab_expr(E, s, n);
  if (!is_err(v) && !expr_is_const(E->pool, v.e, NULL)) {
    elab_error(E, elab_loc(n), "%s must be static (known at elaboration); this expression "
               "depends on quantities or time", what);
    return elab_error_val(E);
  }
  return v;
}

int elab_cond(Elab *E, Scope *s, AstNode *n) {
  Val v = elab_expr(E, s, n);
  if (!is_err(v) && v.t->base != E->t_bool) {
    elab_error(E, elab_loc(n), "condition must be boolean, not %s", elab_type_name(v.t));
    return expr_const(E->pool, 0);
  }
  return v.e;
}

/* ---- names ---- */

/* The value of the object a name denotes. */
static Val object_val(Elab *E, Scope *s, AstNode *n, Obj *o) {
  switch (o->kind) {
  case OBJ_CONST:
    if (o->deferred) {
      elab_error(E, n->loc, "deferred constant '%s' has no value (no package body gives it)",
                 o->name);
      return elab_error_val(E);
    }
    return o->val;
  case OBJ_ENUMLIT: case OBJ_UNIT: case OBJ_QUANTITY: return o->val;
  case OBJ_FUNC: return elab_call(E, s, n, o, NULL);
  case OBJ_TERMINAL:
    elab_error(E, n->loc, "terminal '%s' cannot be used as a value; declare a branch quantity "
               "(quantity v across %s) and use that", o->name, o->name);
    return elab_error_val(E);
  case OBJ_SIGNAL:
    elab_error(E, n->loc, "not supported yet: signals ('%s')", o->name);
    return elab_error_val(E);
  default:
    elab_error(E, n->loc, "'%s' is %s, not a value", o->name, elab_kind_name(o->kind));
    return elab_error_val(E);
  }
}

static Val name_val(Elab *E, Scope *s, AstNode *n) {
  Obj *o = elab_resolve(E, s, n);
  return o ? object_val(E, s, n, o) : elab_error_val(E);
}

/* f(args), t(x), or an indexed name (unsupported). */
static Val call_val(Elab *E, Scope *s, AstNode *n) {
  AstNode *p = n->a;
  if (!p || (p->kind != AST_NAME && p->kind != AST_SELECTED)) {
    elab_error(E, n->loc, "not supported yet: this kind of call or indexed name");
    return elab_error_val(E);
  }
  Obj *o = elab_resolve(E, s, p);
  if (!o) return elab_error_val(E);
  if (o->kind == OBJ_FUNC) return elab_call(E, s, n, o, n->list);
  if (o->kind == OBJ_TYPE) return elab_convert(E, s, n, o->type, n->list);
  if (o->kind == OBJ_PROC) {
    elab_error(E, n->loc, "'%s' is a procedure; it cannot be called in an expression", o->name);
    return elab_error_val(E);
  }
  elab_error(E, n->loc, "not supported yet: indexed names ('%s' is %s)", o->name,
             elab_kind_name(o->kind));
  return elab_error_val(E);
}

/* ---- literals ---- */

static Val phys_val(Elab *E, Scope *s, AstNode *n) {
  Obj *o = n->name ? elab_lookup(E, s, n->name) : NULL;
  if (!o || o->kind != OBJ_UNIT) {
    elab_error(E, n->loc, "unknown unit '%s' (units of TIME: fs ps ns us ms sec min hr)",
               n->name ? n->name : "");
    return elab_error_val(E);
  }
  double k = 0;
  expr_is_const(E->pool, o->val.e, &k);
  return mk(E->t_time, expr_const(E->pool, n->num * k));
}

static Val char_val(Elab *E, Scope *s, AstNode *n) {
  const char *name = arena_printf(E->tmp, "'%s'", n->name ? n->name : "");
  Obj *o = elab_lookup(E, s, name);
  if (o && o->kind == OBJ_ENUMLIT) return o->val;
  return mk(E->t_char, expr_const(E->pool, n->name ? (unsigned char)n->name[0] : 0));
}

/* ---- operators ---- */

static int is_num(const Type *t) {
  return t->kind == TY_REAL || t->kind == TY_INT || t->kind == TY_TIME;
}

/* Reports an operator applied to operands of the wrong types. */
static Val bad_operands(Elab *E, AstNode *n, Val a, Val b) {
  const char *op = ast_op_name((AstOp)n->op);
  AstNode *lit = NULL;
  if (a.t->kind == TY_INT && b.t->kind == TY_REAL && int_literal(n->a)) lit = n->a;
  if (b.t->kind == TY_INT && a.t->kind == TY_REAL && int_literal(n->b)) lit = n->b;
  if (lit)
    elab_error(E, lit->loc, "operator \"%s\" is not defined for %s and %s: an integer "
               "literal is not a real in VHDL; use a real literal such as 2.0", op,
               elab_type_name(a.t), elab_type_name(b.t));
  else if ((a.t->kind == TY_INT && b.t->kind == TY_REAL) || (a.t->kind == TY_REAL && b.t->kind == TY_INT))
    elab_error(E, n->loc, "operator \"%s\" is not defined for %s and %s; convert with "
               "real(...) or integer(...)", op, elab_type_name(a.t), elab_type_name(b.t));
  else
    elab_error(E, n->loc, "operator \"%s\" is not defined for %s and %s", op,
               elab_type_name(a.t), elab_type_name(b.t));
  return elab_error_val(E);
}

/* Integer division and remainders, folded when both operands are static. */
static int int_div(Elab *E, AstOp op, int a, int b, Loc loc) {
  double x, y;
  if (expr_is_const(E->pool, a, &x) && expr_is_const(E->pool, b, &y) && y != 0) {
    double q = trunc(x / y), r = x - y * q;
    if (op == OP_DIV) return expr_const(E->pool, q);
    if (op == OP_MOD && r != 0 && ((r < 0) != (y < 0))) r += y;
    return expr_const(E->pool, r);
  }
  if (op == OP_DIV) return expr_unary(E->pool, EXPR_TRUNC, expr_binary(E->pool, EXPR_DIV, a, b, loc), loc);
  if (op == OP_MOD) return expr_binary(E->pool, EXPR_FMOD, a, b, loc);
  int q = expr_unary(E->pool, EXPR_TRUNC, expr_binary(E->pool, EXPR_DIV, a, b, loc), loc);
  return expr_binary(E->pool, EXPR_SUB, a, expr_binary(E->pool, EXPR_MUL, b, q, loc), loc);
}

/* + - : same numeric type; TIME with `now` */
static Val add_sub(Elab *E, AstNode *n, Val a, Val b) {
  ExprOp op = n->op == OP_ADD ? EXPR_ADD : EXPR_SUB;
  Type *t = NULL;
  if (is_num(a.t) && a.t->base == b.t->base) t = a.t->base;
  else if ((a.now && b.t->kind == TY_TIME) || (b.now && a.t->kind == TY_TIME)) t = E->t_real;
  if (!t) return bad_operands(E, n, a, b);
  return mk(t, expr_binary(E->pool, op, a.e, b.e, n->loc));
}

/* * / : same numeric type (integer / truncates); TIME by a number; TIME/TIME */
static Val mul_div(Elab *E, AstNode *n, Val a, Val b) {
  ExprOp op = n->op == OP_MUL ? EXPR_MUL : EXPR_DIV;
  TypeKind ka = a.t->kind, kb = b.t->kind;
  int ta = ka == TY_TIME, tb = kb == TY_TIME;
  int na = ka == TY_REAL || ka == TY_INT, nb = kb == TY_REAL || kb == TY_INT;
  Type *t = NULL;
  if ((ka == TY_REAL || ka == TY_INT) && a.t->base == b.t->base) t = a.t->base;
  else if (ta && nb) t = E->t_time;
  else if (na && tb && op == EXPR_MUL) t = E->t_time;
  else if (ta && tb && op == EXPR_DIV) t = E->t_real;
  if (!t) return bad_operands(E, n, a, b);
  if (t == E->t_int && op == EXPR_DIV) return mk(t, int_div(E, OP_DIV, a.e, b.e, n->loc));
  return mk(t, expr_binary(E->pool, op, a.e, b.e, n->loc));
}

/* ** mod rem */
static Val pow_mod(Elab *E, AstNode *n, Val a, Val b) {
  TypeKind ka = a.t->kind, kb = b.t->kind;
  if (n->op == OP_POW) {
    Type *t = NULL;
    if (ka == TY_REAL && (kb == TY_INT || kb == TY_REAL)) t = E->t_real;   /* real ** real: math_real */
    else if (ka == TY_INT && kb == TY_INT) t = E->t_int;
    else if (ka == TY_INT && kb == TY_REAL) t = E->t_real;                 /* math_real "**" */
    if (!t) return bad_operands(E, n, a, b);
    return mk(t, expr_binary(E->pool, EXPR_POW, a.e, b.e, n->loc));
  }
  if (ka == TY_INT && kb == TY_INT) return mk(E->t_int, int_div(E, (AstOp)n->op, a.e, b.e, n->loc));
  if (ka == TY_REAL && kb == TY_REAL && n->op == OP_MOD)   /* math_real "mod" */
    return mk(E->t_real, expr_binary(E->pool, EXPR_FMOD, a.e, b.e, n->loc));
  return bad_operands(E, n, a, b);
}

static Val relation(Elab *E, AstNode *n, Val a, Val b) {
  static const ExprOp ops[] = {[OP_EQ] = EXPR_EQ, [OP_NE] = EXPR_NE, [OP_LT] = EXPR_LT,
                               [OP_LE] = EXPR_LE, [OP_GT] = EXPR_GT, [OP_GE] = EXPR_GE};
  int ok = a.t->base == b.t->base && a.t->kind != TY_STRING;
  if ((a.now && b.t->kind == TY_TIME) || (b.now && a.t->kind == TY_TIME)) ok = 1;
  if (!ok) return bad_operands(E, n, a, b);
  return mk(E->t_bool, expr_binary(E->pool, ops[n->op], a.e, b.e, n->loc));
}

static Val logic(Elab *E, AstNode *n, Val a, Val b) {
  if (a.t->base != E->t_bool || b.t->base != E->t_bool) return bad_operands(E, n, a, b);
  ExprOp op = n->op == OP_AND || n->op == OP_NAND ? EXPR_AND
            : n->op == OP_OR || n->op == OP_NOR   ? EXPR_OR
                                                  : EXPR_XOR;
  int e = expr_binary(E->pool, op, a.e, b.e, n->loc);
  if (n->op == OP_NAND || n->op == OP_NOR || n->op == OP_XNOR) e = expr_unary(E->pool, EXPR_NOT, e, n->loc);
  return mk(E->t_bool, e);
}

static Val binary(Elab *E, Scope *s, AstNode *n) {
  Val a = elab_expr(E, s, n->a), b = elab_expr(E, s, n->b);
  if (is_err(a) || is_err(b)) return elab_error_val(E);
  switch ((AstOp)n->op) {
  case OP_ADD: case OP_SUB: return add_sub(E, n, a, b);
  case OP_MUL: case OP_DIV: return mul_div(E, n, a, b);
  case OP_POW: case OP_MOD: case OP_REM: return pow_mod(E, n, a, b);
  case OP_EQ: case OP_NE: case OP_LT: case OP_LE: case OP_GT: case OP_GE: return relation(E, n, a, b);
  case OP_AND: case OP_OR: case OP_NAND: case OP_NOR: case OP_XOR: case OP_XNOR: return logic(E, n, a, b);
  default:
    elab_error(E, n->loc, "not supported yet: operator \"%s\"", ast_op_name((AstOp)n->op));
    return elab_error_val(E);
  }
}

static Val unary(Elab *E, Scope *s, AstNode *n) {
  Val a = elab_expr(E, s, n->a);
  if (is_err(a)) return a;
  if (n->op == OP_NOT) {
    if (a.t->base != E->t_bool) {
      elab_error(E, n->loc, "operator \"not\" is not defined for %s", elab_type_name(a.t));
      return elab_error_val(E);
    }
    return mk(E->t_bool, expr_unary(E->pool, EXPR_NOT, a.e, n->loc));
  }
  if (!is_num(a.t)) {
    elab_error(E, n->loc, "operator \"%s\" is not defined for %s", ast_op_name((AstOp)n->op),
               elab_type_name(a.t));
    return elab_error_val(E);
  }
  if (n->op == OP_PLUS) return a;
  return mk(a.t->base, expr_unary(E->pool, n->op == OP_ABS ? EXPR_ABS : EXPR_NEG, a.e, n->loc));
}

/* ---- attributes ---- */

/* A quantity, or an attribute chain over one: its value, the cache key
 * of the chain and its display name ("m1.x'dot"). */
typedef struct QRef {
  Val v;
  const char *key;
  const char *name;
} QRef;

static int qref(Elab *E, Scope *s, AstNode *n, const char *attr, QRef *r);

/* Q'dot (see the file comment). */
static int apply_dot(Elab *E, Scope *s, QRef *r, Loc loc) {
  ExprPool *P = E->pool;
  if (!expr_has_der(P, r->v.e)) {
    int d = expr_ddt(P, r->v.e);
    if (d < 0) {
      elab_error(E, loc, "cannot differentiate '%s': it depends on 'domain'", r->name);
      return -1;
    }
    r->v.e = d;
    return 0;
  }
  const ExprNode *x = &P->node[r->v.e];
  const char *key = x->op == EXPR_DER ? arena_printf(E->tmp, "v%d", x->a)
                                      : arena_printf(E->tmp, "d%s", r->key);
  int y = (int)(size_t)elab_map_get(&E->aux, key) - 1;
  if (y < 0) {
    y = elab_add_var(E, DAE_AUX_DOT, r->name, loc, 0, NULL);
    elab_map_put(&E->aux, E->tmp, key, (void *)(size_t)(y + 1));
    if (x->op == EXPR_DER) E->dot_aux[x->a] = y;
    int res = expr_binary(P, EXPR_SUB, expr_var(P, y), r->v.e, loc);
    elab_add_eq(E, res, DAE_EQ_AUX, y, loc, s->path);
  }
  r->v.e = expr_der(P, y);
  return 0;
}

/* Q'integ: aux z with z' - Q = 0. */
static void apply_integ(Elab *E, Scope *s, QRef *r, Loc loc) {
  ExprPool *P = E->pool;
  const char *key = arena_printf(E->tmp, "i%s", r->key);
  int z = (int)(size_t)elab_map_get(&E->aux, key) - 1;
  if (z < 0) {
    z = elab_add_var(E, DAE_AUX_INTEG, arena_printf(E->out, "%s'integ", r->name), loc, 0, NULL);
    elab_map_put(&E->aux, E->tmp, key, (void *)(size_t)(z + 1));
    int res = expr_binary(P, EXPR_SUB, expr_der(P, z), r->v.e, loc);
    elab_add_eq(E, res, DAE_EQ_AUX, z, loc, s->path);
  }
  r->v.e = expr_var(P, z);
}

static int qref(Elab *E, Scope *s, AstNode *n, const char *attr, QRef *r) {
  if (n->kind == AST_PAREN && n->a) return qref(E, s, n->a, attr, r);
  if (n->kind == AST_ATTR && n->a && (strcmp(n->name, "dot") == 0 || strcmp(n->name, "integ") == 0)) {
    if (!elab_enter(E, n->loc)) return -1;
    int rc = qref(E, s, n->a, n->name, r);
    if (rc == 0) {
      const char *name = r->name;
      if (strcmp(n->name, "dot") == 0) rc = apply_dot(E, s, r, n->loc);
      else apply_integ(E, s, r, n->loc);
      r->key = arena_printf(E->tmp, "%s'%s", r->key, n->name);
      r->name = arena_printf(E->out, "%s'%s", name, n->name);
    }
    elab_leave(E);
    return rc;
  }
  if (n->kind != AST_NAME && n->kind != AST_SELECTED) {
    elab_error(E, n->loc, "'%s applies to quantities; this prefix is not a quantity name", attr);
    return -1;
  }
  Obj *o = elab_resolve(E, s, n);
  if (!o) return -1;
  if (o->kind != OBJ_QUANTITY) {
    elab_error(E, n->loc, "'%s applies to quantities; '%s' is %s", attr, o->name,
               elab_kind_name(o->kind));
    return -1;
  }
  r->v = o->val;
  r->key = arena_printf(E->tmp, "q%d", o->qid);
  r->name = o->path;
  return 0;
}

/* T'high, T'low, T'left, T'right of a scalar type. */
static Val type_attr(Elab *E, AstNode *n, Type *t) {
  int hi = strcmp(n->name, "high") == 0 || strcmp(n->name, "right") == 0;
  double k;
  switch (t->kind) {
  case TY_REAL: case TY_TIME: k = hi ? DBL_MAX : -DBL_MAX; break;
  case TY_INT: k = hi ? 2147483647.0 : -2147483647.0; break;
  case TY_ENUM: k = hi ? t->nlit - 1 : 0; break;
  default:
    elab_error(E, n->loc, "not supported yet: attribute '%s of %s", n->name, elab_type_name(t));
    return elab_error_val(E);
  }
  return mk(t, expr_const(E->pool, k));
}

/* Attributes of names that are not quantity attributes: 'above, types,
 * T'reference of a terminal. */
static Val other_attr(Elab *E, Scope *s, AstNode *n) {
  const char *a = n->name;
  if (strcmp(a, "above") == 0) {
    QRef r;
    if (!n->b) {
      elab_error(E, n->loc, "'above needs a threshold: q'above(e)");
      return elab_error_val(E);
    }
    if (qref(E, s, n->a, a, &r) < 0) return elab_error_val(E);
    Val th = elab_expr(E, s, n->b);
    if (elab_check(E, th, r.v.t, elab_loc(n->b), "the threshold of 'above") < 0) return elab_error_val(E);
    return mk(E->t_bool, expr_binary(E->pool, EXPR_GT, r.v.e, th.e, n->loc));
  }
  int scalar = !strcmp(a, "high") || !strcmp(a, "low") || !strcmp(a, "left") || !strcmp(a, "right");
  if ((scalar || !strcmp(a, "reference")) && (n->a->kind == AST_NAME || n->a->kind == AST_SELECTED)) {
    Obj *o = elab_resolve(E, s, n->a);
    if (!o) return elab_error_val(E);
    if (scalar && o->kind == OBJ_TYPE) return type_attr(E, n, o->type);
    if (!scalar && o->kind == OBJ_TERMINAL) {
      int e = o->node < 0 ? expr_const(E->pool, 0) : expr_var(E->pool, E->node[o->node].var);
      return mk(o->nature->across, e);
    }
  }
  elab_error(E, n->loc, "not supported yet: attribute '%s", a);
  return elab_error_val(E);
}

static Val attr_val(Elab *E, Scope *s, AstNode *n) {
  if (!n->a) return elab_error_val(E);
  if (strcmp(n->name, "dot") == 0 || strcmp(n->name, "integ") == 0) {
    QRef r;
    if (n->b) {
      elab_error(E, n->b->loc, "'%s takes no argument", n->name);
      return elab_error_val(E);
    }
    if (qref(E, s, n, n->name, &r) < 0) return elab_error_val(E);
    return r.v;
  }
  return other_attr(E, s, n);
}

/* ---- dispatch ---- */

static Val expr1(Elab *E, Scope *s, AstNode *n) {
  switch (n->kind) {
  case AST_NUM: return mk(n->op == 1 ? E->t_int : E->t_real, expr_const(E->pool, n->num));
  case AST_PHYS: return phys_val(E, s, n);
  case AST_STRING: return mk(E->t_string, expr_const(E->pool, 0));
  case AST_CHAR: return char_val(E, s, n);
  case AST_NAME: case AST_SELECTED: return name_val(E, s, n);
  case AST_CALL: return call_val(E, s, n);
  case AST_ATTR: return attr_val(E, s, n);
  case AST_UNARY: return unary(E, s, n);
  case AST_BINARY: return binary(E, s, n);
  case AST_PAREN: return n->a ? elab_expr(E, s, n->a) : elab_error_val(E);
  case AST_AGGREGATE:
    elab_error(E, n->loc, "not supported yet: aggregates");
    return elab_error_val(E);
  case AST_ERROR: return elab_error_val(E);
  default:
    elab_error(E, n->loc, "expected an expression, found %s", ast_kind_name(n->kind));
    return elab_error_val(E);
  }
}

Val elab_expr(Elab *E, Scope *s, AstNode *n) {
  if (!n) return elab_error_val(E);
  if (!elab_enter(E, n->loc)) return elab_error_val(E);
  Val v = expr1(E, s, n);
  elab_leave(E);
  return v;
}
