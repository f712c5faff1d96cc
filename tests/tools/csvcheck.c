/*
 * csvcheck.c - checks one property of a simulation's CSV output.
 *
 *   csvcheck OUT.csv [--ref REF.csv] CHECK
 *
 * CHECK is one of
 *   --at T --col NAME --value V --tol ABS
 *       NAME, linearly interpolated in time at T, is within ABS of V.
 *   --col NAME[=REFCOL] --range-tol R [--from T0] [--to T1] [--abs A]
 *       at every time t of the reference CSV within [T0, T1],
 *       |out(t) - ref(t)| <= R * (max(ref) - min(ref)) + A, where out is
 *       interpolated linearly in time and max/min run over the whole
 *       reference column.  REFCOL defaults to NAME.
 *   --col NAME --final V --tol ABS     the last row's value is within ABS of V
 *   --col NAME --max V --tol ABS       the largest value is within ABS of V
 *   --col NAME --min V --tol ABS       the smallest value is within ABS of V
 *   --rows-min N                       the output has at least N data rows
 *
 * A CSV file is a header line of column names followed by rows of numbers,
 * comma separated; the first column is time, non-decreasing.  A name may
 * hold any character but a comma (dots, apostrophes); double quotes around
 * a field are removed.  Column names match exactly, else ignoring case.
 * Two rows with the same time (a discontinuity) are allowed: a value asked
 * for at that time is taken from the later row.
 *
 * One line on stderr tells what was compared and the outcome, pass or fail.
 * Exit status: 0 the check passed, 1 it failed, 2 the check could not be
 * made (usage, unreadable file, parse error, unknown column).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXIT_FAILED 1
#define EXIT_ERROR 2

typedef struct Csv {
  const char *path;
  int ncol, nrow;
  char **name;      /* ncol names */
  double **col;     /* ncol arrays of nrow values; col[0] is time */
} Csv;

/* Prints "csvcheck: message" and exits with status 2. */
static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void die(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "csvcheck: ");
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(EXIT_ERROR);
}

static void *xrealloc(void *p, size_t n)
{
  p = realloc(p, n ? n : 1);
  if (!p) die("out of memory");
  return p;
}

static char *xstrdup(const char *s)
{
  size_t n = strlen(s) + 1;
  return memcpy(xrealloc(NULL, n), s, n);
}

/* Reads the whole file at path into a NUL-terminated buffer. */
static char *read_file(const char *path)
{
  FILE *f = fopen(path, "rb");
  if (!f) die("cannot open %s: %s", path, strerror(errno));
  size_t cap = 1 << 16, n = 0;
  char *buf = xrealloc(NULL, cap);
  size_t got;
  while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
    n += got;
    if (cap - n - 1 == 0) buf = xrealloc(buf, cap *= 2);
  }
  if (ferror(f)) die("cannot read %s: %s", path, strerror(errno));
  fclose(f);
  buf[n] = '\0';
  return buf;
}

/* Splits the line s (modified in place) into fields at commas, trimming
 * blanks and removing surrounding double quotes ("" inside a quoted field
 * stands for one quote).  Stores at most max field pointers; returns the
 * number of fields. */
static int split_fields(char *s, char **field, int max)
{
  int n = 0;
  for (;;) {
    while (*s == ' ' || *s == '\t') s++;
    char *start = s, *w = s;
    if (*s == '"') {
      for (s++; *s && !(*s == '"' && s[1] != '"'); s++) {
        if (*s == '"') s++;      /* "" -> " */
        *w++ = *s;
      }
      if (*s == '"') s++;
      while (*s && *s != ',') s++;
    } else {
      while (*s && *s != ',') s++;
      w = s;
      while (w > start && (w[-1] == ' ' || w[-1] == '\t')) w--;
    }
    char sep = *s;
    *w = '\0';
    if (n < max) field[n] = start;
    n++;
    if (sep != ',') return n;
    s++;
  }
}

