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
 * (stdlib/ieee/NAME.vhd, ...).  Names and trees are allocated in a. */
Lib *lib_new(Diag *d, Arena *a, const char *stdlib_dir);
void lib_free(Lib **l);

/* Parses the registered file `file` and enters its design units into
 * library work.  Returns 0, or -1 if the file had errors (reported). */
int lib_analyse(Lib *l, int file);

/* ---- lookups for elaboration.  Names are lower case.  Library `work`
 * holds the user's units, `std` is predefined (its package STANDARD is
 * built into elaboration and has no AST); any other library is the folder
 * <stdlib_dir>/<name> (matched case-insensitively), whose .vhd files are
 * parsed in name order on the first lookup that names it. ---- */

/* 1 if library `name` exists (loading it on first use), else 0.  Parse
 * errors in a library's files are reported through the Diag. */
int lib_exists(Lib *l, const char *name);

/* The folder searched for library `name` (for messages). */
const char *lib_folder(Lib *l, const char *name);

/* The most recently analysed entity / package / package body `name` of
 * library `lib`, or NULL. */
AstNode *lib_entity(Lib *l, const char *lib, const char *name);
AstNode *lib_package(Lib *l, const char *lib, const char *name);
AstNode *lib_package_body(Lib *l, const char *lib, const char *name);

/* Architecture `arch` of entity `entity` in library lib; arch NULL: the
 * most recently analysed architecture of that entity.  NULL if none. */
AstNode *lib_arch(Lib *l, const char *lib, const char *entity, const char *arch);

/* The last entity without ports analysed into work, or NULL. */
AstNode *lib_default_top(Lib *l);

#endif
