/*
 * parse.h - the front end: flex lexer and bison parser for VHDL-AMS.
 *
 * Exported to the next stage (the library manager) is one function.
 */
#ifndef VAMSIM_PARSE_H
#define VAMSIM_PARSE_H

#include "ast.h"

/* Parses the text registered in d under `file` (see diag_add_file) into an
 * AST_DESIGN_FILE node allocated in arena a.  Syntax errors are reported
 * through d with file:line:col, the parser recovers at `;` and `end` and
 * continues, so one call may report several errors.  Returns the design
 * file node (possibly with fewer units than the text holds when errors
 * occurred); the caller checks diag_errors(d).  Never returns NULL. */
AstNode *parse_file(Diag *d, Arena *a, int file);

#endif