/* Parses path into *c.  Exits with status 2 on any error. */
static void csv_load(Csv *c, const char *path)
{
  char *text = read_file(path);
  char **field = NULL;
  int cap = 0, rowcap = 0, lineno = 0;
  memset(c, 0, sizeof *c);
  c->path = path;
  for (char *line = text, *next; line && *line; line = next) {
    next = strchr(line, '\n');
    if (next) *next++ = '\0';
    lineno++;
    size_t len = strlen(line);
    if (len && line[len - 1] == '\r') line[--len] = '\0';
    char *p = line;
    while (isspace((unsigned char)*p)) p++;
    if (*p == '\0' || *p == '#') continue;
    int need = 1;                /* commas + 1 bounds the field count */
    for (const char *q = p; *q; q++) need += *q == ',';
    if (need > cap) {
      cap = need;
      field = xrealloc(field, (size_t)cap * sizeof *field);
    }
    int nf = split_fields(p, field, cap);
    if (c->ncol == 0) {
      c->ncol = nf;
      c->name = xrealloc(NULL, (size_t)nf * sizeof *c->name);
      c->col = xrealloc(NULL, (size_t)nf * sizeof *c->col);
      for (int i = 0; i < nf; i++) {
        c->name[i] = xstrdup(field[i]);
        c->col[i] = NULL;
      }
      continue;
    }
    if (nf != c->ncol)
      die("%s:%d: %d fields, the header has %d", path, lineno, nf, c->ncol);
    if (c->nrow == rowcap) {
      rowcap = rowcap ? 2 * rowcap : 1024;
      for (int i = 0; i < c->ncol; i++)
        c->col[i] = xrealloc(c->col[i], (size_t)rowcap * sizeof **c->col);
    }
    for (int i = 0; i < nf; i++) {
      char *end;
      double v = strtod(field[i], &end);
      if (end == field[i] || *end != '\0')
        die("%s:%d: field %d '%s' is not a number", path, lineno, i + 1, field[i]);
      c->col[i][c->nrow] = v;
    }
    if (c->nrow > 0 && !(c->col[0][c->nrow] >= c->col[0][c->nrow - 1]))
      die("%s:%d: time decreases", path, lineno);
    c->nrow++;
  }
  free(field);
  free(text);
  if (c->ncol == 0) die("%s: empty file, no header", path);
}

/* Releases what csv_load allocated. */
static void csv_free(Csv *c)
{
  for (int i = 0; i < c->ncol; i++) {
    free(c->name[i]);
    free(c->col[i]);
  }
  free(c->name);
  free(c->col);
  memset(c, 0, sizeof *c);
}

/* Index of the column called name: exact match first, then ignoring case.
 * Exits with status 2 if there is none. */
static int csv_column(const Csv *c, const char *name)
{
  for (int i = 0; i < c->ncol; i++)
    if (strcmp(c->name[i], name) == 0) return i;
  for (int i = 0; i < c->ncol; i++) {
    const char *a = c->name[i], *b = name;
    while (*a && tolower((unsigned char)*a) == tolower((unsigned char)*b)) a++, b++;
    if (*a == '\0' && *b == '\0') return i;
  }
  fprintf(stderr, "csvcheck: %s: no column '%s'; columns are:", c->path, name);
  for (int i = 0; i < c->ncol; i++) fprintf(stderr, " %s", c->name[i]);
  fputc('\n', stderr);
  exit(EXIT_ERROR);
}

/* Value of column k at time t, linearly interpolated.  A time within
 * eps = 1e-9 * max(1, |first time|, |last time|) of a row's time takes that
 * row's value (the later row if two share it).  Returns 0, or -1 if t lies
 * outside the file's times by more than eps. */
static int csv_at(const Csv *c, int k, double t, double *v)
{
  const double *T = c->col[0];
  int n = c->nrow;
  if (n == 0) return -1;
  double eps = 1e-9 * fmax(1.0, fmax(fabs(T[0]), fabs(T[n - 1])));
  if (t < T[0] - eps || t > T[n - 1] + eps) return -1;
  int lo = 0, hi = n - 1;          /* last row with T <= t + eps */
  while (lo < hi) {
    int mid = lo + (hi - lo + 1) / 2;
    if (T[mid] <= t + eps) lo = mid; else hi = mid - 1;
  }
  if (fabs(T[lo] - t) <= eps || lo == n - 1) { *v = c->col[k][lo]; return 0; }
  double a = (t - T[lo]) / (T[lo + 1] - T[lo]);
  *v = c->col[k][lo] + a * (c->col[k][lo + 1] - c->col[k][lo]);
  return 0;
}

