/*
 * elab_inst.c - the design hierarchy: entity and component
 * instantiation, generic and port association, and the elaboration of one
 * entity/architecture pair as one instance.
 *
 * Each instance gets a fresh region for its entity and architecture (one
 * declarative region, as in VHDL).  Generics are evaluated to numbers:
 * actuals in the instantiating region, defaults in the entity's region
 * (they may use earlier generics).  A terminal port denotes the actual's
 * node; an `open` or unassociated one gets a fresh node.  A quantity port
 * of mode in denotes the actual's expression; one of mode out or inout is
 * the actual quantity itself, or a fresh unknown when open.
 */
#include "elab_int.h"

#include <string.h>

/* The actual of one formal. */
struct Binding {
  int set;           /* associated in the map */
  AstNode *actual;   /* expression or AST_OPEN; NULL if unassociated */
  Scope *scope;      /* where the actual is evaluated */
  Loc loc;           /* the actual (or the instance, when unassociated) */
  AstNode *dflt;     /* a component's default, used when unassociated */
  Scope *dscope;
};

/* The names of the formals (IFACE chain) for messages: "'a', 'b' and
 * 'c'", the first dozen only, or "none". */
static const char *formal_names(Elab *E, AstNode *formals) {
  enum { SHOWN = 12 };
  int n = ast_count(formals), i = 0;
  if (n == 0) return "none";
  const char *s = "";
  for (AstNode *f = formals; f && i < SHOWN; f = f->next, i++)
    s = arena_printf(E->tmp, "%s%s'%s'", s, i == 0 ? "" : i == n - 1 ? " and " : ", ",
                     f->name ? f->name : "?");
  return n > SHOWN ? arena_printf(E->tmp, "%s, ... (%d in all)", s, n) : s;
}

/* Association of a generic or port map with the formals (IFACE chain).
 * b[] has one entry per formal.  Returns 0, or -1 after reports. */
static int associate(Elab *E, Scope *s, AstNode *formals, AstNode *assocs, Binding *b,
                     const char *what, const char *unit, Loc site) {
  int n = ast_count(formals), pos = 0, named = 0, rc = 0;
  for (int i = 0; i < n; i++) b[i] = (Binding){0, NULL, s, site, NULL, NULL};
  for (AstNode *a = assocs; a; a = a->next) {
    AstNode *formal = a->kind == AST_ASSOC ? a->a : NULL;
    AstNode *actual = a->kind == AST_ASSOC ? a->b : a;
    Loc aloc = actual ? elab_loc(actual) : a->loc;
    int k = -1;
    if (formal) {
      named = 1;
      if (formal->kind != AST_NAME) {
        elab_error(E, formal->loc, "not supported yet: this form of formal designator");
        rc = -1;
        continue;
      }
      int i = 0;
      for (AstNode *f = formals; f; f = f->next, i++)
        if (f->name && strcmp(f->name, formal->name) == 0) k = i;
      if (k < 0) {
        elab_error(E, formal->loc, "'%s' is not a %s of %s (its %ss: %s)", formal->name, what,
                   unit, what, formal_names(E, formals));
        rc = -1;
        continue;
      }
    } else if (named) {
      elab_error(E, aloc, "positional association after named association in the %s map", what);
      rc = -1;
      continue;
    } else if ((k = pos++) >= n) {
      elab_error(E, aloc, "too many actuals in the %s map: %s has %d %s%s", what, unit, n, what,
                 n == 1 ? "" : "s");
      rc = -1;
      break;
    }
    if (b[k].set) {
      elab_error(E, formal ? formal->loc : aloc, "%s '%s' is associated more than once", what,
                 formal ? formal->name : "(positional)");
      elab_note(E, b[k].loc, "first association is here");
      rc = -1;
      continue;
    }
    b[k] = (Binding){1, actual, s, aloc, NULL, NULL};
  }
  if (rc == 0 && !named && pos > 0 && pos < n && strcmp(what, "port") == 0) {
    elab_error(E, site, "too few actuals in the port map: %s has %d ports, %d given (use "
               "named association with 'open' to leave ports unconnected)", unit, n, pos);
    rc = -1;
  }
  return rc;
}

/* The IFACE named name in chain, with its index in *idx; NULL if none. */
static AstNode *find_iface(AstNode *chain, const char *name, int *idx) {
  int i = 0;
  for (AstNode *f = chain; f; f = f->next, i++)
    if (f->name && strcmp(f->name, name) == 0) {
      *idx = i;
      return f;
    }
  return NULL;
}

