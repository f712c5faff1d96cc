/*
 * elab.c - elaboration entry point (see elab.h) and the assembly of the
 * DAE: unknowns, equations, conservation laws, outputs and breaks.
 *
 * The walk over the hierarchy (elab_inst.c and the files it uses) appends
 * unknowns, equations and outputs to growable arrays of the Elab context.
 * When the whole design is elaborated, this file adds one conservation
 * law per non-reference node (the through unknowns of the branches at the
 * node, + where the branch starts, - where it ends), resolves the break
 * elements to unknowns, and copies everything into the Dae's arena.
 * The file begins with elaboration's messages (elab_error: each printed
 * once per place).
 */
#include "elab_int.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- messages ---- */

/* Formats a message; 1 when it is new at loc (and remembers it). */
static int first_time(Elab *E, Loc loc, char *msg, size_t size, const char *fmt, va_list ap) {
  vsnprintf(msg, size, fmt, ap);
  char *key = arena_printf(E->tmp, "%d:%d:%s", loc.file, loc.off, msg);
  if (elab_map_get(&E->said, key)) return 0;
  elab_map_put(&E->said, E->tmp, key, key);
  return 1;
}

void elab_error(Elab *E, Loc loc, const char *fmt, ...) {
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  E->printed = first_time(E, loc, msg, sizeof msg, fmt, ap);
  va_end(ap);
  E->errors++;
  if (E->printed) diag_error(E->d, loc, "%s", msg);
}

void elab_note(Elab *E, Loc loc, const char *fmt, ...) {
  if (!E->printed) return;
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  diag_note(E->d, loc, "%s", msg);
}