typedef struct Args {
  const char *out, *ref, *col;
  double at, value, tol, range_tol, from, to, abs_tol;
  int has_at, has_value, has_tol, has_range, has_final, has_max, has_min;
  long rows_min;
} Args;

static void usage(void)
{
  fputs("usage: csvcheck OUT.csv [--ref REF.csv] CHECK\n"
        "  --at T --col NAME --value V --tol ABS\n"
        "  --col NAME[=REFCOL] --range-tol R [--from T0] [--to T1] [--abs A]\n"
        "  --col NAME --final V --tol ABS\n"
        "  --col NAME --max V --tol ABS\n"
        "  --col NAME --min V --tol ABS\n"
        "  --rows-min N\n", stderr);
  exit(EXIT_ERROR);
}

static double number_arg(const char *opt, const char *s)
{
  char *end;
  double v = strtod(s, &end);
  if (end == s || *end != '\0') die("%s: '%s' is not a number", opt, s);
  return v;
}

static void parse_args(Args *a, int argc, char **argv)
{
  memset(a, 0, sizeof *a);
  a->from = -HUGE_VAL;
  a->to = HUGE_VAL;
  a->rows_min = -1;
  for (int i = 1; i < argc; i++) {
    const char *o = argv[i];
    if (o[0] != '-' || o[1] != '-') {
      if (a->out) die("unexpected argument '%s'", o);
      a->out = o;
      continue;
    }
    if (i + 1 >= argc) die("%s needs a value", o);
    const char *v = argv[++i];
    if (!strcmp(o, "--ref")) a->ref = v;
    else if (!strcmp(o, "--col")) a->col = v;
    else if (!strcmp(o, "--at")) a->at = number_arg(o, v), a->has_at = 1;
    else if (!strcmp(o, "--value")) a->value = number_arg(o, v), a->has_value = 1;
    else if (!strcmp(o, "--tol")) a->tol = number_arg(o, v), a->has_tol = 1;
    else if (!strcmp(o, "--range-tol")) a->range_tol = number_arg(o, v), a->has_range = 1;
    else if (!strcmp(o, "--from")) a->from = number_arg(o, v);
    else if (!strcmp(o, "--to")) a->to = number_arg(o, v);
    else if (!strcmp(o, "--abs")) a->abs_tol = number_arg(o, v);
    else if (!strcmp(o, "--final")) a->value = number_arg(o, v), a->has_final = 1;
    else if (!strcmp(o, "--max")) a->value = number_arg(o, v), a->has_max = 1;
    else if (!strcmp(o, "--min")) a->value = number_arg(o, v), a->has_min = 1;
    else if (!strcmp(o, "--rows-min")) a->rows_min = (long)number_arg(o, v);
    else { fprintf(stderr, "csvcheck: unknown option %s\n", o); usage(); }
  }
  if (!a->out) usage();
}

/* Reports and returns the exit status for |got - want| <= tol. */
static int report_value(const char *what, double got, double want, double tol)
{
  double err = fabs(got - want);
  int ok = err <= tol;         /* false for NaN */
  fprintf(stderr, "csvcheck: %s: got %.10g, want %.10g, error %.3g (tol %.3g): %s\n",
          what, got, want, err, tol, ok ? "PASS" : "FAIL");
  return ok ? 0 : EXIT_FAILED;
}

static int check_at(const Args *a, const Csv *out)
{
  if (!a->col || !a->has_value || !a->has_tol) usage();
  int k = csv_column(out, a->col);
  double v;
  char what[256];
  snprintf(what, sizeof what, "%s at t=%.10g", a->col, a->at);
  if (csv_at(out, k, a->at, &v) != 0) {
    fprintf(stderr, "csvcheck: %s: outside the output's time span [%.10g, %.10g]: FAIL\n",
            what, out->nrow ? out->col[0][0] : 0.0,
            out->nrow ? out->col[0][out->nrow - 1] : 0.0);
    return EXIT_FAILED;
  }
  return report_value(what, v, a->value, a->tol);
}

