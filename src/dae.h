/*
 * dae.h - the elaborated design: one differential-algebraic system
 *
 *     F(x', x, t) = 0,   F: R^n x R^n x R -> R^m
 *
 * in modified nodal form.  This is what elaboration hands to the numeric
 * stages, and all they know of the design.
 *
 * Unknowns: the across value of every non-reference terminal (relative
 * to its nature's reference), every through quantity of every branch,
 * every free quantity and out-port quantity, and auxiliary unknowns that
 * elaboration introduces for higher derivatives (x'dot'dot: y = x'dot)
 * and integrals (Q'integ: z with z' = Q).
 *
 * Equations: one per simple simultaneous statement (simultaneous if/case
 * become EXPR_SELECT residuals, branch by branch), one conservation law
 * per non-reference terminal (the through quantities leaving it sum to
 * zero) and one per auxiliary unknown.
 */
#ifndef VAMSIM_DAE_H
#define VAMSIM_DAE_H

#include "arena.h"
#include "diag.h"
#include "expr.h"

typedef enum DaeVarKind {
  DAE_ACROSS,    /* across value of a terminal: name is the terminal's path */
  DAE_THROUGH,   /* through quantity of a branch */
  DAE_FREE,      /* free quantity, or a port quantity with mode out */
  DAE_AUX_DOT,   /* y = Q'dot, introduced for Q'dot'dot */
  DAE_AUX_INTEG  /* z with z' = Q, for Q'integ */
} DaeVarKind;

typedef struct DaeVar {
  const char *name;   /* hierarchical, lower case: "motor.w", "n1", "m1.x'dot" */
  DaeVarKind kind;
  Loc loc;            /* declaration of the quantity or terminal */
  double guess;       /* starting value for the quiescent Newton iteration */
  const char *nature; /* nature name for ACROSS (e.g. "electrical"), else NULL */
} DaeVar;

typedef enum DaeEqKind {
  DAE_EQ_SIMUL,    /* a simple simultaneous statement (possibly inside if/case) */
  DAE_EQ_KCL,      /* conservation at a terminal: `var` is the terminal's unknown */
  DAE_EQ_AUX       /* definition of an auxiliary unknown `var` */
} DaeEqKind;

typedef struct DaeEq {
  int expr;           /* residual: the equation holds when it is 0 */
  DaeEqKind kind;
  int var;            /* KCL: terminal unknown; AUX: the auxiliary; else -1 */
  Loc loc;            /* the statement (for KCL: the terminal's declaration) */
  const char *where;  /* instance path of the statement, "" for the top */
} DaeEq;

typedef struct DaeOut {
  const char *name;   /* CSV column name: "n1", "motor.w" */
  int expr;           /* value to print */
} DaeOut;

typedef struct DaeBreak {
  int var;            /* unknown whose quiescent augmentation is replaced */
  int deriv;          /* 0: x[var] = value; 1: x'[var] = value */
  double value;
  Loc loc;            /* the break element */
} DaeBreak;

typedef struct Dae {
  ExprPool *pool;
  int nvar;
  DaeVar *var;
  int neq;
  DaeEq *eq;
  int nout;
  DaeOut *out;        /* top-level terminals first, then every quantity */
  int nbreak;
  DaeBreak *brk;
  Arena *arena;       /* names and arrays above */
  int *eq_of_var;     /* [nvar] the equation matched to each unknown by
                         structure_check (NULL before): the numeric stages
                         use it as the diagonal for gmin stepping */
} Dae;

/* Writes the system readably (for --dump-dae and tests): the unknowns
 * with kind and starting value, each residual printed with expr_print
 * over the unknowns' names, the output columns and the breaks. */
void dae_dump(FILE *f, const Dae *dae);

#endif
