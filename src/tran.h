/*
 * tran.h - quiescent point and transient analysis of an elaborated system.
 *
 * The solver owns the compiled tapes and the KLU matrix.  Results leave it
 * through a sink callback, one call per output row, so the stepper knows
 * nothing of files or formats.
 */
#ifndef VAMSIM_TRAN_H
#define VAMSIM_TRAN_H

#include <signal.h>

#include "dae.h"

typedef enum TranMethod { TRAN_GEAR, TRAN_TRAP, TRAN_EULER } TranMethod;

typedef struct TranOptions {
  double tstop;      /* end of the transient, seconds */
  double step;       /* output interval; 0: one row per accepted step */
  double reltol;     /* local error tolerance, relative */
  double abstol;     /* local error tolerance, absolute */
  double maxstep;    /* largest time step; 0: min(step, tstop / 50), as SPICE */
  double hmin;       /* smallest time step before giving up; 0: 1e-15 * max(tstop, 1) */
  TranMethod method;
  int maxorder;      /* gear: highest BDF order, 1..5 (default 5) */
  int fixed_order;   /* gear: 0 variable order; k: always order k (tests, studies) */
  int max_newton;    /* Newton iterations per time step */
  int max_newton_op; /* Newton iterations for the quiescent point (per attempt) */
  volatile sig_atomic_t *interrupted;  /* set asynchronously to stop the run */
} TranOptions;

/* The defaults, in one place: reltol 1e-6, abstol 1e-9, Gear (variable-order BDF 1-5),
 * 10 Newton iterations per step, 100 for the quiescent point. */
void tran_defaults(TranOptions *o);

typedef struct TranStats {
  long steps, rejected_lte, rejected_newton, newton_iters, events;
  long factorizations, refactorizations, solves;
  int op_strategy;      /* 0 plain Newton, 1 gmin stepping, 2 source stepping */
  double t_op, t_tran;  /* seconds of CPU time */
  double hmin_used, hmax_used;
} TranStats;

/* One output row: time, unknowns and their derivatives.  Return nonzero
 * to stop the run (the sink could not write). */
typedef int (*TranSink)(void *ctx, double t, const double *x, const double *xd);

typedef struct Tran Tran;

/* Prepares the solver: compiles the residuals, fixes the sparsity pattern
 * and runs the symbolic analysis.  Structural problems are reported
 * through d.  Returns NULL on error. */
Tran *tran_new(const Dae *dae, const TranOptions *o, Diag *d);
void tran_free(Tran **s);

/* Computes the quiescent point.  Returns 0, or <0 after reporting why. */
int tran_op(Tran *s);

/* The quiescent values of x (valid after tran_op). */
const double *tran_x(const Tran *s);

/* Runs the transient from the quiescent point, calling sink at t = 0 and
 * at every output time.  Returns 0; -1 on a numeric failure (reported, the
 * rows before it were delivered); -2 if interrupted; -3 if the sink failed. */
int tran_run(Tran *s, TranSink sink, void *ctx);

/* Counters of the last analysis. */
TranStats tran_stats(const Tran *s);

/* The time the run reached (for "stopped at t = ..." messages). */
double tran_time(const Tran *s);

#endif
