/*
 * elab_scope.c - declarative regions, package STANDARD, name resolution,
 * library and use clauses, and packages (elaborated once, on first use).
 *
 * Visibility, simplified from VHDL: a name is looked up in the region and
 * its enclosing regions (a function body sees the region it was declared
 * in; a package body sees its package), then in the packages made visible
 * by use clauses of those regions, then in STANDARD, and finally as a
 * library name.  Names are lower case throughout (the AST stores them so).
 */
#include "elab_int.h"

#include <float.h>
#include <string.h>

Scope *elab_scope_new(Elab *E, Scope *parent, const char *lib, const char *path) {
  Scope *s = arena_alloc(E->tmp, sizeof *s);
  s->parent = parent;
  s->lib = lib ? lib : parent ? parent->lib : "work";
  s->path = path ? path : parent ? parent->path : "";
  return s;
}

Obj *elab_obj_new(Elab *E, ObjKind kind, const char *name, Loc loc) {
  Obj *o = arena_alloc(E->tmp, sizeof *o);
  o->kind = kind;
  o->name = name;
  o->loc = loc;
  o->node = -1;
  o->val.t = E->t_error;
  o->val.e = -1;
  return o;
}

static int overloadable(ObjKind k) { return k == OBJ_FUNC || k == OBJ_PROC || k == OBJ_ENUMLIT; }

Obj *elab_lookup_local(Scope *s, const char *name) { return elab_map_get(&s->names, name); }

/* Reports a second declaration of a name in one region. */
static void duplicate(Elab *E, const char *name, Loc loc, const Obj *first) {
  diag_error(E->d, loc, "duplicate declaration of '%s'", name);
  diag_note(E->d, first->loc, "'%s' is first declared here", name);
}

int elab_declare(Elab *E, Scope *s, Obj *o) {
  Obj *old = elab_lookup_local(s, o->name);
  if (old) {
    if (!overloadable(o->kind) || !overloadable(old->kind)) {
      duplicate(E, o->name, o->loc, old);
      return -1;
    }
    o->homonym = old;
  }
  elab_map_put(&s->names, E->tmp, o->name, o);
  return 0;
}

int elab_alias(Elab *E, Scope *s, const char *name, Obj *o, Loc loc) {
  Obj *old = elab_lookup_local(s, name);
  if (old) {
    if (old == o) return 0;
    duplicate(E, name, loc, old);
    return -1;
  }
  elab_map_put(&s->names, E->tmp, name, o);
  return 0;
}

/* A library object for name if such a library exists (work and std always). */
static Obj *library_obj(Elab *E, const char *name) {
  if (!lib_exists(E->lib, name)) return NULL;
  char *key = arena_printf(E->tmp, "library %s", name);
  Obj *o = elab_map_get(&E->pkgs, key);
  if (!o) {
    o = elab_obj_new(E, OBJ_LIBRARY, name, LOC_NONE);
    o->lib = name;
    elab_map_put(&E->pkgs, E->tmp, key, o);
  }
  return o;
}

Obj *elab_lookup(Elab *E, Scope *s, const char *name) {
  for (Scope *t = s; t; t = t->parent) {
    Obj *o = elab_lookup_local(t, name);
    if (o) return o;
  }
  for (Scope *t = s; t; t = t->parent)
    for (Import *u = t->uses; u; u = u->next) {
      Obj *o = u->one ? (strcmp(u->one->name, name) == 0 ? u->one : NULL)
                      : elab_lookup_local(u->pkg, name);
      if (o) return o;
    }
  Obj *o = elab_lookup_local(E->std, name);
  if (o) return o;
  if (strcmp(name, "work") == 0) return library_obj(E, s ? s->lib : "work");
  return library_obj(E, name);
}

