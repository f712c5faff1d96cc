/*
 * elab_map.h - string-keyed hash map used by the library manager and by
 * elaboration for name lookup (scopes, units, caches).
 *
 * Open addressing with linear probing; the table lives in an arena, so a
 * map needs no freeing of its own (growing leaves the old table in the
 * arena, at most doubling the memory the map uses).  Keys are not copied:
 * they must outlive the map (arena or AST strings).
 */
#ifndef VAMSIM_ELAB_MAP_H
#define VAMSIM_ELAB_MAP_H

#include "arena.h"

#include <stddef.h>

typedef struct ElabMap {
  const char **keys;
  void **vals;
  size_t cap, n;
} ElabMap;

/* The value stored under key, or NULL.  An empty map ({0}) is valid. */
void *elab_map_get(const ElabMap *m, const char *key);

/* Stores val under key, replacing any earlier value; tables come from a. */
void elab_map_put(ElabMap *m, Arena *a, const char *key, void *val);

#endif
