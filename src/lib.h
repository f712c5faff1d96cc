/*
 * lib.h - design libraries: the user's files in library `work`, and the
 * libraries shipped as VHDL-AMS source in stdlib/ (ieee, ieee_proposed,
 * disciplines, and the model library), analysed on first use.
 */
#ifndef VAMSIM_LIB_H
#define VAMSIM_LIB_H

#include "ast.h"

typedef struct Lib Lib;

/* Creates the library set.  stdlib_dir holds one folder per library
 * (stdlib/ieee/*.vhd, ...).  Names and trees are allocated in a. */
Lib *lib_new(Diag *d, Arena *a, const char *stdlib_dir);
void lib_free(Lib **l);

/* Parses the registered file `file` and enters its design units into
 * library work.  Returns 0, or -1 if the file had errors (reported). */
int lib_analyse(Lib *l, int file);

#endif