/* Maps component bindings cb (per component formal) onto the entity's
 * formals by name.  Component formals missing from the entity are errors. */
static Binding *map_component(Elab *E, Obj *comp, AstNode *cformals, Binding *cb, AstNode *eformals,
                              const char *ent, const char *what, Loc site) {
  int ne = ast_count(eformals), i = 0;
  Binding *b = arena_alloc(E->tmp, (size_t)(ne + 1) * sizeof *b);
  for (AstNode *f = eformals; f; f = f->next, i++) {
    int j;
    AstNode *cf = f->name ? find_iface(cformals, f->name, &j) : NULL;
    b[i] = cf ? cb[j] : (Binding){0, NULL, NULL, site, NULL, NULL};
    if (cf && !cb[j].set && cf->b) {
      b[i].dflt = cf->b;
      b[i].dscope = comp->home;
    }
  }
  for (AstNode *cf = cformals; cf; cf = cf->next) {
    int j;
    if (cf->name && !find_iface(eformals, cf->name, &j))
      elab_error(E, cf->loc, "%s '%s' of component '%s' does not exist in entity '%s'", what,
                 cf->name, comp->name, ent);
  }
  return b;
}

/* ---- finding the entity ---- */

typedef struct Target {
  const char *lib;
  AstNode *ent, *arch;
} Target;

/* Entity name of library lib (work: the region's library); an entity
 * missing from work is looked up in the model library. */
static int find_entity(Elab *E, Scope *s, const char *lib, const char *name, const char *arch,
                       Loc loc, Target *t) {
  t->lib = strcmp(lib, "work") == 0 ? s->lib : lib;
  t->ent = lib_entity(E->lib, t->lib, name);
  if (!t->ent && strcmp(t->lib, "work") == 0 && lib_exists(E->lib, "models")) {
    t->ent = lib_entity(E->lib, "models", name);
    if (t->ent) t->lib = "models";
  }
  if (!t->ent) {
    elab_error(E, loc, "entity '%s' not found in library '%s'%s", name, t->lib,
               strcmp(t->lib, "work") == 0 ? " (nor in the model library)" : "");
    return -1;
  }
  t->arch = lib_arch(E->lib, t->lib, t->ent->name, arch);
  if (!t->arch) {
    if (arch) elab_error(E, loc, "architecture '%s' of entity '%s' not found", arch, name);
    else elab_error(E, loc, "entity '%s' has no architecture", name);
    return -1;
  }
  return 0;
}

/* The library and entity names of an entity aspect: NAME or lib.NAME. */
static int entity_name(Elab *E, Scope *s, AstNode *a, const char **lib, const char **name) {
  if (a && a->kind == AST_NAME) {
    *lib = "work";
    *name = a->name;
    return 0;
  }
  if (a && a->kind == AST_SELECTED && a->a && a->a->kind == AST_NAME) {
    *name = a->name;
    *lib = a->a->name;
    if (strcmp(*lib, "work") == 0) return 0;
    Obj *o = elab_lookup(E, s, *lib);
    if (o && o->kind == OBJ_LIBRARY) {
      *lib = o->lib;
      return 0;
    }
    if (o && o->kind == OBJ_ERROR) return -1;   /* its library clause failed: reported */
    elab_error(E, a->a->loc, "library '%s' not found (searched folder '%s')", *lib,
               lib_folder(E->lib, *lib));
    return -1;
  }
  elab_error(E, a ? a->loc : LOC_NONE, "not supported yet: this form of entity name");
  return -1;
}

/* A configuration specification of s or its parents binding label:comp. */
static AstNode *config_for(Scope *s, const char *label, const char *comp) {
  for (; s; s = s->parent)
    for (ConfigSpec *c = s->configs; c; c = c->next) {
      if (!c->spec->name2 || strcmp(c->spec->name2, comp) != 0) continue;
      for (AstNode *l = c->spec->a; l; l = l->next)
        if (l->kind == AST_ALL || l->kind == AST_OTHERS ||
            (l->kind == AST_NAME && label && strcmp(l->name, label) == 0))
          return c->spec;
    }
  return NULL;
}

/* ---- instances ---- */