const char *elab_kind_name(ObjKind k) {
  switch (k) {
  case OBJ_CONST: return "a constant";
  case OBJ_ENUMLIT: return "an enumeration literal";
  case OBJ_UNIT: return "a unit";
  case OBJ_TYPE: return "a type";
  case OBJ_NATURE: return "a nature";
  case OBJ_TERMINAL: return "a terminal";
  case OBJ_QUANTITY: return "a quantity";
  case OBJ_FUNC: return "a function";
  case OBJ_PROC: return "a procedure";
  case OBJ_PACKAGE: return "a package";
  case OBJ_LIBRARY: return "a library";
  case OBJ_COMPONENT: return "a component";
  case OBJ_SIGNAL: return "a signal";
  }
  return "an object";
}

/* The object suffix of prefix object p (a library or a package). */
static Obj *select_in(Elab *E, Obj *p, AstNode *n) {
  if (p->kind == OBJ_LIBRARY) return elab_package(E, p->lib, n->name, n->loc);
  if (p->kind == OBJ_PACKAGE) {
    Obj *o = elab_lookup_local(p->pkg, n->name);
    if (!o) diag_error(E->d, n->loc, "'%s' is not declared in package '%s'", n->name, p->name);
    return o;
  }
  diag_error(E->d, n->loc, "'%s' is %s; selected names '%s.%s' are supported for libraries "
             "and packages only", p->name, elab_kind_name(p->kind), p->name, n->name);
  return NULL;
}

Obj *elab_resolve(Elab *E, Scope *s, AstNode *n) {
  if (n->kind == AST_NAME) {
    Obj *o = elab_lookup(E, s, n->name);
    if (!o) diag_error(E->d, n->loc, "'%s' is not declared", n->name);
    return o;
  }
  if (n->kind == AST_SELECTED && n->a) {
    Obj *p = elab_resolve(E, s, n->a);
    return p ? select_in(E, p, n) : NULL;
  }
  if (n->kind != AST_ERROR) diag_error(E->d, n->loc, "expected a name here");
  return NULL;
}

void elab_use(Elab *E, Scope *s, AstNode *use) {
  AstNode *n = use->a;
  if (!n || n->kind != AST_SELECTED || !n->a) {
    if (n && n->kind != AST_ERROR) diag_error(E->d, use->loc, "use clause needs a selected name");
    return;
  }
  Import *u = arena_alloc(E->tmp, sizeof *u);
  if (strcmp(n->name, "all") == 0) {
    Obj *p = elab_resolve(E, s, n->a);
    if (!p) return;
    if (p->kind == OBJ_LIBRARY) return;   /* `use ieee.all`: nothing to import */
    if (p->kind != OBJ_PACKAGE) {
      diag_error(E->d, n->a->loc, "'%s' is %s, not a package", p->name, elab_kind_name(p->kind));
      return;
    }
    u->pkg = p->pkg;
  } else {
    u->one = elab_resolve(E, s, n);
    if (!u->one) return;
  }
  if (s->uses_tail) s->uses_tail->next = u;
  else s->uses = u;
  s->uses_tail = u;
}

void elab_context(Elab *E, Scope *s, AstNode *ctx) {
  for (AstNode *c = ctx; c; c = c->next) {
    if (c->kind == AST_USE) {
      elab_use(E, s, c);
    } else if (c->kind == AST_LIBRARY && c->name) {
      Obj *o = library_obj(E, c->name);
      if (!o) {
        diag_error(E->d, c->loc, "library '%s' not found (searched folder '%s')", c->name,
                   lib_folder(E->lib, c->name));
        continue;
      }
      elab_alias(E, s, c->name, o, c->loc);
    }
  }
}

/* Elaborates package decl (and its body, if any) into a new package object. */
static void package_fill(Elab *E, Obj *o, AstNode *decl) {
  Scope *s = elab_scope_new(E, NULL, o->lib, "");
  s->pkgname = o->name;
  o->pkg = s;
  elab_context(E, s, decl->ctx);
  elab_decls(E, s, decl->decls, DECL_PACKAGE);
  AstNode *body = lib_package_body(E->lib, o->lib, o->name);
  if (body) {
    Scope *b = elab_scope_new(E, s, o->lib, "");
    b->pkgname = o->name;
    b->header = s;
    elab_context(E, b, body->ctx);
    elab_decls(E, b, body->decls, DECL_BODY);
  }
}

