/*
 * arena.h - region allocator.
 *
 * Tokens, the AST, elaboration results and names live in arenas that are
 * released in one call.  Allocation never fails silently: on exhaustion of
 * memory the process prints a message and aborts, because no stage can make
 * progress without memory and partial states are harder to reason about.
 */
#ifndef VAMSIM_ARENA_H
#define VAMSIM_ARENA_H

#include <stddef.h>

typedef struct Arena Arena;

/* Creates an empty arena. */
Arena *arena_new(void);

/* Releases every block of *a and sets *a to NULL.  NULL is accepted. */
void arena_free(Arena **a);

/* Returns size bytes aligned for any object, zero-filled. */
void *arena_alloc(Arena *a, size_t size);

/* Returns a NUL-terminated copy of the first n bytes of s. */
char *arena_strndup(Arena *a, const char *s, size_t n);

/* Returns a NUL-terminated copy of s. */
char *arena_strdup(Arena *a, const char *s);

/* Returns a NUL-terminated, printf-formatted string. */
char *arena_printf(Arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Total bytes obtained from the system so far (for --stats). */
size_t arena_bytes(const Arena *a);

/* Checked heap helpers for arrays that grow (abort on exhaustion). */
void *xmalloc(size_t size);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t size);

#endif
