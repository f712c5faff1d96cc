/*
 * structure.h - structural analysis of an elaborated system, before any
 * numerics.
 *
 * A maximum matching of equations to the unknowns they contain (Hopcroft-
 * Karp) finds, in the words of the design:
 *   - an unknown that appears in no equation,
 *   - unknowns that no equation is left to determine,
 *   - equations that determine nothing new (all their unknowns are
 *     already determined by other equations),
 *   - more or fewer equations than unknowns;
 * and a union of terminals over branches finds groups of terminals with
 * no path to their nature's reference (a floating subsystem), whose
 * conservation laws are linearly dependent.
 */
#ifndef VAMSIM_STRUCTURE_H
#define VAMSIM_STRUCTURE_H

#include "dae.h"

/* Reports every problem found through d.  Returns 0 if the system is
 * structurally sound (then dae->eq_of_var holds the matching, allocated
 * in dae->arena), -1 otherwise. */
int structure_check(Dae *dae, Diag *d);

/* Maximum bipartite matching (Hopcroft-Karp) of nrow rows to ncol
 * columns; row r may take the columns adj[start[r] .. start[r+1]-1].
 * Fills match_row[nrow] and match_col[ncol] (-1: unmatched) and returns
 * the size of the matching.  Used here and by the solver's index analysis. */
int structure_matching(int nrow, int ncol, const int *start, const int *adj, int *match_row,
                       int *match_col);

#endif
