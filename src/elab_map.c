/*
 * elab_map.c - string-keyed hash map in an arena (see elab_map.h).
 */
#include "elab_map.h"

#include <stdint.h>
#include <string.h>

/* FNV-1a over the bytes of s. */
static size_t hash(const char *s) {
  uint64_t h = 1469598103934665603ull;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return (size_t)(h ^ (h >> 29));
}

/* Slot holding key, or the empty slot where it would go (cap > n). */
static size_t slot(const ElabMap *m, const char *key) {
  size_t i = hash(key) & (m->cap - 1);
  while (m->keys[i] && strcmp(m->keys[i], key) != 0) i = (i + 1) & (m->cap - 1);
  return i;
}

void *elab_map_get(const ElabMap *m, const char *key) {
  if (!m->cap) return NULL;
  size_t i = slot(m, key);
  return m->keys[i] ? m->vals[i] : NULL;
}

/* Doubles the table (or creates one of 8 slots) and reinserts every key. */
static void grow(ElabMap *m, Arena *a) {
  ElabMap old = *m;
  m->cap = old.cap ? 2 * old.cap : 8;
  m->keys = arena_alloc(a, m->cap * sizeof *m->keys);
  m->vals = arena_alloc(a, m->cap * sizeof *m->vals);
  for (size_t i = 0; i < old.cap; i++) {
    if (!old.keys[i]) continue;
    size_t j = slot(m, old.keys[i]);
    m->keys[j] = old.keys[i];
    m->vals[j] = old.vals[i];
  }
}

void elab_map_put(ElabMap *m, Arena *a, const char *key, void *val) {
  if (2 * (m->n + 1) > m->cap) grow(m, a);
  size_t i = slot(m, key);
  if (!m->keys[i]) {
    m->keys[i] = key;
    m->n++;
  }
  m->vals[i] = val;
}
