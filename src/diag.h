/*
 * diag.h - diagnostics: source files, locations and error messages.
 *
 * Every source text that vamsim reads is registered here and gets a small
 * integer id.  A location (Loc) is that id plus a byte offset; it becomes
 * line:col only when a message is printed, the way jq's locfile does.
 * Messages have the form
 *
 *     file:line:col: error: message
 *         source line
 *         ^
 *
 * and go to the diagnostic stream (stderr by default).  The module counts
 * errors so that the driver can stop between phases.
 */
#ifndef VAMSIM_DIAG_H
#define VAMSIM_DIAG_H

#include <stddef.h>
#include <stdio.h>

/* A source position: file id (from diag_add_file, or -1 for none) and the
 * byte offset of the first character.  len is the number of bytes the
 * caret line underlines (0 or 1 means a single caret). */
typedef struct Loc {
  int file;
  int off;
  int len;
} Loc;

#define LOC_NONE ((Loc){-1, 0, 0})

typedef struct Diag Diag;

/* Creates a diagnostics context printing to stderr. */
Diag *diag_new(void);

/* Frees the context and every registered text; sets *d to NULL. */
void diag_free(Diag **d);

/* Sends messages to f instead of stderr (tests use a memory stream). */
void diag_set_stream(Diag *d, FILE *f);

/* Registers a source text under the display name path.  The text is copied
 * (a NUL is appended, so text may contain NUL bytes, which the lexer
 * reports).  Returns the file id (>= 0). */
int diag_add_file(Diag *d, const char *path, const char *text, size_t len);

/* Reads the file at path and registers it.  Returns the file id, or -1
 * after printing "vamsim: error: cannot read PATH: reason". */
int diag_read_file(Diag *d, const char *path);

/* The registered text of file (NUL-terminated) and its length. */
const char *diag_file_text(const Diag *d, int file, size_t *len);

/* The display name of file. */
const char *diag_file_name(const Diag *d, int file);

/* Converts a location into 1-based line and column (columns count bytes,
 * a tab counts as one column). */
void diag_line_col(const Diag *d, Loc loc, int *line, int *col);

/* Prints an error at loc (LOC_NONE: "vamsim: error: ...") and counts it. */
void diag_error(Diag *d, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Prints a warning (not counted as an error). */
void diag_warning(Diag *d, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Prints a note that belongs to the previous error or warning. */
void diag_note(Diag *d, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Number of errors reported so far. */
int diag_errors(const Diag *d);

/* Stops printing after this many errors ("too many errors" once);
 * counting continues.  Default 50. */
void diag_set_limit(Diag *d, int max_errors);

#endif
