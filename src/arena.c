/*
 * arena.c - region allocator: a chain of blocks, bump allocation inside a
 * block, one call frees all.  Large requests get a block of their own.
 */
#include "arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BLOCK_SIZE (64 * 1024)
#define ALIGN 16

typedef struct Block {
  struct Block *next;
  size_t used, size;
  _Alignas(ALIGN) unsigned char data[];
} Block;

struct Arena {
  Block *head;
  size_t bytes;
};

static void out_of_memory(size_t size) {
  fprintf(stderr, "vamsim: fatal: out of memory (request of %zu bytes)\n", size);
  abort();
}

void *xmalloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p) out_of_memory(size);
  return p;
}

void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) out_of_memory(n * size);
  return p;
}

void *xrealloc(void *p, size_t size) {
  void *q = realloc(p, size ? size : 1);
  if (!q) out_of_memory(size);
  return q;
}

Arena *arena_new(void) { return xcalloc(1, sizeof(Arena)); }

void arena_free(Arena **a) {
  if (!a || !*a) return;
  Block *b = (*a)->head;
  while (b) {
    Block *next = b->next;
    free(b);
    b = next;
  }
  free(*a);
  *a = NULL;
}

void *arena_alloc(Arena *a, size_t size) {
  size = (size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
  Block *b = a->head;
  if (!b || b->size - b->used < size) {
    size_t cap = size > BLOCK_SIZE / 4 ? size : BLOCK_SIZE;
    b = xmalloc(sizeof(Block) + cap);
    b->size = cap;
    b->used = 0;
    a->bytes += sizeof(Block) + cap;
    if (cap == size && a->head) {   /* big block: keep the current one open */
      b->next = a->head->next;
      a->head->next = b;
    } else {
      b->next = a->head;
      a->head = b;
    }
  }
  void *p = b->data + b->used;
  b->used += size;
  memset(p, 0, size);
  return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = '\0';
  return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = arena_alloc(a, (size_t)n + 1);
  va_start(ap, fmt);
  vsnprintf(p, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return p;
}

size_t arena_bytes(const Arena *a) { return a->bytes; }