static void entity_instance(Elab *E, Scope *s, AstNode *inst, const char *path) {
  const char *lib, *name;
  Target t;
  if (entity_name(E, s, inst->a, &lib, &name) < 0) return;
  if (find_entity(E, s, lib, name, inst->b ? inst->b->name : NULL, inst->a->loc, &t) < 0) return;
  const char *unit = arena_printf(E->tmp, "entity '%s'", name);
  Binding *g = arena_alloc(E->tmp, (size_t)(ast_count(t.ent->generics) + 1) * sizeof *g);
  Binding *p = arena_alloc(E->tmp, (size_t)(ast_count(t.ent->ports) + 1) * sizeof *p);
  int rc = associate(E, s, t.ent->generics, inst->generics, g, "generic", unit, inst->loc);
  rc |= associate(E, s, t.ent->ports, inst->ports, p, "port", unit, inst->loc);
  if (rc == 0) elab_unit(E, t.lib, t.ent, t.arch, path, g, p, inst->loc);
}

/* The entity a component instance is bound to: a configuration
 * specification, or the entity of the component's name. */
static int component_target(Elab *E, Scope *s, AstNode *inst, Obj *comp, Target *t) {
  AstNode *cfg = config_for(s, inst->name, comp->name);
  const char *lib = "work", *name = comp->name, *arch = NULL;
  if (cfg && cfg->b) {
    if (cfg->b->kind == AST_OPEN || cfg->op == INST_CONFIGURATION) {
      elab_error(E, cfg->b->loc, "not supported yet: configuration specifications with "
                 "'use %s'", cfg->b->kind == AST_OPEN ? "open" : "configuration");
      return -1;
    }
    if (cfg->generics || cfg->ports) {
      elab_error(E, cfg->loc, "not supported yet: generic or port maps in configuration "
                 "specifications");
      return -1;
    }
    if (entity_name(E, s, cfg->b, &lib, &name) < 0) return -1;
    arch = cfg->c ? cfg->c->name : NULL;
  }
  return find_entity(E, s, lib, name, arch, inst->a->loc, t);
}

static void component_instance(Elab *E, Scope *s, AstNode *inst, const char *path) {
  Obj *comp = inst->a->kind == AST_NAME ? elab_lookup(E, s, inst->a->name) : NULL;
  if (!comp && inst->a->kind == AST_NAME) {   /* no component declaration: the entity directly */
    entity_instance(E, s, inst, path);
    return;
  }
  if (!comp) comp = elab_resolve(E, s, inst->a);
  if (!comp || comp->kind == OBJ_ERROR) return;
  if (comp->kind != OBJ_COMPONENT) {
    elab_error(E, inst->a->loc, "'%s' is %s, not a component or entity", comp->name,
               elab_kind_name(comp->kind));
    return;
  }
  Target t;
  if (component_target(E, s, inst, comp, &t) < 0) return;
  AstNode *cd = comp->decl;
  const char *unit = arena_printf(E->tmp, "component '%s'", comp->name);
  Binding *cg = arena_alloc(E->tmp, (size_t)(ast_count(cd->generics) + 1) * sizeof *cg);
  Binding *cp = arena_alloc(E->tmp, (size_t)(ast_count(cd->ports) + 1) * sizeof *cp);
  int rc = associate(E, s, cd->generics, inst->generics, cg, "generic", unit, inst->loc);
  rc |= associate(E, s, cd->ports, inst->ports, cp, "port", unit, inst->loc);
  if (rc) return;
  int before = E->errors;
  Binding *g = map_component(E, comp, cd->generics, cg, t.ent->generics, t.ent->name, "generic", inst->loc);
  Binding *p = map_component(E, comp, cd->ports, cp, t.ent->ports, t.ent->name, "port", inst->loc);
  if (E->errors == before) elab_unit(E, t.lib, t.ent, t.arch, path, g, p, inst->loc);
}

void elab_instance(Elab *E, Scope *s, AstNode *inst) {
  if (!inst->a || !inst->name) return;
  const char *path = elab_path(E, s->path, inst->name);
  if (inst->op == INST_CONFIGURATION)
    elab_error(E, inst->loc, "not supported yet: instantiation of configurations");
  else if (inst->op == INST_COMPONENT) component_instance(E, s, inst, path);
  else entity_instance(E, s, inst, path);
}

/* ---- one instance ---- */

/* Declares generic g with the value of its actual, its component's
 * default, or its own default. */
