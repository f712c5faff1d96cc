/*
 * fuzz_front.c - libFuzzer target over the front end and elaboration:
 * the input is one design file, analysed into library work (the bundled
 * libraries are available), elaborated and checked structurally.  Any
 * crash, sanitizer report, leak or hang is a bug; diagnostics are the
 * expected outcome of most inputs and go to /dev/null.
 *
 *   make fuzz                  (FUZZ_SECONDS=60 by default)
 */
#include "arena.h"
#include "diag.h"
#include "elab.h"
#include "lib.h"
#include "structure.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static FILE *devnull;
  if (!devnull) devnull = fopen("/dev/null", "w");
  Diag *d = diag_new();
  diag_set_stream(d, devnull);
  Arena *a = arena_new();
  Lib *lib = lib_new(d, a, VAMSIM_STDLIB);
  int file = diag_add_file(d, "fuzz.vhd", (const char *)data, size);
  if (lib_analyse(lib, file) == 0 && diag_errors(d) == 0) {
    Dae *dae = elab_design(lib, d, NULL);
    if (dae && diag_errors(d) == 0) structure_check(dae, d);
    elab_free(&dae);
  }
  lib_free(&lib);
  arena_free(&a);
  diag_free(&d);
  return 0;
}
