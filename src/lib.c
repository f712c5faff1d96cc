/*
 * lib.c - design libraries (see lib.h).
 *
 * A library is a set of maps from unit names to AST nodes: entities,
 * packages, package bodies, and architectures (keyed "entity.arch", plus
 * the latest architecture of each entity).  Library work is filled by
 * lib_analyse; every other library except std is a folder of the stdlib
 * directory, parsed completely the first time a lookup names it.  A later
 * unit of the same name replaces an earlier one (in library work with a
 * warning that points at both).
 */
#include "lib.h"
#include "elab_map.h"
#include "parse.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef enum { LIB_UNLOADED, LIB_LOADED, LIB_MISSING } LibState;

typedef struct Library {
  const char *name;
  LibState state;
  ElabMap entity, package, body, arch, latest;
  AstNode **order;        /* entities in analysis order (for the default top) */
  int norder, caporder;
  struct Library *next;
} Library;

struct Lib {
  Diag *d;
  Arena *a;
  const char *stdlib_dir;
  Library *libs;
};

Lib *lib_new(Diag *d, Arena *a, const char *stdlib_dir) {
  Lib *l = xcalloc(1, sizeof *l);
  l->d = d;
  l->a = a;
  l->stdlib_dir = arena_strdup(a, stdlib_dir ? stdlib_dir : ".");
  return l;
}

void lib_free(Lib **pl) {
  if (!pl || !*pl) return;
  for (Library *y = (*pl)->libs; y; y = y->next) free(y->order);
  free(*pl);
  *pl = NULL;
}

/* The library record of name (lower case), created unloaded if new.
 * work and std count as loaded from the start. */
static Library *library(Lib *l, const char *name) {
  for (Library *y = l->libs; y; y = y->next)
    if (strcmp(y->name, name) == 0) return y;
  Library *y = arena_alloc(l->a, sizeof *y);
  y->name = arena_strdup(l->a, name);
  y->state = strcmp(name, "work") == 0 || strcmp(name, "std") == 0 ? LIB_LOADED : LIB_UNLOADED;
  y->next = l->libs;
  l->libs = y;
  return y;
}

/* Warns about a unit of library work named like an earlier one (in map
 * m under key): analysing a unit again replaces it, as in VHDL, but
 * within one file that is rarely meant. */
static void check_twice(Lib *l, Library *y, ElabMap *m, const char *key, AstNode *u,
                        const char *what) {
  AstNode *old = strcmp(y->name, "work") == 0 ? elab_map_get(m, key) : NULL;
  if (!old) return;
  const char *unit = u->kind == AST_ARCH
                         ? arena_printf(l->a, "%s '%s' of entity '%s'", what, u->name, u->name2)
                         : arena_printf(l->a, "%s '%s'", what, u->name);
  diag_warning(l->d, u->loc, "%s is declared again; it replaces the earlier one", unit);
  diag_note(l->d, old->loc, "the earlier '%s' is here", u->name);
}

/* Enters each unit of the design file into library y. */
static void enter_units(Lib *l, Library *y, AstNode *file) {
  for (AstNode *u = file ? file->list : NULL; u; u = u->next) {
    if (!u->name) continue;
    switch (u->kind) {
    case AST_ENTITY:
      check_twice(l, y, &y->entity, u->name, u, "entity");
      elab_map_put(&y->entity, l->a, u->name, u);
      if (y->norder == y->caporder) {
        y->caporder = y->caporder ? 2 * y->caporder : 16;
        y->order = xrealloc(y->order, (size_t)y->caporder * sizeof *y->order);
      }
      y->order[y->norder++] = u;
      break;
    case AST_ARCH: {
      if (!u->name2) break;
      const char *key = arena_printf(l->a, "%s.%s", u->name2, u->name);
      check_twice(l, y, &y->arch, key, u, "architecture");
      elab_map_put(&y->arch, l->a, key, u);
      elab_map_put(&y->latest, l->a, u->name2, u);
      break;
    }
    case AST_PACKAGE:
      check_twice(l, y, &y->package, u->name, u, "package");
      elab_map_put(&y->package, l->a, u->name, u);
      break;
    case AST_PACKAGE_BODY:
      check_twice(l, y, &y->body, u->name, u, "package body");
      elab_map_put(&y->body, l->a, u->name, u);
      break;
    default: break;
    }
  }
}

