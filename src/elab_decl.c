/*
 * elab_decl.c - declarations: constants, types, subtypes, natures,
 * aliases, functions, components, terminals and quantities.
 *
 * Terminals create nodes with their across unknowns; free quantities and
 * through quantities create unknowns; across quantities are expressions
 * x[p] - x[n] over the node unknowns (the reference reads 0).  Each
 * terminal of the top level and each quantity gets an output column, in
 * declaration order.
 */
#include "elab_int.h"

#include <string.h>

Obj *elab_terminal(Elab *E, Scope *s, const char *name, Nature *n, int node, Loc loc) {
  Obj *o = elab_obj_new(E, OBJ_TERMINAL, name, loc);
  o->nature = n;
  o->node = node;
  o->path = elab_path(E, s->path, name);
  elab_declare(E, s, o);
  return o;
}

Obj *elab_quantity(Elab *E, Scope *s, const char *name, Type *t, int e, Loc loc) {
  Obj *o = elab_obj_new(E, OBJ_QUANTITY, name, loc);
  o->val = (Val){t, e, 0};
  o->qid = E->nqid++;
  o->path = elab_path(E, s->path, name);
  elab_declare(E, s, o);
  return o;
}

/* constant name : subtype := value;  (deferred in a package: no value;
 * the package body then gives it) */
static void decl_constant(Elab *E, Scope *s, AstNode *d, DeclWhere where) {
  Type *t = elab_type_mark(E, s, d->a);
  Obj *deferred = NULL;
  if (where == DECL_BODY && s->header) {
    deferred = elab_lookup_local(s->header, d->name);
    if (deferred && !(deferred->kind == OBJ_CONST && deferred->deferred)) deferred = NULL;
  }
  Obj *o = deferred ? deferred : elab_obj_new(E, OBJ_CONST, d->name, d->loc);
  o->val = (Val){t, expr_const(E->pool, 0), 0};
  if (d->b) {
    Val v = where == DECL_FUNC ? elab_expr(E, s, d->b)
                               : elab_static(E, s, d->b, "the value of a constant");
    if (elab_check(E, v, t, elab_loc(d->b), "the value of constant") == 0) o->val = v;
    o->val.t = t;
    o->deferred = 0;
  } else if (where == DECL_PACKAGE) {
    o->deferred = 1;
  } else {
    elab_error(E, d->loc, "constant '%s' needs a value", d->name);
  }
  if (!deferred) elab_declare(E, s, o);
}

/* type name is (a, b, 'c');  type name is range l to r;  others unsupported */
static void decl_type(Elab *E, Scope *s, AstNode *d) {
  Type *t;
  if (d->op == TYPE_ENUM) {
    t = elab_type_new(E, TY_ENUM, d->name, NULL);
    t->nlit = ast_count(d->list);
    t->lits = arena_alloc(E->tmp, (size_t)(t->nlit + 1) * sizeof *t->lits);
    int i = 0;
    for (AstNode *l = d->list; l; l = l->next, i++) {
      const char *name = l->kind == AST_CHAR ? arena_printf(E->tmp, "'%s'", l->name) : l->name;
      t->lits[i] = name;
      Obj *o = elab_obj_new(E, OBJ_ENUMLIT, name, l->loc);
      o->val = (Val){t, expr_const(E->pool, i), 0};
      elab_declare(E, s, o);
    }
  } else if (d->op == TYPE_RANGE && d->c && d->c->kind == AST_RANGE) {
    Val lo = elab_static(E, s, d->c->a, "a range bound");
    Val hi = elab_static(E, s, d->c->b, "a range bound");
    TypeKind k = lo.t->base == E->t_int && hi.t->base == E->t_int ? TY_INT : TY_REAL;
    if (!elab_is_real(lo.t) && lo.t->base != E->t_int)
      elab_error(E, elab_loc(d->c->a), "range bounds must be integer or real");
    t = elab_type_new(E, k, d->name, NULL);
  } else {
    t = elab_type_new(E, TY_UNSUPPORTED, d->name, NULL);
    t->why = d->op == TYPE_PHYSICAL ? "physical types other than TIME"
           : d->op == TYPE_ARRAY    ? "array types"
           : d->op == TYPE_RECORD   ? "record types"
                                    : "this kind of type";
  }
  Obj *o = elab_obj_new(E, OBJ_TYPE, d->name, d->loc);
  o->type = t;
  elab_declare(E, s, o);
}

