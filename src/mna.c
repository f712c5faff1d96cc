/*
 * mna.c - fixed-pattern sparse Jacobian and its KLU factorization
 * (see mna.h).
 */
#include "mna.h"
#include "arena.h"

#include <klu.h>
#include <math.h>
#include <stdlib.h>

struct Mna {
  int n, nnz;
  int *Ap, *Ai;
  double *Ax;
  int *slot;            /* [nent] position in Ax of each tape entry */
  const int *ent_col;   /* borrowed from the tape */
  klu_symbolic *sym;
  klu_numeric *num;
  klu_common common;
  MnaStats stats;
};

/* Builds CSC arrays: entries sorted by column, then by row (counting sort). */
static void build_pattern(Mna *m, const Tape *t) {
  int n = m->n;
  m->Ap = xcalloc((size_t)n + 1, sizeof(int));
  for (int k = 0; k < t->nent; k++) m->Ap[t->ent_col[k] + 1]++;
  for (int j = 0; j < n; j++) m->Ap[j + 1] += m->Ap[j];
  m->nnz = t->nent;
  m->Ai = xmalloc((size_t)(m->nnz ? m->nnz : 1) * sizeof(int));
  m->Ax = xcalloc((size_t)(m->nnz ? m->nnz : 1), sizeof(double));
  m->slot = xmalloc((size_t)(m->nnz ? m->nnz : 1) * sizeof(int));
  int *next = xmalloc((size_t)(n ? n : 1) * sizeof(int));
  for (int j = 0; j < n; j++) next[j] = m->Ap[j];
  /* entries are grouped by ascending row, so rows come out sorted */
  for (int k = 0; k < t->nent; k++) {
    int p = next[t->ent_col[k]]++;
    m->Ai[p] = t->ent_row[k];
    m->slot[k] = p;
  }
  free(next);
}

Mna *mna_new(const Tape *t, int *structural_rank) {
  Mna *m = xcalloc(1, sizeof *m);
  m->n = t->neq;
  m->ent_col = t->ent_col;
  build_pattern(m, t);
  klu_defaults(&m->common);
  if (structural_rank) *structural_rank = m->n;
  if (m->n == 0) return m;
  m->sym = klu_analyze(m->n, m->Ap, m->Ai, &m->common);
  if (!m->sym || m->common.structural_rank < m->n) {
    if (structural_rank) *structural_rank = m->sym ? m->common.structural_rank : 0;
    mna_free(&m);
    return NULL;
  }
  return m;
}

void mna_free(Mna **pm) {
  if (!pm || !*pm) return;
  Mna *m = *pm;
  if (m->num) klu_free_numeric(&m->num, &m->common);
  if (m->sym) klu_free_symbolic(&m->sym, &m->common);
  free(m->Ap);
  free(m->Ai);
  free(m->Ax);
  free(m->slot);
  free(m);
  *pm = NULL;
}

static void assemble(Mna *m, const double *jx, const double *jxd, double alpha,
                     const unsigned char *swap) {
  for (int k = 0; k < m->nnz; k++) {
    int j = m->ent_col[k];
    m->Ax[m->slot[k]] = swap && swap[j] ? jxd[k] : jx[k] + alpha * jxd[k];
  }
}

int mna_factor(Mna *m, const double *jx, const double *jxd, double alpha,
               const unsigned char *swap, int fresh, int *bad_col) {
  if (m->n == 0) return 0;
  assemble(m, jx, jxd, alpha, swap);
  if (m->num && !fresh) {
    m->stats.refactor++;
    /* The old pivot order is kept unless the new pivots have become poor. */
    if (klu_refactor(m->Ap, m->Ai, m->Ax, m->sym, m->num, &m->common) &&
        m->common.status == KLU_OK && klu_rgrowth(m->Ap, m->Ai, m->Ax, m->sym, m->num, &m->common) &&
        m->common.rgrowth > 1e-8 && klu_rcond(m->sym, m->num, &m->common) && m->common.rcond > 1e-14)
      return 0;
  }
  if (m->num) klu_free_numeric(&m->num, &m->common);
  m->stats.factor++;
  m->num = klu_factor(m->Ap, m->Ai, m->Ax, m->sym, &m->common);
  if (!m->num || m->common.status != KLU_OK) {
    if (bad_col) *bad_col = m->common.singular_col >= 0 && m->common.singular_col < m->n
                                ? m->common.singular_col : -1;
    if (m->num) klu_free_numeric(&m->num, &m->common);
    return 1;
  }
  return 0;
}

int mna_solve(Mna *m, double *b) {
  if (m->n == 0) return 0;
  if (!m->num) return 1;
  m->stats.solve++;
  return klu_solve(m->sym, m->num, m->n, 1, b, &m->common) ? 0 : 1;
}

MnaStats mna_stats(const Mna *m) { return m->stats; }
