/*
 * structure.c - maximum matching and floating-subsystem detection
 * (see structure.h).
 */
#include "structure.h"
#include "arena.h"

#include <stdlib.h>
#include <string.h>

#define MAX_REPORTS 10

/* Bipartite graph in compressed rows: equation e reads unknowns
 * adj[start[e] .. start[e+1]-1] (each once). */
typedef struct Graph {
  int neq, nvar;
  int *start, *adj;
} Graph;

static int max_matching(const Graph *g, int *match_eq, int *match_var);

/* Collects the unknowns each residual reads (VAR or DER), iteratively. */
static Graph build_graph(const Dae *dae) {
  Graph g = {dae->neq, dae->nvar, NULL, NULL};
  const ExprPool *p = dae->pool;
  int *seen_node = xcalloc((size_t)p->n + 1, sizeof(int));
  int *seen_var = xcalloc((size_t)dae->nvar + 1, sizeof(int));
  int *stack = xmalloc(((size_t)p->n + 1) * sizeof(int));
  int cap = 1024, n = 0;
  g.adj = xmalloc((size_t)cap * sizeof(int));
  g.start = xmalloc(((size_t)dae->neq + 1) * sizeof(int));
  for (int e = 0; e < dae->neq; e++) {
    int stamp = e + 1, top = 0;
    g.start[e] = n;
    stack[top++] = dae->eq[e].expr;
    while (top > 0) {
      int id = stack[--top];
      if (id < 0 || seen_node[id] == stamp) continue;
      seen_node[id] = stamp;
      const ExprNode *x = &p->node[id];
      if (x->op == EXPR_VAR || x->op == EXPR_DER) {
        if (seen_var[x->a] == stamp) continue;
        seen_var[x->a] = stamp;
        if (n == cap) g.adj = xrealloc(g.adj, (size_t)(cap *= 2) * sizeof(int));
        g.adj[n++] = x->a;
        continue;
      }
      if (x->op == EXPR_CONST || x->op == EXPR_TIME || x->op == EXPR_DOMAIN) continue;
      if (x->a >= 0) stack[top++] = x->a;
      if (x->b >= 0) stack[top++] = x->b;
      if (x->c >= 0) stack[top++] = x->c;
    }
  }
  g.start[dae->neq] = n;
  free(seen_node);
  free(seen_var);
  free(stack);
  return g;
}

int structure_matching(int nrow, int ncol, const int *start, const int *adj, int *match_row,
                       int *match_col) {
  Graph g = {nrow, ncol, (int *)start, (int *)adj};
  return max_matching(&g, match_row, match_col);
}

/* Hopcroft-Karp: fills match_eq[e] (unknown or -1) and match_var[v]
 * (equation or -1).  Iterative DFS, so deep chains cannot overflow. */
static int max_matching(const Graph *g, int *match_eq, int *match_var) {
  int ne = g->neq, size = 0;
  int *dist = xmalloc(((size_t)ne + 1) * sizeof(int));
  int *queue = xmalloc(((size_t)ne + 1) * sizeof(int));
  int *it = xmalloc(((size_t)ne + 1) * sizeof(int));
  int *stack = xmalloc(((size_t)ne + 1) * sizeof(int));
  for (int e = 0; e < ne; e++) match_eq[e] = -1;
  for (int v = 0; v < g->nvar; v++) match_var[v] = -1;
  for (;;) {
    /* BFS layers from the free equations */
    int qh = 0, qt = 0, found = 0;
    for (int e = 0; e < ne; e++) {
      dist[e] = match_eq[e] < 0 ? 0 : -1;
      if (match_eq[e] < 0) queue[qt++] = e;
    }
    while (qh < qt) {
      int e = queue[qh++];
      for (int k = g->start[e]; k < g->start[e + 1]; k++) {
        int f = match_var[g->adj[k]];
        if (f < 0) found = 1;
        else if (dist[f] < 0) { dist[f] = dist[e] + 1; queue[qt++] = f; }
      }
    }
    if (!found) break;
    /* DFS along the layers for vertex-disjoint augmenting paths */
    for (int e = 0; e < ne; e++) it[e] = g->start[e];
    for (int root = 0; root < ne; root++) {
      if (match_eq[root] >= 0 || dist[root] != 0) continue;
      int top = 0;
      stack[top++] = root;
      while (top > 0) {
        int e = stack[top - 1];
        if (it[e] == g->start[e + 1]) { dist[e] = -1; top--; continue; }
        int v = g->adj[it[e]++], f = match_var[v];
        if (f < 0) {   /* augment along the stack */
          for (int i = top - 1; i >= 0; i--) {
            int ee = stack[i], vv = g->adj[it[ee] - 1];
            match_eq[ee] = vv;
            match_var[vv] = ee;
          }
          size++;
          break;
        }
        if (dist[f] == dist[e] + 1) stack[top++] = f;
      }
    }
  }
  free(dist);
  free(queue);
  free(it);
  free(stack);
  return size;
}