int lib_analyse(Lib *l, int file) {
  int before = diag_errors(l->d);
  AstNode *f = parse_file(l->d, l->a, file);
  enter_units(l, library(l, "work"), f);
  return diag_errors(l->d) > before ? -1 : 0;
}

/* A library name usable as a folder name: no path separators, no dots. */
static int safe_name(const char *name) {
  return name[0] && !strchr(name, '/') && !strchr(name, '\\') && name[0] != '.';
}

/* Path of the folder of library name inside the stdlib directory, matched
 * case-insensitively; NULL if there is none. */
static char *find_folder(Lib *l, const char *name) {
  if (!safe_name(name)) return NULL;
  DIR *dir = opendir(l->stdlib_dir);
  if (!dir) return NULL;
  char *path = NULL;
  struct dirent *e;
  while (!path && (e = readdir(dir)) != NULL)
    if (strcasecmp(e->d_name, name) == 0)
      path = arena_printf(l->a, "%s/%s", l->stdlib_dir, e->d_name);
  closedir(dir);
  return path;
}

static int cmp_str(const void *x, const void *y) {
  return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Parses every .vhd file of folder into library y, in name order.
 * Returns 0, or -1 if the folder cannot be read. */
static int load_folder(Lib *l, Library *y, const char *folder) {
  DIR *dir = opendir(folder);
  if (!dir) return -1;
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  while ((e = readdir(dir)) != NULL) {
    size_t len = strlen(e->d_name);
    if (len < 5 || strcasecmp(e->d_name + len - 4, ".vhd") != 0) continue;
    if (n == cap) names = xrealloc(names, (cap = cap ? 2 * cap : 16) * sizeof *names);
    names[n++] = arena_strdup(l->a, e->d_name);
  }
  closedir(dir);
  if (n) qsort(names, n, sizeof *names, cmp_str);
  for (size_t i = 0; i < n; i++) {
    int id = diag_read_file(l->d, arena_printf(l->a, "%s/%s", folder, names[i]));
    if (id >= 0) enter_units(l, y, parse_file(l->d, l->a, id));
  }
  free(names);
  return 0;
}

/* The library name, loaded if it exists; NULL if it does not. */
static Library *loaded(Lib *l, const char *name) {
  Library *y = library(l, name);
  if (y->state == LIB_UNLOADED) {
    y->state = LIB_LOADED;   /* set first: a file may name its own library */
    char *folder = find_folder(l, name);
    if (!folder || load_folder(l, y, folder) < 0) y->state = LIB_MISSING;
  }
  return y->state == LIB_LOADED ? y : NULL;
}

int lib_exists(Lib *l, const char *name) { return loaded(l, name) != NULL; }

const char *lib_folder(Lib *l, const char *name) {
  return arena_printf(l->a, "%s/%s", l->stdlib_dir, name);
}

AstNode *lib_entity(Lib *l, const char *lib, const char *name) {
  Library *y = loaded(l, lib);
  return y ? elab_map_get(&y->entity, name) : NULL;
}

AstNode *lib_package(Lib *l, const char *lib, const char *name) {
  Library *y = loaded(l, lib);
  return y ? elab_map_get(&y->package, name) : NULL;
}

AstNode *lib_package_body(Lib *l, const char *lib, const char *name) {
  Library *y = loaded(l, lib);
  return y ? elab_map_get(&y->body, name) : NULL;
}

AstNode *lib_arch(Lib *l, const char *lib, const char *entity, const char *arch) {
  Library *y = loaded(l, lib);
  if (!y) return NULL;
  if (!arch) return elab_map_get(&y->latest, entity);
  char *key = arena_printf(l->a, "%s.%s", entity, arch);
  return elab_map_get(&y->arch, key);
}

AstNode *lib_default_top(Lib *l) {
  Library *y = library(l, "work");
  for (int i = y->norder - 1; i >= 0; i--) {
    AstNode *e = y->order[i];
    if (!e->ports && elab_map_get(&y->entity, e->name) == e) return e;
  }
  return NULL;
}
