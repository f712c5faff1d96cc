/*
 * elab.h - elaboration: from the analysed design units to one DAE.
 */
#ifndef VAMSIM_ELAB_H
#define VAMSIM_ELAB_H

#include "dae.h"
#include "lib.h"

/* Elaborates the design whose top is the entity named top (any case;
 * NULL: the last entity without ports analysed into work) with its most
 * recently analysed architecture.  Errors are reported through d.  Returns
 * the system, or NULL if any error occurred. */
Dae *elab_design(Lib *l, Diag *d, const char *top);

/* Frees a system returned by elab_design and sets *dae to NULL. */
void elab_free(Dae **dae);

#endif