static int check_range(const Args *a, const Csv *out)
{
  if (!a->col) usage();
  if (!a->ref) die("--range-tol needs --ref REF.csv");
  char name[256], *refname;
  snprintf(name, sizeof name, "%s", a->col);
  refname = strchr(name, '=');
  if (refname) *refname++ = '\0'; else refname = name;
  Csv ref;
  csv_load(&ref, a->ref);
  int k = csv_column(out, name), kr = csv_column(&ref, refname);
  double lo = HUGE_VAL, hi = -HUGE_VAL;
  for (int r = 0; r < ref.nrow; r++)
    if (isfinite(ref.col[kr][r])) lo = fmin(lo, ref.col[kr][r]), hi = fmax(hi, ref.col[kr][r]);
  double range = hi >= lo ? hi - lo : 0.0, limit = a->range_tol * range + a->abs_tol;
  double maxerr = 0.0, tmax = 0.0;
  int npts = 0, bad = 0;
  for (int r = 0; r < ref.nrow; r++) {
    double t = ref.col[0][r], v;
    if (t < a->from || t > a->to) continue;
    npts++;
    if (csv_at(out, k, t, &v) != 0) {
      fprintf(stderr, "csvcheck: %s: no output at t=%.10g (output spans [%.10g, %.10g]): FAIL\n",
              name, t, out->nrow ? out->col[0][0] : 0.0,
              out->nrow ? out->col[0][out->nrow - 1] : 0.0);
      csv_free(&ref);
      return EXIT_FAILED;
    }
    double err = fabs(v - ref.col[kr][r]);
    if (!(err <= maxerr)) {      /* also catches NaN */
      maxerr = err, tmax = t;
      if (isnan(err)) { bad = 1; break; }
    }
  }
  if (npts == 0) die("%s: no rows in the time window [%g, %g]", a->ref, a->from, a->to);
  int ok = !bad && maxerr <= limit;
  fprintf(stderr, "csvcheck: %s vs %s over %d points: max error %.3g at t=%.10g, "
          "range %.6g, error/range %.3g (limit %.3g): %s\n",
          name, refname, npts, maxerr, tmax, range,
          range > 0 ? maxerr / range : HUGE_VAL, limit, ok ? "PASS" : "FAIL");
  csv_free(&ref);
  return ok ? 0 : EXIT_FAILED;
}

static int check_extreme(const Args *a, const Csv *out)
{
  if (!a->col || !a->has_tol) usage();
  int k = csv_column(out, a->col);
  if (out->nrow == 0) {
    fprintf(stderr, "csvcheck: %s: no data rows: FAIL\n", out->path);
    return EXIT_FAILED;
  }
  double v = out->col[k][out->nrow - 1];
  const char *kind = "final value";
  if (a->has_max || a->has_min) {
    kind = a->has_max ? "maximum" : "minimum";
    v = out->col[k][0];
    for (int r = 1; r < out->nrow; r++) {
      double x = out->col[k][r];
      if (isnan(x) || (a->has_max ? x > v : x < v)) v = x;
      if (isnan(v)) break;
    }
  }
  char what[256];
  snprintf(what, sizeof what, "%s of %s", kind, a->col);
  return report_value(what, v, a->value, a->tol);
}

int main(int argc, char **argv)
{
  Args a;
  parse_args(&a, argc, argv);
  int kinds = a.has_at + a.has_range + a.has_final + a.has_max + a.has_min + (a.rows_min >= 0);
  if (kinds != 1) usage();
  Csv out;
  csv_load(&out, a.out);
  int rc;
  if (a.has_at) rc = check_at(&a, &out);
  else if (a.has_range) rc = check_range(&a, &out);
  else if (a.rows_min >= 0) {
    int ok = out.nrow >= a.rows_min;
    fprintf(stderr, "csvcheck: %s: %d data rows, want at least %ld: %s\n",
            out.path, out.nrow, a.rows_min, ok ? "PASS" : "FAIL");
    rc = ok ? 0 : EXIT_FAILED;
  } else {
    rc = check_extreme(&a, &out);
  }
  csv_free(&out);
  return rc;
}
