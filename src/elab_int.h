/*
 * elab_int.h - what the elaboration files share (not exported).
 *
 * Elaboration walks the design hierarchy from the top entity down.  Every
 * declaration becomes an Obj in a Scope; every expression becomes a Val:
 * a static type plus an expression node of the DAE's pool (constants fold,
 * so a static value is an EXPR_CONST).  Terminals map to nodes, quantities
 * to expressions over the unknowns.  The unknowns, equations, outputs and
 * breaks are collected in growable arrays of the Elab context and copied
 * into the Dae's arena at the end.
 *
 * One mistake gives one message.  After an error, values have type
 * t_error and terminals nature n_error, which every check accepts
 * silently; a name that is not declared, or whose declaration failed, is
 * declared as OBJ_ERROR, whose uses are silent; names not found in a
 * region with a failed library or use clause are not reported (the
 * clause was); and elab_error prints a message only the first time it
 * arises at a place (an entity instantiated twice).
 *
 * Files: elab.c (entry point, messages, DAE assembly, KCL, breaks),
 * elab_scope.c (scopes, STANDARD, name resolution, packages), elab_decl.c
 * (declarations), elab_expr.c (expressions, types, attributes),
 * elab_func.c (function inlining, math_real), elab_stmt.c (simultaneous
 * and concurrent statements), elab_inst.c (entities, instances,
 * association), elab_map.c (hash map).
 */
#ifndef VAMSIM_ELAB_INT_H
#define VAMSIM_ELAB_INT_H

#include "ast.h"
#include "elab.h"
#include "elab_map.h"

/* Bounds that keep hostile input from exhausting the C stack. */
#define ELAB_MAX_DEPTH 1000     /* nesting of expressions and statements */
#define ELAB_MAX_CALLS 64       /* nesting of inlined function calls */
#define ELAB_MAX_HIER 1000      /* nesting of instances */
#define ELAB_MAX_HINTS 50       /* errors after which names are no longer
                                   searched for spelling suggestions */

typedef enum TypeKind {
  TY_ERROR,        /* after an error: accepted everywhere, no further messages */
  TY_REAL, TY_INT, TY_TIME, TY_ENUM, TY_STRING,
  TY_UNSUPPORTED   /* declared, but using it is an error (why says what) */
} TypeKind;

typedef struct Type Type;
struct Type {
  TypeKind kind;
  const char *name;
  Type *base;            /* the base type (itself for a base type) */
  const char **lits;     /* TY_ENUM: literal names in position order */
  int nlit;
  const char *why;       /* TY_UNSUPPORTED: "array types", ... */
};

/* The value of an expression: its type and its node in the pool. */
typedef struct Val {
  Type *t;
  int e;
  int now;         /* the expression is `now` (may mix with TIME values) */
} Val;

typedef struct Obj Obj;
typedef struct Scope Scope;

typedef struct Nature {
  const char *name;
  Type *across, *through;
  Obj *ref;        /* the reference terminal */
} Nature;

typedef enum ObjKind {
  OBJ_CONST,       /* constant, generic, function parameter: val */
  OBJ_ENUMLIT,     /* enumeration literal: val */
  OBJ_UNIT,        /* unit of TIME: val (seconds) */
  OBJ_TYPE,        /* type or subtype: type */
  OBJ_NATURE,      /* nature or subnature: nature */
  OBJ_TERMINAL,    /* terminal: node (-1: reference), nature */
  OBJ_QUANTITY,    /* quantity: val (its expression over the unknowns), qid */
  OBJ_FUNC,        /* function: decl, body, home; overloads through homonym */
  OBJ_PROC,        /* procedure (declared; calls are unsupported) */
  OBJ_PACKAGE,     /* package: pkg (its scope) */
  OBJ_LIBRARY,     /* library: lib */
  OBJ_COMPONENT,   /* component: decl, home (declaring scope) */
  OBJ_SIGNAL,      /* signal (declared for messages; unsupported) */
  OBJ_ERROR        /* a name already reported (not declared, or its declaration
                      failed): every later use is silently an error */
} ObjKind;

struct Obj {
  ObjKind kind;
  const char *name;
  Loc loc;
  Obj *homonym;      /* next overload of the same name in the same region */
  Val val;
  Type *type;
  Nature *nature;
  int node;          /* TERMINAL: node index or -1 (reference) */
  int qid;           /* QUANTITY: unique id (attribute caches) */
  const char *path;  /* QUANTITY, TERMINAL: hierarchical name */
  AstNode *decl;     /* FUNC: specification; COMPONENT: declaration */
  AstNode *body;     /* FUNC: declaration with a body, or NULL */
  Scope *home;       /* FUNC: scope the body sees; COMPONENT: declaring scope */
  Scope *pkg;        /* PACKAGE: its declarations */
  const char *lib;   /* LIBRARY: its name; PACKAGE: its library */
  int active;        /* FUNC: being expanded; PACKAGE: being elaborated */
  int deferred;      /* CONST: deferred constant still without a value */
};

