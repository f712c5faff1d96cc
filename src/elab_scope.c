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
  elab_error(E, loc, "duplicate declaration of '%s'", name);
  elab_note(E, first->loc, "'%s' is first declared here", name);
}

int elab_declare(Elab *E, Scope *s, Obj *o) {
  Obj *old = elab_lookup_local(s, o->name);
  if (old && old->kind == OBJ_ERROR) old = NULL;   /* used before, reported then */
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
  if (old && old->kind != OBJ_ERROR) {
    if (old == o) return 0;
    duplicate(E, name, loc, old);
    return -1;
  }
  elab_map_put(&s->names, E->tmp, name, o);
  return 0;
}

void elab_poison(Elab *E, Scope *s, const char *name, Loc loc) {
  if (!name || elab_lookup_local(s, name)) return;
  elab_map_put(&s->names, E->tmp, name, elab_obj_new(E, OBJ_ERROR, name, loc));
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
  case OBJ_ERROR: return "an erroneous name";
  }
  return "an object";
}

/* ---- names not found: suggestions ---- */

/* Edit distance between a and b (insertions, deletions, substitutions),
 * or a number above limit as soon as it must exceed limit. */
static int distance(const char *a, const char *b, int limit) {
  int la = (int)strlen(a), lb = (int)strlen(b);
  if (la - lb > limit || lb - la > limit || lb > 63) return limit + 1;
  int row[64];
  for (int j = 0; j <= lb; j++) row[j] = j;
  for (int i = 1; i <= la; i++) {
    int diag = row[0], best = row[0] = i;
    for (int j = 1; j <= lb; j++) {
      int up = row[j];
      int v = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < v) v = up + 1;
      if (row[j - 1] + 1 < v) v = row[j - 1] + 1;
      row[j] = v;
      diag = up;
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
  }
  return row[lb];
}

/* The best spelling suggestion so far: a name and its distance (only a
 * name closer than dist replaces it). */
typedef struct Guess {
  const char *name;
  int dist;
} Guess;

/* Considers name k as a spelling of name. */
static void guess_one(Guess *g, const char *name, const char *k) {
  if (k[0] == '\'' || strcmp(k, name) == 0) return;
  int d = distance(name, k, g->dist);
  if (d < g->dist || (d == g->dist && g->name && strcmp(k, g->name) < 0)) {
    g->dist = d;
    g->name = k;
  }
}

/* Considers the names of map m as spellings of name. */
static void guess_in(const ElabMap *m, const char *name, Guess *g) {
  for (size_t i = 0; i < m->cap; i++) {
    Obj *o = m->keys[i] ? m->vals[i] : NULL;
    if (o && o->kind != OBJ_ERROR) guess_one(g, name, m->keys[i]);
  }
}

/* The longest distance accepted for a suggestion: one edit for names of
 * 3 to 5 letters, two for longer ones, none for shorter ones (plus one:
 * the bound is exclusive). */
static int guess_limit(const char *name) {
  size_t n = strlen(name);
  return n <= 2 ? 0 : n <= 5 ? 2 : 3;
}

/* The visible name closest in spelling to name, or NULL. */
static const char *spelling(Elab *E, Scope *s, const char *name) {
  Guess g = {NULL, guess_limit(name)};
  if (g.dist == 0) return NULL;
  for (Scope *t = s; t; t = t->parent) {
    guess_in(&t->names, name, &g);
    for (Import *u = t->uses; u; u = u->next)
      if (u->pkg) guess_in(&u->pkg->names, name, &g);
      else if (u->one) guess_one(&g, name, u->one->name);
  }
  guess_in(&E->std->names, name, &g);
  return g.name;
}

/* 1 if the declarations decls of a package declare name. */
static int declares(const AstNode *decls, const char *name) {
  for (const AstNode *d = decls; d; d = d->next) {
    if (d->name && strcmp(d->name, name) == 0) return 1;
    if (d->kind == AST_NATURE && d->c && d->c->name && strcmp(d->c->name, name) == 0) return 1;
    if (d->kind == AST_TYPE && d->op == TYPE_ENUM)
      for (const AstNode *l = d->list; l; l = l->next)
        if (l->name && strcmp(l->name, name) == 0) return 1;
  }
  return 0;
}

/* The IEEE package that declares name, for the hint "add a use clause",
 * or NULL. */
static const char *ieee_package(Elab *E, const char *name) {
  static const char *const pkgs[] = {
    "mechanical_systems", "electrical_systems", "math_real", "fundamental_constants",
    "thermal_systems", "fluidic_systems", "radiant_systems", "energy_systems"};
  if (!lib_exists(E->lib, "ieee")) return NULL;
  for (size_t i = 0; i < sizeof pkgs / sizeof *pkgs; i++) {
    AstNode *p = lib_package(E->lib, "ieee", pkgs[i]);
    if (p && declares(p->decls, name)) return pkgs[i];
  }
  return NULL;
}

/* 1 if s or a region around it had a failed library or use clause. */
static int broken(const Scope *s) {
  for (; s; s = s->parent)
    if (s->broken) return 1;
  return 0;
}