static void decl_subtype(Elab *E, Scope *s, AstNode *d) {
  Type *base = elab_type_mark(E, s, d->a);
  Type *t = base->kind == TY_ERROR ? base : elab_type_new(E, base->kind, d->name, base->base);
  Obj *o = elab_obj_new(E, OBJ_TYPE, d->name, d->loc);
  o->type = t;
  elab_declare(E, s, o);
}

/* nature N is A across T through R reference;  declares N and R */
static void decl_nature(Elab *E, Scope *s, AstNode *d) {
  if (d->op == 1) {
    elab_error(E, d->loc, "not supported yet: %s natures ('%s')",
               d->list && d->list->kind == AST_IFACE ? "record" : "array", d->name);
    elab_poison(E, s, d->name, d->loc);
    return;
  }
  Nature *n = arena_alloc(E->tmp, sizeof *n);
  n->name = d->name;
  n->across = elab_type_mark(E, s, d->a);
  n->through = elab_type_mark(E, s, d->b);
  if (!elab_is_real(n->across))
    elab_error(E, elab_loc(d->a), "the across type of a nature must be a floating-point type");
  if (!elab_is_real(n->through))
    elab_error(E, elab_loc(d->b), "the through type of a nature must be a floating-point type");
  Obj *o = elab_obj_new(E, OBJ_NATURE, d->name, d->loc);
  o->nature = n;
  elab_declare(E, s, o);
  if (d->c && d->c->name) n->ref = elab_terminal(E, s, d->c->name, n, -1, d->c->loc);
}

/* alias name is object;  subnature name is nature;  both denote the
 * object itself. */
static void decl_alias(Elab *E, Scope *s, AstNode *d, ObjKind want) {
  Obj *o = d->a ? elab_resolve(E, s, d->a) : NULL;
  if (o && want == OBJ_NATURE && o->kind != OBJ_NATURE) {
    elab_error(E, elab_loc(d->a), "'%s' is %s, not a nature", o->name, elab_kind_name(o->kind));
    o = NULL;
  }
  if (!o) {
    elab_poison(E, s, d->name, d->loc);
    return;
  }
  elab_alias(E, s, d->name, o, d->loc);
}

/* function f (...) return t;  [is ... begin ... end]: a body completes an
 * earlier specification with the same name and number of parameters in
 * the same region (or in the package of a package body). */
static void decl_function(Elab *E, Scope *s, AstNode *d) {
  int has_body = d->op == 1 || d->stmts != NULL || d->decls != NULL;
  if (has_body) {
    int np = ast_count(d->list);
    for (Scope *r = s; r; r = r == s ? s->header : NULL) {
      for (Obj *f = elab_lookup_local(r, d->name); f; f = f->homonym)
        if (f->kind == OBJ_FUNC && !f->body && ast_count(f->decl->list) == np) {
          f->body = d;
          f->home = s;
          return;
        }
    }
  }
  Obj *o = elab_obj_new(E, d->kind == AST_FUNCTION ? OBJ_FUNC : OBJ_PROC, d->name, d->loc);
  o->decl = d;
  o->body = has_body ? d : NULL;
  o->home = s;
  elab_declare(E, s, o);
}

/* terminal t : nature;  a new node with its across unknown */
static void decl_terminal(Elab *E, Scope *s, AstNode *d) {
  Nature *n = elab_nature_mark(E, s, d->a);
  const char *path = elab_path(E, s->path, d->name);
  int node = elab_new_node(E, path, n, d->loc);
  elab_terminal(E, s, d->name, n, node, d->loc);
  if (!s->path[0]) elab_add_out(E, path, expr_var(E->pool, E->node[node].var), 1);
}