Obj *elab_package(Elab *E, const char *lib, const char *name, Loc loc) {
  char *key = arena_printf(E->tmp, "%s.%s", lib, name);
  Obj *o = elab_map_get(&E->pkgs, key);
  if (o) {
    if (o->active) {
      diag_error(E->d, loc, "package '%s' depends on itself", name);
      return NULL;
    }
    return o;
  }
  AstNode *decl = lib_package(E->lib, lib, name);
  if (!decl) {
    diag_error(E->d, loc, "package '%s' not found in library '%s'", name, lib);
    return NULL;
  }
  o = elab_obj_new(E, OBJ_PACKAGE, decl->name, decl->loc);
  o->lib = lib;
  elab_map_put(&E->pkgs, E->tmp, key, o);
  o->active = 1;
  package_fill(E, o, decl);
  o->active = 0;
  return o;
}

Type *elab_type_new(Elab *E, TypeKind kind, const char *name, Type *base) {
  Type *t = arena_alloc(E->tmp, sizeof *t);
  t->kind = kind;
  t->name = name;
  t->base = base ? base : t;
  if (base) {
    t->lits = base->lits;
    t->nlit = base->nlit;
    t->why = base->why;
  }
  return t;
}

/* Declares a type (or subtype) object named after t in s. */
static Obj *std_type(Elab *E, Scope *s, Type *t) {
  Obj *o = elab_obj_new(E, OBJ_TYPE, t->name, LOC_NONE);
  o->type = t;
  elab_declare(E, s, o);
  return o;
}

/* A predefined enumeration type with its literals declared in s. */
static Type *std_enum(Elab *E, Scope *s, const char *name, const char *const *lits, int n) {
  Type *t = elab_type_new(E, TY_ENUM, name, NULL);
  t->lits = arena_alloc(E->tmp, (size_t)n * sizeof *t->lits);
  t->nlit = n;
  for (int i = 0; i < n; i++) {
    t->lits[i] = lits[i];
    Obj *o = elab_obj_new(E, OBJ_ENUMLIT, lits[i], LOC_NONE);
    o->val = (Val){t, expr_const(E->pool, i), 0};
    elab_declare(E, s, o);
  }
  std_type(E, s, t);
  return t;
}

/* Declares the units of TIME (values in seconds). */
static void std_time_units(Elab *E, Scope *s) {
  static const char *const units[] = {"fs", "ps", "ns", "us", "ms", "sec", "min", "hr"};
  static const double scale[] = {1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 1.0, 60.0, 3600.0};
  for (int i = 0; i < 8; i++) {
    Obj *o = elab_obj_new(E, OBJ_UNIT, units[i], LOC_NONE);
    o->val = (Val){E->t_time, expr_const(E->pool, scale[i]), 0};
    elab_declare(E, s, o);
  }
}

/* A predefined type whose use is reported as unsupported. */
static void std_unsupported(Elab *E, Scope *s, const char *name, const char *why) {
  Type *t = elab_type_new(E, TY_UNSUPPORTED, name, NULL);
  t->why = why;
  std_type(E, s, t);
}