/* A use clause: all declarations of pkg, or the single object one. */
typedef struct Import {
  struct Import *next;
  Scope *pkg;
  Obj *one;
} Import;

/* A configuration specification `for labels : comp use entity ...`. */
typedef struct ConfigSpec {
  struct ConfigSpec *next;
  AstNode *spec;
} ConfigSpec;

struct Scope {
  Scope *parent;
  ElabMap names;         /* name -> Obj (chained through homonym) */
  Import *uses, *uses_tail;
  ConfigSpec *configs;
  const char *lib;       /* the library `work` stands for */
  const char *path;      /* instance path: "" for the top, "a.b" below */
  const char *pkgname;   /* package scopes: the package's name */
  Scope *header;         /* package body scopes: the package's scope */
  ElabMap labels;        /* statement label -> AstNode (duplicate labels) */
  int broken;            /* a library or use clause failed: names that are
                            not found may come from it, so they are not
                            reported again */
};

typedef struct Node {    /* a non-reference terminal node */
  int var;               /* its DAE_ACROSS unknown */
  Loc loc;               /* declaration of the terminal that created it */
  const char *where;     /* instance path of that declaration */
} Node;

typedef struct Incid {   /* a through unknown entering KCL at a node */
  int node, var, sign;
} Incid;

typedef struct PendBreak {   /* a break element, resolved after elaboration */
  int e;                 /* expression of the quantity */
  int deriv;             /* 0: Q, 1: Q'dot */
  double value;
  Loc loc;
  const char *what;      /* the user's name of the target */
} PendBreak;

typedef struct EqItem {  /* an equation collected from simultaneous statements */
  int e;
  Loc loc;
} EqItem;

typedef struct EqVec {
  EqItem *v;
  int n, cap;
} EqVec;

typedef struct Elab {
  Lib *lib;
  Diag *d;
  Arena *tmp;            /* scopes, objects, types: freed after elaboration */
  Arena *out;            /* the Dae's arena */
  ExprPool *pool;
  DaeVar *var; int nvar, capvar;
  int *dot_aux;          /* per unknown v: the aux y = x'[v], or -1 */
  DaeEq *eq; int neq, capeq;
  DaeOut *tout; int ntout, captout;   /* top-level terminals */
  DaeOut *qout; int nqout, capqout;   /* quantities */
  PendBreak *brk; int nbrk, capbrk;
  Node *node; int nnode, capnode;
  Incid *inc; int ninc, capinc;
  AstNode **stack; int nstack, capstack;   /* entities being elaborated */
  ElabMap pkgs;          /* "lib.pkg" -> OBJ_PACKAGE */
  ElabMap aux;           /* attribute cache key -> aux unknown + 1 */
  Scope *std;            /* package STANDARD */
  Nature *n_error;       /* after an error: connects to anything silently */
  Type *t_real, *t_int, *t_bool, *t_time, *t_domain, *t_error, *t_string,
       *t_char, *t_sev;
  int depth;             /* current expression/statement nesting */
  int calls;             /* current nesting of inlined calls */
  int nqid;
  int steps;             /* statements evaluated in the current function call */
  int deep_reported;
  int errors;            /* errors found, including repeats not printed */
  int printed;           /* the last error was printed (its notes follow) */
  ElabMap said;          /* "file:off:message" of every message printed,
                            and the packages named in use-clause hints */
} Elab;

/* Grows array p (count n, capacity cap) so that one more element fits. */
#define ELAB_GROW(p, n, cap)                                                 \
  do {                                                                       \
    if ((n) == (cap)) {                                                      \
      (cap) = (cap) ? 2 * (cap) : 16;                                        \
      (p) = xrealloc((p), (size_t)(cap) * sizeof *(p));                      \
    }                                                                        \
  } while (0)

/* ---- elab.c: messages ---- */
/* Reports an error at loc through the Diag, unless the same message was
 * already printed at the same place (an entity instantiated twice, a
 * subtype shared by `terminal a, b : n`).  Counts it in E->errors either
 * way.  elab_note prints a note only when the error before it was
 * printed; elab_warning is deduplicated the same way. */