void elab_warning(Elab *E, Loc loc, const char *fmt, ...) {
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  int fresh = first_time(E, loc, msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (fresh) diag_warning(E->d, loc, "%s", msg);
}

/* ---- the system under construction ---- */

int elab_add_var(Elab *E, DaeVarKind kind, const char *name, Loc loc, double guess,
                 const char *nature) {
  if (E->nvar == E->capvar) {
    E->capvar = E->capvar ? 2 * E->capvar : 64;
    E->var = xrealloc(E->var, (size_t)E->capvar * sizeof *E->var);
    E->dot_aux = xrealloc(E->dot_aux, (size_t)E->capvar * sizeof *E->dot_aux);
  }
  E->var[E->nvar] = (DaeVar){name, kind, loc, guess, nature};
  E->dot_aux[E->nvar] = -1;
  return E->nvar++;
}

void elab_add_eq(Elab *E, int e, DaeEqKind kind, int var, Loc loc, const char *where) {
  ELAB_GROW(E->eq, E->neq, E->capeq);
  E->eq[E->neq++] = (DaeEq){e, kind, var, loc, where};
}

int elab_new_node(Elab *E, const char *path, Nature *n, Loc loc) {
  int var = elab_add_var(E, DAE_ACROSS, path, loc, 0, n ? n->name : NULL);
  ELAB_GROW(E->node, E->nnode, E->capnode);
  const char *dot = strrchr(path, '.');
  const char *where = dot ? arena_strndup(E->out, path, (size_t)(dot - path)) : "";
  E->node[E->nnode] = (Node){var, loc, where};
  return E->nnode++;
}

void elab_incident(Elab *E, int node, int var, int sign) {
  if (node < 0) return;
  ELAB_GROW(E->inc, E->ninc, E->capinc);
  E->inc[E->ninc++] = (Incid){node, var, sign};
}

void elab_add_out(Elab *E, const char *name, int e, int top) {
  if (top) {
    ELAB_GROW(E->tout, E->ntout, E->captout);
    E->tout[E->ntout++] = (DaeOut){name, e};
  } else {
    ELAB_GROW(E->qout, E->nqout, E->capqout);
    E->qout[E->nqout++] = (DaeOut){name, e};
  }
}

const char *elab_path(Elab *E, const char *path, const char *name) {
  if (!path || !path[0]) return arena_strdup(E->out, name);
  return arena_printf(E->out, "%s.%s", path, name);
}

int elab_enter(Elab *E, Loc loc) {
  if (E->depth >= ELAB_MAX_DEPTH) {
    if (!E->deep_reported)
      elab_error(E, loc, "expression too deeply nested (more than %d levels)", ELAB_MAX_DEPTH);
    E->deep_reported = 1;
    return 0;
  }
  E->depth++;
  return 1;
}

void elab_leave(Elab *E) { E->depth--; }

/* One conservation law per node: the sum of the signed through unknowns
 * incident to it (incidences bucketed by node, kept in creation order). */
static void add_kcl(Elab *E) {
  int *start = xcalloc((size_t)E->nnode + 1, sizeof *start);
  int *order = xmalloc(((size_t)E->ninc + 1) * sizeof *order);
  for (int i = 0; i < E->ninc; i++) start[E->inc[i].node + 1]++;
  for (int i = 0; i < E->nnode; i++) start[i + 1] += start[i];
  int *fill = xmalloc(((size_t)E->nnode + 1) * sizeof *fill);
  memcpy(fill, start, ((size_t)E->nnode + 1) * sizeof *fill);
  for (int i = 0; i < E->ninc; i++) order[fill[E->inc[i].node]++] = i;
  for (int n = 0; n < E->nnode; n++) {
    int e = -1;
    for (int j = start[n]; j < start[n + 1]; j++) {
      const Incid *c = &E->inc[order[j]];
      int x = expr_var(E->pool, c->var);
      if (e < 0) e = c->sign > 0 ? x : expr_unary(E->pool, EXPR_NEG, x, LOC_NONE);
      else e = expr_binary(E->pool, c->sign > 0 ? EXPR_ADD : EXPR_SUB, e, x, LOC_NONE);
    }
    if (e < 0) e = expr_const(E->pool, 0);
    elab_add_eq(E, e, DAE_EQ_KCL, E->node[n].var, E->node[n].loc, E->node[n].where);
  }
  free(start);
  free(order);
  free(fill);
}

/* Resolves the recorded break elements to unknowns (see dae.h). */
static DaeBreak *resolve_breaks(Elab *E) {
  DaeBreak *out = arena_alloc(E->out, ((size_t)E->nbrk + 1) * sizeof *out);
  for (int i = 0; i < E->nbrk; i++) {
    const PendBreak *b = &E->brk[i];
    if (b->e < 0) continue;
    const ExprNode *x = &E->pool->node[b->e];
    if (x->op != EXPR_VAR) {
      elab_error(E, b->loc, "not supported yet: break on '%s', which is not a single unknown "
                 "(e.g. an across quantity between two non-reference terminals)", b->what);
      continue;
    }
    int v = x->a;
    if (b->deriv && E->dot_aux[v] >= 0) out[i] = (DaeBreak){E->dot_aux[v], 0, b->value, b->loc};
    else out[i] = (DaeBreak){v, b->deriv, b->value, b->loc};
  }
  return out;
}

/* Copies n elements of size sz into the arena (at least one slot). */
static void *copy(Arena *a, const void *p, int n, size_t sz) {
  void *q = arena_alloc(a, ((size_t)n + 1) * sz);
  if (n) memcpy(q, p, (size_t)n * sz);
  return q;
}

/* Moves the collected arrays and the resolved breaks brk into a new Dae
 * in E->out. */
static Dae *assemble(Elab *E, DaeBreak *brk) {
  Dae *dae = arena_alloc(E->out, sizeof *dae);
  dae->pool = E->pool;
  dae->arena = E->out;
  dae->nvar = E->nvar;
  dae->var = copy(E->out, E->var, E->nvar, sizeof *E->var);
  dae->neq = E->neq;
  dae->eq = copy(E->out, E->eq, E->neq, sizeof *E->eq);
  dae->nout = E->ntout + E->nqout;
  dae->out = arena_alloc(E->out, ((size_t)dae->nout + 1) * sizeof *dae->out);
  if (E->ntout) memcpy(dae->out, E->tout, (size_t)E->ntout * sizeof *E->tout);
  if (E->nqout) memcpy(dae->out + E->ntout, E->qout, (size_t)E->nqout * sizeof *E->qout);
  dae->nbreak = E->nbrk;
  dae->brk = brk;
  return dae;
}

/* The top entity: named, or the last one without ports in work. */
static AstNode *find_top(Elab *E, const char *top, const char **lib) {
  *lib = "work";
  if (!top) {
    AstNode *ent = lib_default_top(E->lib);
    if (!ent)
      elab_error(E, LOC_NONE, "no top-level entity: the design has no entity without ports "
                 "(name one with --top)");
    return ent;
  }
  char *name = arena_strdup(E->tmp, top);   /* names are case-insensitive */
  for (char *c = name; *c; c++) *c = (char)tolower((unsigned char)*c);
  top = name;
  AstNode *ent = lib_entity(E->lib, "work", top);
  if (!ent && lib_exists(E->lib, "models") && (ent = lib_entity(E->lib, "models", top))) *lib = "models";
  if (!ent) elab_error(E, LOC_NONE, "top entity '%s' not found in library work", top);
  return ent;
}

static void free_work(Elab *E) {
  free(E->var);
  free(E->dot_aux);
  free(E->eq);
  free(E->tout);
  free(E->qout);
  free(E->brk);
  free(E->node);
  free(E->inc);
  free(E->stack);
  arena_free(&E->tmp);
}

Dae *elab_design(Lib *l, Diag *d, const char *top) {
  Elab E = {0};
  E.lib = l;
  E.d = d;
  E.tmp = arena_new();
  E.out = arena_new();
  E.pool = expr_pool_new();
  int before = diag_errors(d);
  E.std = elab_std_new(&E);
  const char *lib;
  AstNode *ent = find_top(&E, top, &lib);
  if (ent) {
    AstNode *arch = lib_arch(l, lib, ent->name, NULL);
    if (!arch) elab_error(&E, ent->loc, "entity '%s' has no architecture", ent->name);
    else elab_unit(&E, lib, ent, arch, "", NULL, NULL, ent->loc);
  }
  DaeBreak *brk = resolve_breaks(&E);   /* reports even after other errors */
  Dae *dae = NULL;
  if (diag_errors(d) == before && E.errors == 0) {
    add_kcl(&E);
    dae = assemble(&E, brk);
  }
  free_work(&E);
  if (!dae) {
    expr_pool_free(&E.pool);
    arena_free(&E.out);
  }
  return dae;
}

void elab_free(Dae **dae) {
  if (!dae || !*dae) return;
  Arena *a = (*dae)->arena;
  expr_pool_free(&(*dae)->pool);
  arena_free(&a);
  *dae = NULL;
}
