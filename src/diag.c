/*
 * diag.c - source registry and message printing (see diag.h).
 */
#include "diag.h"
#include "arena.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct SrcFile {
  char *name;
  char *text;
  size_t len;
  int *line_start;   /* offsets of line starts, computed on first use */
  int nlines;
} SrcFile;

struct Diag {
  FILE *out;
  SrcFile *files;
  int nfiles, cap;
  int errors, limit, printed;
};

Diag *diag_new(void) {
  Diag *d = xcalloc(1, sizeof *d);
  d->out = stderr;
  d->limit = 50;
  return d;
}

void diag_free(Diag **pd) {
  if (!pd || !*pd) return;
  Diag *d = *pd;
  for (int i = 0; i < d->nfiles; i++) {
    free(d->files[i].name);
    free(d->files[i].text);
    free(d->files[i].line_start);
  }
  free(d->files);
  free(d);
  *pd = NULL;
}

void diag_set_stream(Diag *d, FILE *f) { d->out = f; }
void diag_set_limit(Diag *d, int max_errors) { d->limit = max_errors; }
int diag_errors(const Diag *d) { return d->errors; }

int diag_add_file(Diag *d, const char *path, const char *text, size_t len) {
  if (d->nfiles == d->cap) {
    d->cap = d->cap ? 2 * d->cap : 16;
    d->files = xrealloc(d->files, (size_t)d->cap * sizeof *d->files);
  }
  SrcFile *f = &d->files[d->nfiles];
  memset(f, 0, sizeof *f);
  f->name = xmalloc(strlen(path) + 1);
  strcpy(f->name, path);
  f->text = xmalloc(len + 1);
  if (len) memcpy(f->text, text, len);
  f->text[len] = '\0';
  f->len = len;
  return d->nfiles++;
}

int diag_read_file(Diag *d, const char *path) {
  FILE *fp = fopen(path, "rb");
  if (!fp) {
    diag_error(d, LOC_NONE, "cannot read '%s': %s", path, strerror(errno));
    return -1;
  }
  size_t cap = 1 << 16, len = 0;
  char *buf = xmalloc(cap);
  errno = 0;
  size_t n;
  while ((n = fread(buf + len, 1, cap - len, fp)) > 0) {
    len += n;
    if (len == cap) buf = xrealloc(buf, cap *= 2);
  }
  int bad = ferror(fp), err = errno;
  fclose(fp);
  if (bad) {
    free(buf);
    diag_error(d, LOC_NONE, "cannot read '%s': %s", path, err ? strerror(err) : "read error");
    return -1;
  }
  int id = diag_add_file(d, path, buf, len);
  free(buf);
  return id;
}

const char *diag_file_text(const Diag *d, int file, size_t *len) {
  if (len) *len = d->files[file].len;
  return d->files[file].text;
}

const char *diag_file_name(const Diag *d, int file) { return d->files[file].name; }

static void index_lines(SrcFile *f) {
  int n = 1;
  for (size_t i = 0; i < f->len; i++)
    if (f->text[i] == '\n') n++;
  f->line_start = xmalloc((size_t)n * sizeof(int));
  f->nlines = 0;
  f->line_start[f->nlines++] = 0;
  for (size_t i = 0; i < f->len; i++)
    if (f->text[i] == '\n') f->line_start[f->nlines++] = (int)i + 1;
}

/* Index of the line holding byte off (binary search over line starts). */
static int line_of(SrcFile *f, int off) {
  if (!f->line_start) index_lines(f);
  int lo = 0, hi = f->nlines - 1;
  while (lo < hi) {
    int mid = (lo + hi + 1) / 2;
    if (f->line_start[mid] <= off) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

void diag_line_col(const Diag *d, Loc loc, int *line, int *col) {
  *line = *col = 0;
  if (loc.file < 0 || loc.file >= d->nfiles) return;
  SrcFile *f = &d->files[loc.file];
  int off = loc.off < 0 ? 0 : loc.off > (int)f->len ? (int)f->len : loc.off;
  int l = line_of(f, off);
  *line = l + 1;
  *col = off - f->line_start[l] + 1;
}

/* Prints the source line of loc and a caret (or ^~~~ for len > 1).
 * Control bytes are shown as '?', so garbage input cannot garble a terminal. */
static void print_excerpt(Diag *d, Loc loc) {
  SrcFile *f = &d->files[loc.file];
  int off = loc.off < 0 ? 0 : loc.off > (int)f->len ? (int)f->len : loc.off;
  int l = line_of(f, off);
  int start = f->line_start[l], end = start;
  while (end < (int)f->len && f->text[end] != '\n' && f->text[end] != '\r') end++;
  if (end - start > 400) {   /* very long line: show a window around the spot */
    int from = off - 200 > start ? off - 200 : start;
    int to = from + 400 < end ? from + 400 : end;
    start = from;
    end = to;
  }
  fputs("    ", d->out);
  for (int i = start; i < end; i++) {
    unsigned char c = (unsigned char)f->text[i];
    fputc(c == '\t' ? ' ' : (c < 32 || c == 127) ? '?' : c, d->out);
  }
  fputs("\n    ", d->out);
  for (int i = start; i < off; i++) {
    unsigned char c = (unsigned char)f->text[i];
    if ((c & 0xC0) != 0x80) fputc(' ', d->out);   /* one column per UTF-8 character */
  }
  fputc('^', d->out);
  for (int i = 1; i < loc.len && off + i < end; i++) fputc('~', d->out);
  fputc('\n', d->out);
}

static void vreport(Diag *d, Loc loc, const char *kind, const char *fmt, va_list ap) {
  if (loc.file >= 0 && loc.file < d->nfiles) {
    int line, col;
    diag_line_col(d, loc, &line, &col);
    fprintf(d->out, "%s:%d:%d: %s: ", d->files[loc.file].name, line, col, kind);
    vfprintf(d->out, fmt, ap);
    fputc('\n', d->out);
    print_excerpt(d, loc);
  } else {
    fprintf(d->out, "vamsim: %s: ", kind);
    vfprintf(d->out, fmt, ap);
    fputc('\n', d->out);
  }
  fflush(d->out);
}

void diag_error(Diag *d, Loc loc, const char *fmt, ...) {
  d->errors++;
  if (d->printed >= d->limit) {
    if (d->printed++ == d->limit) fprintf(d->out, "vamsim: too many errors, giving up on printing them\n");
    return;
  }
  d->printed++;
  va_list ap;
  va_start(ap, fmt);
  vreport(d, loc, "error", fmt, ap);
  va_end(ap);
}

void diag_warning(Diag *d, Loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(d, loc, "warning", fmt, ap);
  va_end(ap);
}

void diag_note(Diag *d, Loc loc, const char *fmt, ...) {
  if (d->printed > d->limit) return;
  va_list ap;
  va_start(ap, fmt);
  vreport(d, loc, "note", fmt, ap);
  va_end(ap);
}