Scope *elab_std_new(Elab *E) {
  Scope *s = elab_scope_new(E, NULL, "std", "");
  s->pkgname = "standard";
  E->t_error = elab_type_new(E, TY_ERROR, "(error)", NULL);
  E->t_real = elab_type_new(E, TY_REAL, "real", NULL);
  E->t_int = elab_type_new(E, TY_INT, "integer", NULL);
  E->t_time = elab_type_new(E, TY_TIME, "time", NULL);
  E->t_string = elab_type_new(E, TY_STRING, "string", NULL);
  std_type(E, s, E->t_real);
  E->n_error = arena_alloc(E->tmp, sizeof *E->n_error);
  E->n_error->name = "(error)";
  E->n_error->across = E->n_error->through = E->t_error;
  E->n_error->ref = elab_obj_new(E, OBJ_TERMINAL, "(error)", LOC_NONE);
  E->n_error->ref->nature = E->n_error;
  E->n_error->ref->path = "(error)";
  std_type(E, s, E->t_int);
  std_type(E, s, E->t_time);
  std_type(E, s, E->t_string);
  std_type(E, s, elab_type_new(E, TY_INT, "natural", E->t_int));
  std_type(E, s, elab_type_new(E, TY_INT, "positive", E->t_int));
  std_type(E, s, elab_type_new(E, TY_TIME, "delay_length", E->t_time));
  static const char *const b[] = {"false", "true"};
  static const char *const sev[] = {"note", "warning", "error", "failure"};
  static const char *const dom[] = {"quiescent_domain", "time_domain", "frequency_domain"};
  static const char *const bit[] = {"0", "1"};
  E->t_bool = std_enum(E, s, "boolean", b, 2);
  E->t_sev = std_enum(E, s, "severity_level", sev, 4);
  E->t_domain = std_enum(E, s, "domain_type", dom, 3);
  std_enum(E, s, "bit", bit, 2);
  E->t_char = elab_type_new(E, TY_ENUM, "character", NULL);
  std_type(E, s, E->t_char);
  std_time_units(E, s);
  std_unsupported(E, s, "real_vector", "array types");
  std_unsupported(E, s, "bit_vector", "array types");
  std_unsupported(E, s, "integer_vector", "array types");
  std_unsupported(E, s, "boolean_vector", "array types");
  Obj *now = elab_obj_new(E, OBJ_CONST, "now", LOC_NONE);
  now->val = (Val){E->t_real, expr_time(E->pool), 1};
  elab_declare(E, s, now);
  Obj *domain = elab_obj_new(E, OBJ_CONST, "domain", LOC_NONE);
  domain->val = (Val){E->t_domain, expr_domain(E->pool), 0};
  elab_declare(E, s, domain);
  Obj *pkg = elab_obj_new(E, OBJ_PACKAGE, "standard", LOC_NONE);
  pkg->pkg = s;
  pkg->lib = "std";
  elab_map_put(&E->pkgs, E->tmp, "std.standard", pkg);
  return s;
}

Type *elab_type_mark(Elab *E, Scope *s, AstNode *n) {
  if (!n) return E->t_error;
  if (n->kind == AST_SUBTYPE_IND) return elab_type_mark(E, s, n->a);
  if (n->kind == AST_CALL) {
    diag_error(E->d, n->loc, "not supported yet: array subtypes");
    return E->t_error;
  }
  Obj *o = elab_resolve(E, s, n);
  if (!o) return E->t_error;
  if (o->kind != OBJ_TYPE) {
    diag_error(E->d, n->loc, "'%s' is %s, not a type", o->name, elab_kind_name(o->kind));
    return E->t_error;
  }
  if (o->type->kind == TY_UNSUPPORTED) {
    diag_error(E->d, n->loc, "not supported yet: %s (type '%s')", o->type->why, o->type->name);
    return E->t_error;
  }
  return o->type;
}

Nature *elab_nature_mark(Elab *E, Scope *s, AstNode *n) {
  if (!n) return E->n_error;
  if (n->kind == AST_SUBTYPE_IND) return elab_nature_mark(E, s, n->a);
  Obj *o = elab_resolve(E, s, n);
  if (!o) return E->n_error;
  if (o->kind != OBJ_NATURE) {
    diag_error(E->d, n->loc, "'%s' is %s, not a nature", o->name, elab_kind_name(o->kind));
    return E->n_error;
  }
  return o->nature;
}
