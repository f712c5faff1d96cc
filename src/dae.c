/*
 * dae.c - printing of the elaborated system (see dae.h).
 */
#include "dae.h"

static const char *var_name(void *ctx, int var) {
  const Dae *dae = ctx;
  return var >= 0 && var < dae->nvar ? dae->var[var].name : "?";
}

static const char *var_kind(DaeVarKind k) {
  switch (k) {
  case DAE_ACROSS: return "across";
  case DAE_THROUGH: return "through";
  case DAE_FREE: return "free";
  case DAE_AUX_DOT: return "aux'dot";
  case DAE_AUX_INTEG: return "aux'integ";
  }
  return "?";
}

static const char *eq_kind(DaeEqKind k) {
  switch (k) {
  case DAE_EQ_SIMUL: return "simul";
  case DAE_EQ_KCL: return "kcl";
  case DAE_EQ_AUX: return "aux";
  }
  return "?";
}

void dae_dump(FILE *f, const Dae *dae) {
  fprintf(f, "unknowns %d\n", dae->nvar);
  for (int i = 0; i < dae->nvar; i++) {
    const DaeVar *v = &dae->var[i];
    fprintf(f, "  x[%d] %s : %s", i, v->name, var_kind(v->kind));
    if (v->nature) fprintf(f, " %s", v->nature);
    if (v->guess != 0) fprintf(f, " := %.10g", v->guess);
    fputc('\n', f);
  }
  fprintf(f, "equations %d\n", dae->neq);
  for (int i = 0; i < dae->neq; i++) {
    const DaeEq *q = &dae->eq[i];
    fprintf(f, "  [%d] %s", i, eq_kind(q->kind));
    if (q->var >= 0) fprintf(f, " %s", var_name((void *)dae, q->var));
    if (q->where && q->where[0]) fprintf(f, " in %s", q->where);
    fputs(": 0 = ", f);
    expr_print(f, dae->pool, q->expr, var_name, (void *)dae);
    fputc('\n', f);
  }
  fprintf(f, "outputs %d\n", dae->nout);
  for (int i = 0; i < dae->nout; i++) {
    fprintf(f, "  %s = ", dae->out[i].name);
    expr_print(f, dae->pool, dae->out[i].expr, var_name, (void *)dae);
    fputc('\n', f);
  }
  if (dae->nbreak) fprintf(f, "breaks %d\n", dae->nbreak);
  for (int i = 0; i < dae->nbreak; i++) {
    const DaeBreak *b = &dae->brk[i];
    fprintf(f, "  %s%s => %.10g\n", var_name((void *)dae, b->var), b->deriv ? "'dot" : "", b->value);
  }
}
