/*
 * fuzz_parse.c - libFuzzer target for the front end: any byte string is
 * registered as a source file and parsed; the tree is dumped to exercise
 * every node.  parse_file must never crash, hang, leak outside the arena
 * or return NULL, whatever the input.
 *
 * Build and run (clang):
 *   clang -std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 \
 *     -fsanitize=fuzzer,address,undefined -Isrc -Ibuild/gen \
 *     tests/fuzz/fuzz_parse.c src/ast.c src/parse_util.c src/diag.c \
 *     src/arena.c build/gen/parser.c build/gen/lexer.c -lm -o fuzz_parse
 *   ./fuzz_parse -max_total_time=60 -max_len=4096
 */
#include "parse.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FILE *sink = fopen("/dev/null", "w");
  if (!sink) return 0;
  Diag *d = diag_new();
  Arena *a = arena_new();
  diag_set_stream(d, sink);
  int file = diag_add_file(d, "fuzz.vhd", (const char *)data, size);
  AstNode *root = parse_file(d, a, file);
  if (!root || root->kind != AST_DESIGN_FILE) abort();
  ast_dump(sink, root, 0);
  arena_free(&a);
  diag_free(&d);
  fclose(sink);
  return 0;
}
