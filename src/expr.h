/*
 * expr.h - expressions of the elaborated system, and their derivatives.
 *
 * Elaboration translates every simultaneous statement into a residual
 * expression over the unknowns x (EXPR_VAR), their time derivatives x'
 * (EXPR_DER), the time `now` and the `domain` flag.  Nodes live in one pool
 * and are referred to by index; construction folds constants, so a
 * generic-only subexpression is a single EXPR_CONST.
 *
 * The numeric stages compile each residual into a tape (a flat list of
 * operations in evaluation order) that gives, in one forward and one
 * reverse sweep, the value and the exact partial derivatives with respect
 * to every x and x' it reads (reverse-mode automatic differentiation).
 *
 * Relations (EXPR_LT ... EXPR_NE) carry a condition slot.  While the
 * solver iterates they read a frozen truth value from the condition array,
 * so that Newton sees a smooth system; after each accepted step the solver
 * re-evaluates them and treats a change as an event (a discontinuity it
 * locates in time).  Their margin (left - right) is what it interpolates.
 */
#ifndef VAMSIM_EXPR_H
#define VAMSIM_EXPR_H

#include "diag.h"

typedef enum ExprOp {
  /* leaves */
  EXPR_CONST,   /* k */
  EXPR_VAR,     /* x[a] */
  EXPR_DER,     /* x'[a] */
  EXPR_TIME,    /* now, seconds */
  EXPR_DOMAIN,  /* 0 in the quiescent domain, 1 in the time domain */
  /* arithmetic */
  EXPR_NEG, EXPR_ADD, EXPR_SUB, EXPR_MUL, EXPR_DIV, EXPR_POW, EXPR_ABS,
  /* functions of one argument */
  EXPR_SQRT, EXPR_EXP, EXPR_LOG, EXPR_LOG2, EXPR_LOG10, EXPR_SIN, EXPR_COS,
  EXPR_TAN, EXPR_ASIN, EXPR_ACOS, EXPR_ATAN, EXPR_SINH, EXPR_COSH, EXPR_TANH,
  EXPR_ASINH, EXPR_ACOSH, EXPR_ATANH, EXPR_CBRT,
  EXPR_FLOOR, EXPR_CEIL, EXPR_ROUND, EXPR_TRUNC, EXPR_SIGN,
  /* functions of two arguments */
  EXPR_ATAN2,   /* atan2(a = y, b = x) */
  EXPR_MIN, EXPR_MAX, EXPR_FMOD, EXPR_LOGB /* log(a) base b: log(a)/log(b) */,
  /* relations: value 0.0 or 1.0; slot: condition index */
  EXPR_LT, EXPR_LE, EXPR_GT, EXPR_GE, EXPR_EQ, EXPR_NE,
  /* logic on 0.0/1.0 values */
  EXPR_AND, EXPR_OR, EXPR_XOR, EXPR_NOT,
  /* a != 0 ? b : c */
  EXPR_SELECT,
  EXPR_OP_COUNT
} ExprOp;

typedef struct ExprNode {
  unsigned char op;
  int a, b, c;     /* operand node indices (or variable index for VAR/DER) */
  int slot;        /* relations: condition index; -1 otherwise */
  double k;        /* EXPR_CONST value */
  Loc loc;         /* source location for messages (may be LOC_NONE) */
} ExprNode;

typedef struct ExprPool {
  ExprNode *node;
  int n, cap;
  int ncond;       /* condition slots handed out so far */
} ExprPool;

/* Creates / frees a pool.  expr_pool_free sets *p to NULL. */
ExprPool *expr_pool_new(void);
void expr_pool_free(ExprPool **p);

/* Constructors.  Each returns the index of a node; operands that are all
 * constant fold to an EXPR_CONST (x+0, x*1, 0*x, x-0, x/1, x**1 simplify too).
 * A relation gets a fresh condition slot unless it folds. */
int expr_const(ExprPool *p, double k);
int expr_var(ExprPool *p, int var);
int expr_der(ExprPool *p, int var);
int expr_time(ExprPool *p);
int expr_domain(ExprPool *p);
int expr_unary(ExprPool *p, ExprOp op, int a, Loc loc);
int expr_binary(ExprPool *p, ExprOp op, int a, int b, Loc loc);
int expr_select(ExprPool *p, int cond, int if_true, int if_false, Loc loc);

/* True if node e is a constant; stores its value in *k (k may be NULL). */
int expr_is_const(const ExprPool *p, int e, double *k);

/* True if e reads any EXPR_DER node. */
int expr_has_der(const ExprPool *p, int e);

/* Returns an expression for d(e)/dt, where e may read EXPR_VAR, EXPR_TIME
 * and constants but no EXPR_DER (the caller introduces an auxiliary
 * unknown in that case).  Uses the chain rule: d x[i]/dt = x'[i].
 * Relations and floor/ceil/... differentiate to 0, SELECT to SELECT of the
 * derivatives.  Returns -1 if e contains EXPR_DER or EXPR_DOMAIN. */
int expr_ddt(ExprPool *p, int e);

/* Evaluates e directly (no tape) with x, xd (may be NULL if e reads no
 * EXPR_DER), time t, domain dom, and cond (frozen truth values, may be
 * NULL: relations are then evaluated live).  For tests and output. */
double expr_eval(const ExprPool *p, int e, const double *x, const double *xd,
                 double t, int dom, const double *cond);

/* The operations themselves, shared with the tape evaluator so that both
 * agree to the last bit.  Relations and logic give 0.0 or 1.0. */
double expr_apply1(ExprOp op, double a);
double expr_apply2(ExprOp op, double a, double b);

/* Name of an operator, e.g. "sin", "+", for messages and dumps. */
const char *expr_op_name(ExprOp op);

/* Writes e as infix text; var_name(i) names the unknowns (NULL: "x[i]"). */
void expr_print(FILE *f, const ExprPool *p, int e,
                const char *(*var_name)(void *ctx, int var), void *ctx);

#endif