static const char *kind_word(DaeVarKind k) {
  switch (k) {
  case DAE_ACROSS: return "terminal";
  case DAE_THROUGH: return "through quantity";
  case DAE_AUX_DOT: case DAE_AUX_INTEG: return "implicit quantity";
  default: return "quantity";
  }
}

/* Reports unknowns without an equation and equations without an unknown. */
static int report_matching(const Dae *dae, const Graph *g, const int *match_eq,
                           const int *match_var, const unsigned char *floating, Diag *d) {
  int *uses = xcalloc((size_t)dae->nvar + 1, sizeof(int));
  for (int k = 0; k < g->start[g->neq]; k++) uses[g->adj[k]]++;
  int shown = 0, bad = 0;
  for (int v = 0; v < dae->nvar; v++) {
    if (match_var[v] >= 0) continue;
    bad = 1;
    if (floating[v]) continue;   /* explained by the floating-subsystem error */
    if (shown++ >= MAX_REPORTS) continue;
    const DaeVar *x = &dae->var[v];
    if (uses[v] == 0 && x->kind == DAE_ACROSS)
      diag_error(d, x->loc, "terminal '%s' is not connected to any branch", x->name);
    else if (uses[v] == 0)
      diag_error(d, x->loc, "%s '%s' appears in no equation", kind_word(x->kind), x->name);
    else if (uses[v] == 1)
      diag_error(d, x->loc, "%s '%s' is not determined: the one equation that contains it "
                 "determines another quantity", kind_word(x->kind), x->name);
    else
      diag_error(d, x->loc, "%s '%s' is not determined: the %d equations that contain it "
                 "determine other quantities", kind_word(x->kind), x->name, uses[v]);
  }
  for (int e = 0; e < dae->neq; e++) {
    if (match_eq[e] >= 0) continue;
    bad = 1;
    const DaeEq *q = &dae->eq[e];
    if (q->kind == DAE_EQ_KCL && q->var >= 0 && (floating[q->var] || uses[q->var] == 0))
      continue;   /* reported with its terminal */
    if (shown++ >= MAX_REPORTS) continue;
    if (q->kind == DAE_EQ_KCL && q->var >= 0)
      diag_error(d, q->loc, "the conservation law at terminal '%s' determines nothing new",
                 dae->var[q->var].name);
    else if (g->start[e] == g->start[e + 1])
      diag_error(d, q->loc, "this equation contains no unknown quantity%s%s%s",
                 *q->where ? " (in '" : "", q->where, *q->where ? "')" : "");
    else
      diag_error(d, q->loc, "this equation determines nothing new: its quantities are already "
                 "determined by other equations%s%s%s", *q->where ? " (in '" : "", q->where,
                 *q->where ? "')" : "");
  }
  if (shown > MAX_REPORTS)
    diag_note(d, LOC_NONE, "%d more structural problems not shown", shown - MAX_REPORTS);
  free(uses);
  return bad;
}

