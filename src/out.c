/*
 * out.c - CSV and quiescent-point output (see out.h).
 */
#include "out.h"
#include "arena.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct Out {
  const Dae *dae;
  FILE *f;
  int own;        /* f was opened here */
  int ncol;
  int *col;       /* output indices of the columns */
  long rows;
  int failed;
  char *path;
};

/* Resolves a comma-separated probe list into output indices.  Returns the
 * count, or -1 after reporting an unknown name. */
static int select_columns(const Dae *dae, const char *probes, int *col, Diag *d) {
  if (!probes) {
    for (int i = 0; i < dae->nout; i++) col[i] = i;
    return dae->nout;
  }
  int n = 0;
  const char *p = probes;
  while (*p) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    int found = -1;
    for (int i = 0; i < dae->nout && found < 0; i++)
      if (strlen(dae->out[i].name) == len && !strncasecmp(dae->out[i].name, p, len)) found = i;
    if (found < 0) {
      diag_error(d, LOC_NONE, "--probe: no quantity or terminal named '%.*s'", (int)len, p);
      size_t plen = 0;
      while (plen < len && p[plen] != '.') plen++;
      for (int i = 0, shown = 0; i < dae->nout && shown < 8; i++)
        if (!strncasecmp(dae->out[i].name, p, plen) || plen == len) {
          diag_note(d, LOC_NONE, "available: %s", dae->out[i].name);
          shown++;
        }
      return -1;
    }
    if (n < dae->nout) col[n++] = found;
    if (!e) break;
    p = e + 1;
  }
  return n;
}

Out *out_open(const Dae *dae, const char *path, const char *probes, Diag *d) {
  Out *o = xcalloc(1, sizeof *o);
  o->dae = dae;
  o->col = xmalloc((size_t)(dae->nout + 1) * sizeof(int));
  o->ncol = select_columns(dae, probes, o->col, d);
  if (o->ncol < 0) {
    free(o->col);
    free(o);
    return NULL;
  }
  if (!path || !strcmp(path, "-")) {
    o->f = stdout;
  } else {
    o->f = fopen(path, "w");
    if (!o->f) {
      diag_error(d, LOC_NONE, "cannot write '%s': %s", path, strerror(errno));
      free(o->col);
      free(o);
      return NULL;
    }
    o->own = 1;
    o->path = xmalloc(strlen(path) + 1);
    strcpy(o->path, path);
  }
  fputs("time", o->f);
  for (int i = 0; i < o->ncol; i++) fprintf(o->f, ",%s", dae->out[o->col[i]].name);
  fputc('\n', o->f);
  return o;
}

int out_row(void *ctx, double t, const double *x, const double *xd) {
  Out *o = ctx;
  const Dae *dae = o->dae;
  fprintf(o->f, "%.12g", t);
  for (int i = 0; i < o->ncol; i++) {
    double v = expr_eval(dae->pool, dae->out[o->col[i]].expr, x, xd, t, 1, NULL);
    fprintf(o->f, ",%.12g", v + 0.0);   /* + 0.0: no "-0" */
  }
  if (fputc('\n', o->f) == EOF) o->failed = 1;
  o->rows++;
  return o->failed;
}

long out_rows(const Out *o) { return o->rows; }

int out_close(Out **po, Diag *d) {
  if (!po || !*po) return 0;
  Out *o = *po;
  int bad = o->failed || fflush(o->f) != 0 || ferror(o->f);
  if (o->own && fclose(o->f) != 0) bad = 1;
  if (bad) diag_error(d, LOC_NONE, "writing '%s' failed", o->path ? o->path : "standard output");
  free(o->path);
  free(o->col);
  free(o);
  *po = NULL;
  return bad ? -1 : 0;
}

int out_op(const Dae *dae, const double *x, const char *path, const char *probes, Diag *d) {
  int *col = xmalloc((size_t)(dae->nout + 1) * sizeof(int));
  int n = select_columns(dae, probes, col, d);
  if (n < 0) {
    free(col);
    return -1;
  }
  FILE *f = stdout;
  if (path && strcmp(path, "-") && !(f = fopen(path, "w"))) {
    diag_error(d, LOC_NONE, "cannot write '%s': %s", path, strerror(errno));
    free(col);
    return -1;
  }
  for (int i = 0; i < n; i++)
    fprintf(f, "%s = %.12g\n", dae->out[col[i]].name,
            expr_eval(dae->pool, dae->out[col[i]].expr, x, NULL, 0.0, 0, NULL) + 0.0);
  int bad = fflush(f) != 0 || ferror(f);
  if (f != stdout && fclose(f) != 0) bad = 1;
  free(col);
  if (bad) diag_error(d, LOC_NONE, "writing the quiescent point failed");
  return bad ? -1 : 0;
}
