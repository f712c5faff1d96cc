/*
 * tape.h - compiled residuals with exact derivatives.
 *
 * tape_build turns every residual of a Dae into a flat list of operations
 * (a tape) in evaluation order.  tape_eval runs the tapes forward for the
 * residuals F(x', x, t) and backward for the partial derivatives dF/dx and
 * dF/dx' (reverse-mode automatic differentiation).
 *
 * The Jacobian's structure is fixed here: an entry (row = equation, col =
 * unknown) exists where the equation reads x[col] or x'[col], in any
 * branch of any condition.  Entries are numbered 0..nent-1, grouped by
 * row.  Equations that are affine with constant coefficients (a spring, a
 * mass, a conservation law) have constant partials, computed once at build
 * time and never re-evaluated.
 */
#ifndef VAMSIM_TAPE_H
#define VAMSIM_TAPE_H

#include "dae.h"

typedef struct TapeIns {
  unsigned char op;   /* ExprOp */
  int a, b, c;        /* operand instruction indices; VAR/DER: unknown index */
  int ent;            /* VAR/DER: Jacobian entry; relations: condition slot */
  double k;           /* EXPR_CONST */
} TapeIns;

typedef struct Tape {
  int neq, nvar, ncond;
  int nins;
  TapeIns *ins;
  int *eq_start;      /* [neq+1]: instructions of equation e: eq_start[e] .. eq_start[e+1]-1,
                         the last one is the residual */
  int nent;
  int *ent_row;       /* [nent] equation of each entry */
  int *ent_col;       /* [nent] unknown of each entry */
  int *row_ent;       /* [neq+1] entries of equation e: row_ent[e] .. row_ent[e+1]-1 */
  unsigned char *ent_reads; /* [nent] bit 1: the equation reads x[col]; bit 2: x'[col] */
  unsigned char *const_jac;  /* [neq] 1: partials constant (stored in jx0/jxd0) */
  unsigned char *affine_row; /* [neq] 1: affine in x and x' while the relations
                                are frozen (partials change only at events) */
  double *jx0, *jxd0;        /* [nent] constant partials of const_jac rows */
  unsigned char *linear_row; /* [neq] 1: affine and reads no time, domain or
                                relation: r = r0 + jx0 x + jxd0 x' exactly */
  double *r0;                /* [neq] constant term of linear rows */
  unsigned char *is_diff;    /* [nvar] 1 if x'[var] is read by any equation */
  unsigned char *rel_op;     /* [ncond] ExprOp of each relation */
  Loc *rel_loc;              /* [ncond] source location of each relation */
  double *val, *adj;         /* [nins] work arrays */
} Tape;

/* Compiles dae's residuals.  Returns NULL only if dae->neq != dae->nvar
 * (the caller checks structure first). */
Tape *tape_build(const Dae *dae);
void tape_free(Tape **t);

/* Evaluates every residual into r[neq].  x[nvar], xd[nvar]: unknowns and
 * derivatives; t: time; dom: EXPR_DOMAIN value; cond[ncond]: frozen truth
 * values of the relations.  If jx and jxd are non-NULL they receive the
 * partials of every entry (constant rows copied from jx0/jxd0).
 * Returns 0, or 1 if a residual or partial is not finite (a model
 * evaluated out of its domain: the caller tries a smaller step). */
int tape_eval(Tape *t, const double *x, const double *xd, double tm, int dom,
              const double *cond, double *r, double *jx, double *jxd);

/* Evaluates every relation live at (x, xd, t, dom): truth[ncond] gets 0/1,
 * margin[ncond] left - right.  Relations inside conditions that are
 * themselves conditional are evaluated too. */
void tape_relations(Tape *t, const double *x, const double *xd, double tm, int dom,
                    double *truth, double *margin);

#endif