/* quantity x : real := init;  a free unknown.  Source quantities
 * (spectrum, noise) belong to frequency and noise analyses. */
static void decl_quantity(Elab *E, Scope *s, AstNode *d) {
  if (d->c && d->c->a && d->c->a->name) {
    elab_error(E, d->c->loc, "not supported yet: %s source quantities ('%s')", d->c->a->name,
               d->name);
    elab_poison(E, s, d->name, d->loc);
    return;
  }
  Type *t = elab_type_mark(E, s, d->a);
  if (!elab_is_real(t)) {
    elab_error(E, d->loc, "quantity '%s' must be of a floating-point type, not %s", d->name,
               elab_type_name(t));
    t = E->t_error;
  }
  double guess = 0;
  if (d->b) {
    Val v = elab_static(E, s, d->b, "the initial value of a quantity");
    if (elab_check(E, v, t, elab_loc(d->b), "the initial value of quantity") == 0)
      expr_is_const(E->pool, v.e, &guess);
  }
  const char *path = elab_path(E, s->path, d->name);
  int var = elab_add_var(E, DAE_FREE, path, d->loc, guess, NULL);
  Obj *o = elab_quantity(E, s, d->name, t, expr_var(E->pool, var), d->loc);
  elab_add_out(E, o->path, o->val.e, 0);
}

/* The terminal that n names, or NULL after a report. */
static Obj *terminal_of(Elab *E, Scope *s, AstNode *n) {
  Obj *o = elab_resolve(E, s, n);
  if (o && o->kind != OBJ_TERMINAL) {
    elab_error(E, elab_loc(n), "'%s' is %s, not a terminal: a branch quantity is declared "
               "between terminals", o->name, elab_kind_name(o->kind));
    o = NULL;
  }
  return o;
}

/* Value of the across unknown of a node (0 for the reference). */
static int across_of(Elab *E, int node) {
  return node < 0 ? expr_const(E->pool, 0) : expr_var(E->pool, E->node[node].var);
}

/* Declares the quantities of a branch that could not be elaborated as
 * OBJ_ERROR, so that their uses add no messages. */
static void branch_failed(Elab *E, Scope *s, AstNode *d) {
  for (AstNode *q = d->list; q; q = q->next) elab_poison(E, s, q->name, q->loc);
}

/* quantity v across i through p to n; */
static void decl_branch(Elab *E, Scope *s, AstNode *d) {
  Obj *p = d->a ? terminal_of(E, s, d->a) : NULL;
  Obj *n = !p ? NULL : d->b ? terminal_of(E, s, d->b) : p->nature->ref;
  if (!p || !n) {
    branch_failed(E, s, d);
    return;
  }
  if (n->nature != p->nature && n->nature != E->n_error && p->nature != E->n_error) {
    elab_error(E, elab_loc(d->b), "the terminals of a branch must have the same nature: '%s' "
               "is %s, '%s' is %s", p->name, p->nature->name, n->name, n->nature->name);
    branch_failed(E, s, d);
    return;
  }
  Nature *nat = p->nature;
  int across = expr_binary(E->pool, EXPR_SUB, across_of(E, p->node), across_of(E, n->node), d->loc);
  for (AstNode *q = d->list; q; q = q->next) {
    const char *path = elab_path(E, s->path, q->name);
    if (q->kind == AST_ACROSS_ID) {   /* an initial value is ignored: it is not an unknown */
      Obj *o = elab_quantity(E, s, q->name, nat->across, across, q->loc);
      elab_add_out(E, o->path, across, 0);
    } else if (q->kind == AST_THROUGH_ID) {
      double guess = 0;
      if (q->b) {
        Val v = elab_static(E, s, q->b, "the initial value of a quantity");
        if (elab_check(E, v, nat->through, elab_loc(q->b), "the initial value of quantity") == 0)
          expr_is_const(E->pool, v.e, &guess);
      }
      int var = elab_add_var(E, DAE_THROUGH, path, q->loc, guess, NULL);
      elab_incident(E, p->node, var, +1);
      elab_incident(E, n->node, var, -1);
      Obj *o = elab_quantity(E, s, q->name, nat->through, expr_var(E->pool, var), q->loc);
      elab_add_out(E, o->path, o->val.e, 0);
    }
  }
}

