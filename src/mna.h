/*
 * mna.h - the Newton matrix of the modified-nodal system, factored by KLU.
 *
 * The sparsity pattern comes from the tape's entries and is fixed once:
 * mna_new builds the compressed-column arrays (Ap, Ai) and runs
 * klu_analyze a single time.  Each Newton iteration assembles
 *
 *     A = dF/dx + alpha * dF/dx'
 *
 * into Ax through a precomputed entry -> slot map and factors it with
 * klu_refactor (klu_factor the first time, after events, and whenever the
 * old pivot order has become poor).  For the quiescent point some columns
 * are "swapped": an unknown fixed by a break is replaced by its derivative,
 * so that column holds dF/dx' instead of dF/dx.
 */
#ifndef VAMSIM_MNA_H
#define VAMSIM_MNA_H

#include "tape.h"

typedef struct Mna Mna;

typedef struct MnaStats {
  long factor, refactor, solve;
} MnaStats;

/* Builds the pattern and the symbolic analysis.  Returns NULL if the
 * matrix is structurally singular; then *rank_col (if non-NULL) receives
 * the structural rank (number of unknowns that can be matched). */
Mna *mna_new(const Tape *t, int *structural_rank);
void mna_free(Mna **m);

/* Assembles A from the entry partials jx, jxd (see tape_eval), with
 * A(:,j) = jxd(:,j) where swap[j] is set (swap may be NULL), and factors it.
 * fresh != 0 forces a full factorization with new pivoting.  Returns 0, or
 * 1 if the matrix is numerically singular: *bad_col (if non-NULL) is the
 * unknown of the column KLU found singular. */
int mna_factor(Mna *m, const double *jx, const double *jxd, double alpha,
               const unsigned char *swap, int fresh, int *bad_col);

/* Solves A z = b in place (b has n entries).  Returns 0, or 1 on failure. */
int mna_solve(Mna *m, double *b);

/* Counters since mna_new. */
MnaStats mna_stats(const Mna *m);

#endif