static void bind_generic(Elab *E, Scope *s, AstNode *ent, AstNode *g, Binding *b, Loc site) {
  if (g->op != CLASS_NONE && g->op != CLASS_CONSTANT) {
    elab_error(E, g->loc, "not supported yet: generics of this class ('%s')", g->name);
    elab_poison(E, s, g->name, g->loc);
    return;
  }
  Type *t = elab_type_mark(E, s, g->a);
  Val v;
  if (b && b->actual && b->actual->kind != AST_OPEN) {
    v = elab_static(E, b->scope, b->actual, "the actual of a generic");
    elab_check(E, v, t, b->loc, arena_printf(E->tmp, "the actual of generic '%s'", g->name));
  } else if (b && b->dflt) {
    v = elab_static(E, b->dscope, b->dflt, "the default of a generic");
  } else if (g->b) {
    v = elab_static(E, s, g->b, "the default of a generic");
    elab_check(E, v, t, elab_loc(g->b), arena_printf(E->tmp, "the default of generic '%s'", g->name));
  } else {
    if (!s->path[0])
      elab_error(E, g->loc, "top entity '%s' has generic '%s' without a default value", ent->name,
                 g->name);
    else
      elab_error(E, site, "generic '%s' of entity '%s' has no value: instance '%s' does not "
                 "set it and it has no default", g->name, ent->name, s->path);
    v = elab_error_val(E);
  }
  Obj *o = elab_obj_new(E, OBJ_CONST, g->name, g->loc);
  o->val = v;
  o->val.t = t;
  elab_declare(E, s, o);
}

/* The terminal an actual names, checked against the formal's nature. */
static int terminal_actual(Elab *E, Binding *b, AstNode *p, Nature *nat) {
  if (b->actual->kind != AST_NAME && b->actual->kind != AST_SELECTED) {
    elab_error(E, b->loc, "the actual of terminal port '%s' must be a terminal name", p->name);
    return -2;
  }
  Obj *o = elab_resolve(E, b->scope, b->actual);
  if (!o) return -2;
  if (o->kind != OBJ_TERMINAL) {
    elab_error(E, b->loc, "the actual of terminal port '%s' must be a terminal; '%s' is %s",
               p->name, o->name, elab_kind_name(o->kind));
    return -2;
  }
  if (o->nature != nat && o->nature != E->n_error && nat != E->n_error) {
    elab_error(E, b->loc, "terminal '%s' of nature '%s' cannot be connected to port '%s' of "
               "nature '%s'", o->name, o->nature->name, p->name, nat->name);
    return -2;
  }
  return o->node;
}

static void bind_terminal(Elab *E, Scope *s, AstNode *p, Binding *b) {
  Nature *nat = elab_nature_mark(E, s, p->a);
  if (b && b->actual && b->actual->kind != AST_OPEN) {
    int node = terminal_actual(E, b, p, nat);
    if (node >= -1) {
      elab_terminal(E, s, p->name, nat, node, p->loc);
      return;
    }   /* after an error: a fresh node, so that the port is still declared */
  }
  const char *path = elab_path(E, s->path, p->name);
  int node = elab_new_node(E, path, nat, p->loc);
  elab_terminal(E, s, p->name, nat, node, p->loc);
  if (!s->path[0]) elab_add_out(E, path, expr_var(E->pool, E->node[node].var), 1);
}

/* A quantity port of mode out or inout: the actual quantity itself. */
static void bind_out_quantity(Elab *E, Scope *s, AstNode *p, Type *t, Binding *b) {
  if (b && b->actual && b->actual->kind != AST_OPEN) {
    AstNode *a = b->actual;
    Obj *o = a->kind == AST_NAME || a->kind == AST_SELECTED ? elab_resolve(E, b->scope, a) : NULL;
    if (o && o->kind == OBJ_QUANTITY) {
      if (elab_check(E, o->val, t, b->loc, arena_printf(E->tmp, "the actual of port '%s'", p->name)) == 0)
        elab_alias(E, s, p->name, o, p->loc);
      return;
    }
    if (o || (a->kind != AST_NAME && a->kind != AST_SELECTED))
      elab_error(E, b->loc, "the actual of quantity port '%s' (mode out) must be a quantity name",
                 p->name);
    elab_quantity(E, s, p->name, t, expr_const(E->pool, 0), p->loc);   /* no cascade */
    return;
  }
  const char *path = elab_path(E, s->path, p->name);
  int var = elab_add_var(E, DAE_FREE, path, p->loc, 0, NULL);
  Obj *o = elab_quantity(E, s, p->name, t, expr_var(E->pool, var), p->loc);
  elab_add_out(E, o->path, o->val.e, 0);
}