/* Reports name n, not found in s (unless a failed use clause may explain
 * it), and declares it there as OBJ_ERROR so that its other uses stay
 * silent. */
static void not_declared(Elab *E, Scope *s, AstNode *n) {
  if (!broken(s)) {
    int hints = E->errors < ELAB_MAX_HINTS;   /* searches cost time: not for floods */
    const char *near = hints ? spelling(E, s, n->name) : NULL;
    const char *pkg = hints && !near ? ieee_package(E, n->name) : NULL;
    if (near)
      elab_error(E, n->loc, "'%s' is not declared; did you mean '%s'?", n->name, near);
    else if (pkg && !elab_map_get(&E->said, pkg)) {   /* the use clause once per package */
      elab_error(E, n->loc, "'%s' is not declared; package ieee.%s declares it (add 'library "
                 "ieee; use ieee.%s.all;' before the entity)", n->name, pkg, pkg);
      elab_map_put(&E->said, E->tmp, pkg, (void *)pkg);
    } else if (pkg)
      elab_error(E, n->loc, "'%s' is not declared; package ieee.%s declares it", n->name, pkg);
    else
      elab_error(E, n->loc, "'%s' is not declared", n->name);
  }
  elab_poison(E, s, n->name, n->loc);
}

/* The object suffix of prefix object p (a library or a package). */
static Obj *select_in(Elab *E, Obj *p, AstNode *n) {
  if (p->kind == OBJ_LIBRARY) return elab_package(E, p->lib, n->name, n->loc);
  if (p->kind == OBJ_PACKAGE) {
    Obj *o = elab_lookup_local(p->pkg, n->name);
    if (!o) {
      Guess g = {NULL, guess_limit(n->name)};
      guess_in(&p->pkg->names, n->name, &g);
      if (g.name)
        elab_error(E, n->loc, "'%s' is not declared in package '%s'; did you mean '%s'?", n->name,
                   p->name, g.name);
      else
        elab_error(E, n->loc, "'%s' is not declared in package '%s'", n->name, p->name);
    }
    return o && o->kind == OBJ_ERROR ? NULL : o;
  }
  elab_error(E, n->loc, "'%s' is %s; selected names '%s.%s' are supported for libraries "
             "and packages only", p->name, elab_kind_name(p->kind), p->name, n->name);
  return NULL;
}

Obj *elab_resolve(Elab *E, Scope *s, AstNode *n) {
  if (n->kind == AST_NAME) {
    Obj *o = elab_lookup(E, s, n->name);
    if (!o) not_declared(E, s, n);
    return o && o->kind == OBJ_ERROR ? NULL : o;
  }
  if (n->kind == AST_SELECTED && n->a) {
    Obj *p = elab_resolve(E, s, n->a);
    return p ? select_in(E, p, n) : NULL;
  }
  if (n->kind != AST_ERROR) elab_error(E, n->loc, "expected a name here");
  return NULL;
}

/* A use clause of s; its failure marks s broken (see Scope). */
void elab_use(Elab *E, Scope *s, AstNode *use) {
  AstNode *n = use->a;
  if (!n || n->kind != AST_SELECTED || !n->a) {
    if (n && n->kind != AST_ERROR) elab_error(E, use->loc, "use clause needs a selected name");
    s->broken = 1;
    return;
  }
  Import *u = arena_alloc(E->tmp, sizeof *u);
  if (strcmp(n->name, "all") == 0) {
    Obj *p = elab_resolve(E, s, n->a);
    if (p && p->kind == OBJ_LIBRARY) return;   /* `use ieee.all`: nothing to import */
    if (p && p->kind != OBJ_PACKAGE)
      elab_error(E, n->a->loc, "'%s' is %s, not a package", p->name, elab_kind_name(p->kind));
    if (!p || p->kind != OBJ_PACKAGE) {
      s->broken = 1;
      return;
    }
    u->pkg = p->pkg;
  } else {
    u->one = elab_resolve(E, s, n);
    if (!u->one) {
      s->broken = 1;
      return;
    }
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
        elab_error(E, c->loc, "library '%s' not found (searched folder '%s')", c->name,
                   lib_folder(E->lib, c->name));
        elab_poison(E, s, c->name, c->loc);
        s->broken = 1;
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
      elab_error(E, loc, "package '%s' depends on itself", name);
      return NULL;
    }
    return o;
  }
  AstNode *decl = lib_package(E->lib, lib, name);
  if (!decl) {
    elab_error(E, loc, "package '%s' not found in library '%s'", name, lib);
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
    elab_error(E, n->loc, "not supported yet: array subtypes");
    return E->t_error;
  }
  Obj *o = elab_resolve(E, s, n);
  if (!o) return E->t_error;
  if (o->kind != OBJ_TYPE) {
    elab_error(E, n->loc, "'%s' is %s, not a type", o->name, elab_kind_name(o->kind));
    return E->t_error;
  }
  if (o->type->kind == TY_UNSUPPORTED) {
    elab_error(E, n->loc, "not supported yet: %s (type '%s')", o->type->why, o->type->name);
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
    elab_error(E, n->loc, "'%s' is %s, not a nature", o->name, elab_kind_name(o->kind));
    return E->n_error;
  }
  return o->nature;
}