void elab_error(Elab *E, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void elab_note(Elab *E, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void elab_warning(Elab *E, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* ---- elab.c: the system under construction ---- */
int elab_add_var(Elab *E, DaeVarKind kind, const char *name, Loc loc, double guess,
                 const char *nature);
void elab_add_eq(Elab *E, int e, DaeEqKind kind, int var, Loc loc, const char *where);
/* A new node with its across unknown named path; returns the node index. */
int elab_new_node(Elab *E, const char *path, Nature *n, Loc loc);
/* Records that through unknown var enters KCL at node with sign (+1/-1);
 * node -1 (reference) is ignored. */
void elab_incident(Elab *E, int node, int var, int sign);
/* Adds an output column; top: among the top-level terminals. */
void elab_add_out(Elab *E, const char *name, int e, int top);
/* "path.name", or name when path is empty, in E->out. */
const char *elab_path(Elab *E, const char *path, const char *name);
/* Enters / leaves one level of nesting; elab_enter returns 0 (and reports
 * once) when too deep. */
int elab_enter(Elab *E, Loc loc);
void elab_leave(Elab *E);

/* ---- elab_scope.c: scopes and names ---- */
Scope *elab_scope_new(Elab *E, Scope *parent, const char *lib, const char *path);
Obj *elab_obj_new(Elab *E, ObjKind kind, const char *name, Loc loc);
/* Declares o in s.  Functions, procedures and enumeration literals may
 * overload; any other second declaration of a name in the same region is
 * reported ("duplicate declaration") and returns -1. */
int elab_declare(Elab *E, Scope *s, Obj *o);
/* Makes name denote the existing object o in s (aliases). */
int elab_alias(Elab *E, Scope *s, const char *name, Obj *o, Loc loc);
/* The object that name denotes in s (declarations, use clauses, STANDARD,
 * then library names), or NULL. */
Obj *elab_lookup(Elab *E, Scope *s, const char *name);
/* Only the region s itself (no parents, no use clauses). */
Obj *elab_lookup_local(Scope *s, const char *name);
/* Resolves a NAME or SELECTED node; reports "'x' is not declared" (with
 * a spelling suggestion or the package that declares it) and returns
 * NULL.  A name not found is reported once per region: it is then
 * declared as OBJ_ERROR there.  Also NULL, silently, for OBJ_ERROR names
 * and, in a region whose library or use clause failed, for names not
 * found. */
Obj *elab_resolve(Elab *E, Scope *s, AstNode *n);
/* Declares name in s as OBJ_ERROR (a declaration that failed, already
 * reported), unless s already declares it. */
void elab_poison(Elab *E, Scope *s, const char *name, Loc loc);
/* Processes library and use clauses (a chain of LIBRARY/USE nodes). */
void elab_context(Elab *E, Scope *s, AstNode *ctx);
void elab_use(Elab *E, Scope *s, AstNode *use);
/* Package lib.name, elaborated on first use; NULL (reported at loc). */
Obj *elab_package(Elab *E, const char *lib, const char *name, Loc loc);
Scope *elab_std_new(Elab *E);
Type *elab_type_new(Elab *E, TypeKind kind, const char *name, Type *base);
/* The type of a type mark or subtype indication; t_error after a report. */
Type *elab_type_mark(Elab *E, Scope *s, AstNode *n);
/* The nature of a nature mark; n_error after a report. */
Nature *elab_nature_mark(Elab *E, Scope *s, AstNode *n);
/* Spelling of an object kind for messages: "a terminal", "a type". */
const char *elab_kind_name(ObjKind k);

/* ---- elab_decl.c ---- */
typedef enum DeclWhere { DECL_UNIT, DECL_PACKAGE, DECL_BODY, DECL_FUNC } DeclWhere;
void elab_decls(Elab *E, Scope *s, AstNode *decls, DeclWhere where);
/* Declares the terminal or quantity object of a port or declaration. */
Obj *elab_terminal(Elab *E, Scope *s, const char *name, Nature *n, int node, Loc loc);
Obj *elab_quantity(Elab *E, Scope *s, const char *name, Type *t, int e, Loc loc);

/* ---- elab_expr.c ---- */
Val elab_expr(Elab *E, Scope *s, AstNode *n);
/* Evaluates n and requires a static value; reports "must be static". */
Val elab_static(Elab *E, Scope *s, AstNode *n, const char *what);
/* Evaluates n and requires a boolean. */
int elab_cond(Elab *E, Scope *s, AstNode *n);
/* Checks that v can be used where type want is expected; 0 ok, -1 reported. */
int elab_check(Elab *E, Val v, Type *want, Loc loc, const char *what);
int elab_is_real(const Type *t);
Val elab_error_val(Elab *E);
const char *elab_type_name(const Type *t);
/* Location of the start of an expression (its leftmost token). */
Loc elab_loc(const AstNode *n);

/* ---- elab_func.c ---- */
/* Calls function f (overload chain) with the ASSOC list args at site. */
Val elab_call(Elab *E, Scope *s, AstNode *site, Obj *f, AstNode *args);
/* Type conversion t(arg). */
Val elab_convert(Elab *E, Scope *s, AstNode *site, Type *t, AstNode *args);
/* The condition of a case alternative: the selector sel equals one of the
 * choices (expressions or ranges, joined by `or`).  *others is set for
 * `others`. */
int elab_choices(Elab *E, Scope *s, Val sel, AstNode *choices, int *others);

/* ---- elab_stmt.c ---- */
/* Elaborates the concurrent statements of a unit in scope s. */
void elab_stmts(Elab *E, Scope *s, AstNode *stmts);

/* ---- elab_inst.c ---- */
/* Elaborates entity ent with architecture arch (both from library lib)
 * as instance path (the top: ""); bindings NULL for the top. */
typedef struct Binding Binding;
void elab_unit(Elab *E, const char *lib, AstNode *ent, AstNode *arch, const char *path,
               Binding *gen, Binding *port, Loc site);
/* Elaborates an instance statement in scope s. */
void elab_instance(Elab *E, Scope *s, AstNode *inst);

#endif