static void decl_component(Elab *E, Scope *s, AstNode *d) {
  Obj *o = elab_obj_new(E, OBJ_COMPONENT, d->name, d->loc);
  o->decl = d;
  o->home = s;
  elab_declare(E, s, o);
}

static void decl_config(Elab *E, Scope *s, AstNode *d) {
  ConfigSpec *c = arena_alloc(E->tmp, sizeof *c);
  c->spec = d;
  ConfigSpec **tail = &s->configs;
  while (*tail) tail = &(*tail)->next;
  *tail = c;
}

/* Declarations that create unknowns: only in entities and architectures. */
static void decl_analog(Elab *E, Scope *s, AstNode *d, DeclWhere where) {
  if (where != DECL_UNIT) {
    elab_error(E, d->loc, "not supported yet: %s in %s", ast_kind_name(d->kind),
               where == DECL_FUNC ? "functions" : "packages");
    if (d->kind == AST_BRANCH_QUANTITY) branch_failed(E, s, d);
    else elab_poison(E, s, d->name, d->loc);
    return;
  }
  if (d->kind == AST_TERMINAL) decl_terminal(E, s, d);
  else if (d->kind == AST_QUANTITY) decl_quantity(E, s, d);
  else decl_branch(E, s, d);
}

/* One declaration of a declarative part. */
static void decl_one(Elab *E, Scope *s, AstNode *d, DeclWhere where) {
  switch (d->kind) {
  case AST_CONSTANT: decl_constant(E, s, d, where); break;
  case AST_TYPE: decl_type(E, s, d); break;
  case AST_SUBTYPE: decl_subtype(E, s, d); break;
  case AST_NATURE: decl_nature(E, s, d); break;
  case AST_SUBNATURE: decl_alias(E, s, d, OBJ_NATURE); break;
  case AST_ALIAS: decl_alias(E, s, d, OBJ_CONST); break;
  case AST_FUNCTION: case AST_PROCEDURE: decl_function(E, s, d); break;
  case AST_TERMINAL: case AST_QUANTITY: case AST_BRANCH_QUANTITY: decl_analog(E, s, d, where); break;
  case AST_COMPONENT: decl_component(E, s, d); break;
  case AST_CONFIG_SPEC: decl_config(E, s, d); break;
  case AST_USE: elab_use(E, s, d); break;
  case AST_ATTRIBUTE_DECL: break;   /* declares a name only; specifications are ignored */
  case AST_ATTRIBUTE_SPEC:
    elab_warning(E, d->loc, "attribute specification ignored");
    break;
  case AST_SIGNAL:
    elab_error(E, d->loc, "not supported yet: signal declarations ('%s')", d->name);
    elab_poison(E, s, d->name, d->loc);
    break;
  case AST_VARIABLE:
    elab_error(E, d->loc, "not supported yet: %s ('%s')", where == DECL_FUNC
               ? "variables in functions" : "shared variables", d->name);
    elab_poison(E, s, d->name, d->loc);
    break;
  case AST_LIMIT_SPEC: elab_error(E, d->loc, "not supported yet: step limit specifications"); break;
  case AST_ERROR: break;
  default:
    elab_error(E, d->loc, "not supported yet: %s in a declarative part", ast_kind_name(d->kind));
    elab_poison(E, s, d->name, d->loc);
    break;
  }
}

void elab_decls(Elab *E, Scope *s, AstNode *decls, DeclWhere where) {
  for (AstNode *d = decls; d; d = d->next) decl_one(E, s, d, where);
}