static void bind_quantity(Elab *E, Scope *s, AstNode *ent, AstNode *p, Binding *b, Loc site) {
  Type *t = elab_type_mark(E, s, p->a);
  if (!elab_is_real(t)) {
    elab_error(E, p->loc, "quantity port '%s' must be of a floating-point type, not %s", p->name,
               elab_type_name(t));
    elab_poison(E, s, p->name, p->loc);
    return;
  }
  if (p->mode == MODE_OUT || p->mode == MODE_INOUT || p->mode == MODE_BUFFER) {
    bind_out_quantity(E, s, p, t, b);
    return;
  }
  Val v;
  if (b && b->actual && b->actual->kind != AST_OPEN) {
    v = elab_expr(E, b->scope, b->actual);
    elab_check(E, v, t, b->loc, arena_printf(E->tmp, "the actual of port '%s'", p->name));
  } else if (b && b->dflt) {
    v = elab_static(E, b->dscope, b->dflt, "the default of a port");
  } else if (p->b) {
    v = elab_static(E, s, p->b, "the default of a port");
  } else {
    elab_error(E, s->path[0] ? site : p->loc, "quantity port '%s' of entity '%s' (mode in) has "
               "no actual and no default value", p->name, ent->name);
    v = elab_error_val(E);
  }
  elab_quantity(E, s, p->name, t, v.e, p->loc);
}

/* Declares port p (terminal or quantity) bound to b. */
static void bind_port(Elab *E, Scope *s, AstNode *ent, AstNode *p, Binding *b, Loc site) {
  int cls = p->op;
  if (cls == CLASS_NONE && p->a) {   /* no class given: a nature makes it a terminal */
    AstNode *mark = p->a->kind == AST_SUBTYPE_IND ? p->a->a : p->a;
    Obj *o = mark && (mark->kind == AST_NAME || mark->kind == AST_SELECTED)
                 ? elab_resolve(E, s, mark) : NULL;
    if (!o && mark && (mark->kind == AST_NAME || mark->kind == AST_SELECTED)) {
      elab_poison(E, s, p->name, p->loc);   /* its type or nature is unknown: reported */
      return;
    }
    cls = o && o->kind == OBJ_NATURE ? CLASS_TERMINAL : CLASS_SIGNAL;
  }
  if (cls == CLASS_TERMINAL) {
    bind_terminal(E, s, p, b);
  } else if (cls == CLASS_QUANTITY) {
    bind_quantity(E, s, ent, p, b, site);
  } else {
    elab_error(E, p->loc, "not supported yet: signal ports ('%s' is a signal port; a quantity "
               "port is written 'quantity %s : in real')", p->name, p->name);
    elab_poison(E, s, p->name, p->loc);
  }
}

void elab_unit(Elab *E, const char *lib, AstNode *ent, AstNode *arch, const char *path,
               Binding *gen, Binding *port, Loc site) {
  for (int i = 0; i < E->nstack; i++)
    if (E->stack[i] == ent) {
      elab_error(E, site, "entity '%s' instantiates itself (recursive hierarchy at '%s')",
                 ent->name, path);
      return;
    }
  if (E->nstack >= ELAB_MAX_HIER) {
    elab_error(E, site, "the hierarchy is nested too deeply (more than %d levels)", ELAB_MAX_HIER);
    return;
  }
  ELAB_GROW(E->stack, E->nstack, E->capstack);
  E->stack[E->nstack++] = ent;
  Scope *s = elab_scope_new(E, NULL, lib, path);
  elab_context(E, s, ent->ctx);
  if (arch) elab_context(E, s, arch->ctx);
  int i = 0;
  for (AstNode *g = ent->generics; g; g = g->next, i++)
    bind_generic(E, s, ent, g, gen ? &gen[i] : NULL, site);
  i = 0;
  for (AstNode *p = ent->ports; p; p = p->next, i++)
    bind_port(E, s, ent, p, port ? &port[i] : NULL, site);
  elab_decls(E, s, ent->decls, DECL_UNIT);
  if (arch) elab_decls(E, s, arch->decls, DECL_UNIT);
  elab_stmts(E, s, ent->stmts);
  if (arch) elab_stmts(E, s, arch->stmts);
  E->nstack--;
}
