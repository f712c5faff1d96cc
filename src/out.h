/*
 * out.h - results: CSV waveforms and quiescent-point listings.
 *
 * CSV: a header line, first column `time`, then one column per output of
 * the system (top-level terminals, then every quantity of every instance),
 * or only the probed ones, in the order given.  Numbers have 12
 * significant digits.
 */
#ifndef VAMSIM_OUT_H
#define VAMSIM_OUT_H

#include <stdio.h>

#include "dae.h"

typedef struct Out Out;

/* Opens path ("-" or NULL: standard output) for a CSV with the columns
 * named in probes (comma-separated; NULL: all).  An unknown probe name is
 * an error listing close names.  Returns NULL after reporting. */
Out *out_open(const Dae *dae, const char *path, const char *probes, Diag *d);

/* Writes one row; usable as a TranSink.  Returns nonzero on a write error. */
int out_row(void *out, double t, const double *x, const double *xd);

/* Rows written so far. */
long out_rows(const Out *o);

/* Flushes and closes; returns 0, or -1 if any write failed (reported).
 * Sets *o to NULL. */
int out_close(Out **o, Diag *d);

/* Prints `name = value` for each selected output at the quiescent point. */
int out_op(const Dae *dae, const double *x, const char *path, const char *probes, Diag *d);

#endif