static int find(int *parent, int i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

/* The instance path of a quantity name: everything before the last dot. */
static void instance_of(const char *name, char *out, size_t cap) {
  const char *dot = strrchr(name, '.');
  size_t n = dot ? (size_t)(dot - name) : 0;
  if (n >= cap) n = cap - 1;
  memcpy(out, name, n);
  out[n] = '\0';
}

/* Terminals joined by branches, and whether each group reaches a reference.
 * A through quantity in one conservation law joins its terminal to the
 * reference; in two, it joins the two terminals. */
static int report_floating(const Dae *dae, const Graph *g, unsigned char *floating, Diag *d) {
  int n = dae->nvar, bad = 0, reports = 0;
  int *parent = xmalloc(((size_t)n + 1) * sizeof(int));
  int *count = xcalloc((size_t)n + 1, sizeof(int));   /* conservation laws a through quantity is in */
  int *node = xmalloc(((size_t)n + 1) * sizeof(int)); /* the first of them (its terminal) */
  unsigned char *grounded = xcalloc((size_t)n + 1, 1);
  for (int i = 0; i < n; i++) parent[i] = i;
  for (int e = 0; e < dae->neq; e++) {
    const DaeEq *q = &dae->eq[e];
    if (q->kind != DAE_EQ_KCL || q->var < 0) continue;
    for (int k = g->start[e]; k < g->start[e + 1]; k++) {
      int t = g->adj[k];
      if (count[t]++ == 0) node[t] = q->var;
      else parent[find(parent, node[t])] = find(parent, q->var);
    }
  }
  for (int t = 0; t < n; t++)
    if (count[t] == 1) grounded[find(parent, node[t])] = 1;
  for (int v = 0; v < n && reports < MAX_REPORTS; v++) {
    int r = find(parent, v);
    if (dae->var[v].kind != DAE_ACROSS || grounded[r]) continue;
    grounded[r] = 2;   /* v is the first terminal of a group without a path to the reference */
    int members = 0, branches = 0;
    char list[512] = "", inst[512] = "";
    for (int u = 0; u < n; u++) {
      if (dae->var[u].kind != DAE_ACROSS || find(parent, u) != r) continue;
      floating[u] = 1;
      size_t l = strlen(list);
      if (l < sizeof list - 80) snprintf(list + l, sizeof list - l, "%s'%s'", l ? ", " : "", dae->var[u].name);
      members++;
    }
    for (int t = 0; t < n; t++) {
      if (count[t] == 0 || find(parent, node[t]) != r) continue;
      char ip[256];
      instance_of(dae->var[t].name, ip, sizeof ip);
      size_t l = strlen(inst);
      if (*ip && !strstr(inst, ip) && l < sizeof inst - 80)
        snprintf(inst + l, sizeof inst - l, "%s'%s'", l ? ", " : "", ip);
      branches++;
    }
    if (branches == 0) {   /* an unconnected terminal: the matching reports it */
      floating[v] = 0;
      continue;
    }
    bad = 1;
    reports++;
    diag_error(d, dae->var[v].loc, "floating subsystem: terminal%s %s %s no path to the reference "
               "of nature '%s'", members == 1 ? "" : "s", list, members == 1 ? "has" : "have",
               dae->var[v].nature ? dae->var[v].nature : "?");
    if (*inst) diag_note(d, LOC_NONE, "instances attached: %s", inst);
  }
  free(parent);
  free(count);
  free(node);
  free(grounded);
  return bad;
}

int structure_check(Dae *dae, Diag *d) {
  Graph g = build_graph(dae);
  int *match_eq = xmalloc(((size_t)dae->neq + 1) * sizeof(int));
  int *match_var = xmalloc(((size_t)dae->nvar + 1) * sizeof(int));
  int size = max_matching(&g, match_eq, match_var);
  unsigned char *floating = xcalloc((size_t)dae->nvar + 1, 1);
  int bad = 0;
  if (dae->neq != dae->nvar) {
    diag_error(d, LOC_NONE, "the design has %d equation%s for %d unknown%s", dae->neq,
               dae->neq == 1 ? "" : "s", dae->nvar, dae->nvar == 1 ? "" : "s");
    bad = 1;
  }
  bad |= report_floating(dae, &g, floating, d);
  if (size < dae->neq || size < dae->nvar) bad |= report_matching(dae, &g, match_eq, match_var, floating, d);
  free(floating);
  if (!bad) {
    dae->eq_of_var = arena_alloc(dae->arena, ((size_t)dae->nvar + 1) * sizeof(int));
    memcpy(dae->eq_of_var, match_var, (size_t)dae->nvar * sizeof(int));
  }
  free(match_eq);
  free(match_var);
  free(g.start);
  free(g.adj);
  return bad ? -1 : 0;
}
