/*
 * klu_floor.c - what KLU alone costs for a design: the time of the
 * factorizations and solves a transient of that design needs, on its own
 * Jacobian, with nothing else around them.  Compare with vamsim --stats.
 *
 *   make bench/klu_floor && bench/klu_floor /tmp/chain10k.vhd 1049 92
 *   (design, number of solves, number of refactorizations)
 */
#include "arena.h"
#include "diag.h"
#include "elab.h"
#include "lib.h"
#include "mna.h"
#include "structure.h"
#include "tape.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: klu_floor DESIGN.vhd SOLVES REFACTORS\n");
    return 2;
  }
  long nsolve = atol(argv[2]), nrefac = atol(argv[3]);
  Diag *d = diag_new();
  Arena *a = arena_new();
  Lib *lib = lib_new(d, a, VAMSIM_STDLIB);
  int f = diag_read_file(d, argv[1]);
  if (f < 0 || lib_analyse(lib, f)) return 1;
  Dae *dae = elab_design(lib, d, NULL);
  if (!dae || structure_check(dae, d)) return 1;
  Tape *t = tape_build(dae);
  Mna *m = mna_new(t, NULL);
  double *x = xcalloc((size_t)dae->nvar, sizeof(double)), *r = xcalloc((size_t)dae->nvar, sizeof(double));
  double *jx = xcalloc((size_t)t->nent, sizeof(double)), *jxd = xcalloc((size_t)t->nent, sizeof(double));
  double *cond = xcalloc((size_t)t->ncond + 1, sizeof(double));
  tape_eval(t, x, x, 0.0, 1, cond, r, jx, jxd);
  double alpha = 1e4;
  mna_factor(m, jx, jxd, alpha, NULL, 1, NULL);
  double t0 = now_s();
  for (long i = 0; i < nrefac; i++) mna_factor(m, jx, jxd, alpha * (1 + 1e-3 * (double)i), NULL, 0, NULL);
  double t1 = now_s();
  for (long i = 0; i < nsolve; i++) {
    for (int j = 0; j < dae->nvar; j++) r[j] = 1.0;
    mna_solve(m, r);
  }
  double t2 = now_s();
  printf("%d unknowns: %ld refactorizations %.3f s, %ld solves %.3f s, KLU total %.3f s\n", dae->nvar,
         nrefac, t1 - t0, nsolve, t2 - t1, t2 - t0);
  free(x); free(r); free(jx); free(jxd); free(cond);
  mna_free(&m);
  tape_free(&t);
  elab_free(&dae);
  lib_free(&lib);
  arena_free(&a);
  diag_free(&d);
  return 0;
}
