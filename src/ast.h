/*
 * ast.h - the abstract syntax tree of VHDL-AMS design files.
 *
 * The parser builds this tree and nothing else: it checks syntax only.
 * Meaning (names, types, natures, counts) is checked in elaboration.
 *
 * Every node has the same shape.  The fields a node kind uses are listed
 * next to the kind below; unused fields are NULL / 0.  Lists are chains of
 * nodes linked through `next`, in source order.  Identifiers are stored in
 * lower case (VHDL is case-insensitive); the original spelling can be read
 * back from the source through `loc`.  All nodes live in an Arena.
 */
#ifndef VAMSIM_AST_H
#define VAMSIM_AST_H

#include "arena.h"
#include "diag.h"

typedef enum AstKind {
  /* ---- design file and units ---- */
  AST_DESIGN_FILE,  /* list: design units (ENTITY, ARCH, PACKAGE, PACKAGE_BODY) */
  AST_ENTITY,       /* name; ctx; generics: IFACE list; ports: IFACE list;
                       decls; stmts (entity statement part, rare) */
  AST_ARCH,         /* name: architecture; name2: entity; ctx; decls; stmts */
  AST_PACKAGE,      /* name; ctx; decls */
  AST_PACKAGE_BODY, /* name; ctx; decls */
  AST_LIBRARY,      /* name: one library clause entry (`library a, b;` gives two) */
  AST_USE,          /* a: selected name, e.g. SELECTED(SELECTED(NAME ieee, math_real), all)
                       (`use a.b.all, c.d.e;` gives two USE nodes) */

  /* ---- interface declarations (generics, ports, subprogram parameters) ---- */
  AST_IFACE,        /* name; op: AstClass; mode: AstMode; a: subtype (NAME/SELECTED,
                       or SUBTYPE_IND); b: default expression or NULL.
                       `m, g : real` gives two IFACE nodes sharing `a`. */

  /* ---- declarations ---- */
  AST_CONSTANT,     /* name; a: subtype; b: value or NULL (deferred) */
  AST_SUBTYPE,      /* name; a: SUBTYPE_IND */
  AST_SUBTYPE_IND,  /* a: type mark (NAME/SELECTED); b: tolerance (STRING) or NULL;
                       c: RANGE constraint or NULL */
  AST_TYPE,         /* name; op: AstTypeDef; list: enumeration literals (NAME/CHAR)
                       for TYPE_ENUM; c: RANGE for TYPE_RANGE (integer/real/physical) */
  AST_NATURE,       /* name; op: 0 scalar, 1 array (unsupported); a: across type mark;
                       b: through type mark; c: reference terminal (NAME) */
  AST_SUBNATURE,    /* name; a: nature mark; b: across tolerance STRING or NULL;
                       c: through tolerance STRING or NULL */
  AST_ALIAS,        /* name; a: aliased name (NAME/SELECTED); b: subtype or NULL */
  AST_FUNCTION,     /* name; op: 1 if pure/has body given here, 0 declaration only;
                       list: parameters (IFACE); a: return type mark;
                       decls; stmts: sequential statements (body), NULL if declaration */
  AST_PROCEDURE,    /* name; list: parameters; decls; stmts (unsupported in elaboration) */
  AST_TERMINAL,     /* name; a: nature mark.  `terminal a, b : n` gives two nodes. */
  AST_QUANTITY,     /* free quantity: name; a: subtype; b: initial value or NULL */
  AST_BRANCH_QUANTITY,
                    /* list: ACROSS_ID then THROUGH_ID nodes, in source order;
                       a: plus terminal (name); b: minus terminal (name) or NULL
                       (the nature's reference) */
  AST_ACROSS_ID,    /* name; b: initial value or NULL; c: tolerance STRING or NULL */
  AST_THROUGH_ID,   /* name; b: initial value or NULL; c: tolerance STRING or NULL */
  AST_SIGNAL,       /* name; a: subtype; b: default */
  AST_VARIABLE,     /* name; a: subtype; b: default; op: 1 if shared */
  AST_COMPONENT,    /* name; generics; ports */
  AST_ATTRIBUTE_DECL, /* name; a: type mark (unsupported in elaboration) */
  AST_ATTRIBUTE_SPEC, /* name; a: entity name list; b: value (ignored with a warning) */
  AST_LIMIT_SPEC,   /* step limit specification (unsupported) */
  AST_CONFIG_SPEC,  /* `for l : c use entity ...` configuration specification;
                       a: instance label list (NAME/ALL/OTHERS); name2: component;
                       b: entity aspect (SELECTED); c: architecture NAME or NULL */

  /* ---- concurrent statements ---- */
  AST_SIMPLE_SIMUL, /* label in name (or NULL); a: left expr; b: right expr
                       (`a == b;`); op: 1 if marked `pure`/`impure` (ignored) */
  AST_SIMUL_IF,     /* name: label or NULL; list: IF_BRANCH nodes in order */
  AST_IF_BRANCH,    /* a: condition or NULL for `else`; stmts: statements */
  AST_SIMUL_CASE,   /* name: label; a: selector; list: CASE_ALT nodes */
  AST_CASE_ALT,     /* list: choices (expressions, RANGE or OTHERS); stmts */
  AST_SIMUL_NULL,   /* `null;` as a simultaneous statement */
  AST_PROCEDURAL,   /* simultaneous procedural statement (unsupported) */
  AST_INSTANCE,     /* name: label; op: AstInstKind; a: unit name (NAME/SELECTED,
                       e.g. SELECTED(NAME work, mass_t)); b: architecture NAME or NULL;
                       generics: ASSOC list (generic map); ports: ASSOC list */
  AST_ASSOC,        /* a: formal (NAME, or NULL when positional); b: actual
                       expression, or OPEN */
  AST_BREAK,        /* concurrent break: name: label; list: BREAK_ELEM nodes;
                       a: sensitivity list head (names, `on`), or NULL;
                       b: `when` condition or NULL */
  AST_BREAK_ELEM,   /* a: quantity name (NAME, SELECTED or ATTR such as x'dot);
                       b: value expression; c: `for` selector quantity or NULL */
  AST_PROCESS,      /* process statement (parsed, rejected in elaboration);
                       name: label; list: sensitivity; decls; stmts */
  AST_SIGNAL_ASSIGN,/* concurrent signal assignment (rejected in elaboration);
                       a: target; b: value */
  AST_BLOCK,        /* block statement (rejected in elaboration) */
  AST_GENERATE,     /* generate statement (rejected in elaboration) */
  AST_ASSERT,       /* concurrent or sequential assertion; a: condition;
                       b: report expr or NULL; c: severity expr or NULL */

  /* ---- sequential statements (subprogram and process bodies) ---- */
  AST_RETURN,       /* a: value or NULL */
  AST_SEQ_IF,       /* list: IF_BRANCH nodes (stmts are sequential) */
  AST_SEQ_CASE,     /* a: selector; list: CASE_ALT */
  AST_VAR_ASSIGN,   /* a: target; b: value (`:=`) */
  AST_SIG_ASSIGN,   /* a: target; b: value (`<=`) in a process */
  AST_WAIT,         /* wait statement (any form) */
  AST_LOOP,         /* name: label; a: iteration scheme or NULL; stmts */
  AST_NEXT_EXIT,    /* op: 0 next, 1 exit; a: condition or NULL */
  AST_PROC_CALL,    /* a: call expression */
  AST_NULL_STMT,    /* `null;` */
  AST_REPORT,       /* a: message; b: severity or NULL */

  /* ---- expressions ---- */
  AST_NUM,          /* num: value; op: 1 integer literal, 0 real literal */
  AST_PHYS,         /* physical literal: num: value; name: unit (e.g. "ms", "sec");
                       `1 ms` -> num 1, name "ms"; a bare unit name in expression
                       position is an ordinary NAME */
  AST_STRING,       /* name: contents without quotes, doubled quotes undoubled */
  AST_CHAR,         /* character literal: name: the single character */
  AST_NAME,         /* name: identifier */
  AST_SELECTED,     /* a: prefix; name: suffix identifier, or "all" */
  AST_CALL,         /* a: prefix (NAME/SELECTED/...); list: ASSOC arguments
                       (function calls, indexed names and type conversions
                       like real(n) all parse as CALL) */
  AST_ATTR,         /* a: prefix; name: attribute name ("dot", "integ", "above",
                       "delayed", "left", ...); b: argument or NULL */
  AST_UNARY,        /* op: AstOp (OP_NEG, OP_PLUS, OP_ABS, OP_NOT); a */
  AST_BINARY,       /* op: AstOp; a; b */
  AST_PAREN,        /* a: expression in parentheses (kept for exact locations) */
  AST_AGGREGATE,    /* list: ASSOC elements `(a, b)` or `(others => 0.0)` */
  AST_RANGE,        /* a: left; b: right; op: 0 `to`, 1 `downto` */
  AST_OPEN,         /* `open` */
  AST_OTHERS,       /* `others` */
  AST_ALL,          /* `all` (in lists such as `for all : c use ...`) */

  AST_ERROR,        /* placeholder produced by parser error recovery */
  AST_KIND_COUNT
} AstKind;

typedef enum AstClass {
  CLASS_NONE, CLASS_CONSTANT, CLASS_SIGNAL, CLASS_VARIABLE,
  CLASS_TERMINAL, CLASS_QUANTITY, CLASS_FILE
} AstClass;

typedef enum AstMode { MODE_NONE, MODE_IN, MODE_OUT, MODE_INOUT, MODE_BUFFER, MODE_LINKAGE } AstMode;

typedef enum AstTypeDef { TYPE_ENUM, TYPE_RANGE, TYPE_PHYSICAL, TYPE_ARRAY, TYPE_RECORD, TYPE_OTHER } AstTypeDef;

typedef enum AstInstKind { INST_ENTITY, INST_COMPONENT, INST_CONFIGURATION } AstInstKind;

typedef enum AstOp {
  OP_NONE,
  OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_POW, OP_MOD, OP_REM, OP_CONCAT,
  OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE,
  OP_AND, OP_OR, OP_NAND, OP_NOR, OP_XOR, OP_XNOR,
  OP_NEG, OP_PLUS, OP_ABS, OP_NOT
} AstOp;

typedef struct AstNode AstNode;
struct AstNode {
  AstKind kind;
  Loc loc;            /* first character of the construct (for names: the name) */
  const char *name;
  const char *name2;
  double num;
  int op;
  int mode;
  AstNode *ctx;       /* context items: LIBRARY and USE nodes */
  AstNode *generics;
  AstNode *ports;
  AstNode *decls;
  AstNode *stmts;
  AstNode *list;
  AstNode *a, *b, *c;
  AstNode *next;      /* next node in the list this node belongs to */
};

/* A list under construction: head and tail, so that appending is O(1). */
typedef struct AstList {
  AstNode *head, *tail;
  int count;
} AstList;

/*
 * Conventions of the parser (grammar/parser.y), where the table above
 * leaves freedom:
 *
 * Locations.  Declared things (units, declarations, interface elements,
 * ACROSS_ID/THROUGH_ID, instances) are located at their identifier (an
 * instance at its label).  Other statements are located at their first
 * token after the label, with len spanning the statement.  UNARY and
 * BINARY are located at the operator; SELECTED at its suffix; ATTR at the
 * attribute name; CALL at its prefix; literals and NAMEs at their token.
 *
 * Labels.  Every statement keeps its label (or NULL) in `name`.
 * NEXT_EXIT keeps the loop label it names in name2.
 *
 * Subtype indications.  A bare type mark (NAME, SELECTED, or CALL for an
 * index constraint as in bit_vector(0 to 7)) unless a range constraint,
 * tolerance or resolution function is given; then SUBTYPE_IND with
 * list: the resolution function name.  SUBTYPE declarations always hold a
 * SUBTYPE_IND.  `natural range <>` is SUBTYPE_IND with c = OPEN.
 * IFACE op is CLASS_NONE when no class is written (elaboration applies
 * the defaults: constant for generics, signal for ports).
 *
 * Expressions.  Qualified expressions t'(e) and t'(a, b) are CALL with
 * name2 "qualified", a: the type mark, list: one ASSOC whose b is e (or
 * the AGGREGATE).  x'attr(e) is ATTR with b = e (several arguments are
 * chained through b's next).  Shift operators (sll, ...) are CALL of a
 * NAME "sll" etc. with two ASSOC arguments.  `null` in an expression is
 * NAME "null".  ASSOC a in an aggregate holds the choices (chained through
 * next), which may be expressions, RANGE or OTHERS.
 *
 * Declarations.
 *  SIMPLE_SIMUL c: tolerance expression or NULL.
 *  TYPE_ENUM list: NAME/CHAR; TYPE_RANGE / TYPE_PHYSICAL c: RANGE (or an
 *  attribute name), TYPE_PHYSICAL list: unit NAMEs, secondary units with
 *  a: their definition (PHYS); TYPE_ARRAY list: index ranges / marks /
 *  SUBTYPE_IND, a: element subtype; TYPE_RECORD list: IFACE elements;
 *  access and file types: TYPE_OTHER with a: designated type.
 *  NATURE op 1 (array or record nature): list as for TYPE.
 *  FUNCTION / PROCEDURE op: 1 when the body is given (stmts may still be
 *  NULL for an empty body); FUNCTION name2: "pure", "impure" or NULL.
 *  QUANTITY c: source aspect `spectrum m, p` / `noise p` as CALL of NAME
 *  "spectrum" / "noise" with ASSOC arguments.
 *  ATTRIBUTE_SPEC name2: entity class word ("subtype", "signal", ...).
 *  LIMIT_SPEC a: quantity names (or ALL / OTHERS); b: type mark; c: limit.
 *  CONFIG_SPEC op: AstInstKind of the entity aspect; b is OPEN for
 *  `use open`; generics / ports: map ASSOC lists.
 *
 * Other statements (rejected by elaboration, kept for messages).
 *  PROCESS list: sensitivity (names or ALL); op 1 if postponed.
 *  PROCEDURAL decls, stmts.  BLOCK generics, ports, decls, stmts.
 *  GENERATE for: name2 parameter, a: discrete range; if: op 1, a: cond.
 *  LOOP op: 0 plain, 1 while (a: condition), 2 for (name2: parameter,
 *  a: discrete range).  WAIT list: sensitivity, a: until, b: for.
 *  Waveforms are chains of ASSOC, b: value, c: `after` time or NULL.
 *  SIG_ASSIGN b: waveform.  SIGNAL_ASSIGN a: target; b: waveform when
 *  unconditional; list: IF_BRANCH (a: condition or NULL, b: waveform) for
 *  `when ... else`, or CASE_ALT (list: choices, b: waveform) for `with e
 *  select`, c: the selector.  BREAK in a process: a is NULL.
 */

/* Allocates a node of kind k at loc in arena a; every other field zero. */
AstNode *ast_new(Arena *a, AstKind k, Loc loc);

/* Shorthands used by the parser actions. */
AstNode *ast_name(Arena *a, Loc loc, const char *lowercase_name);
AstNode *ast_unary(Arena *a, Loc loc, AstOp op, AstNode *x);
AstNode *ast_binary(Arena *a, Loc loc, AstOp op, AstNode *x, AstNode *y);

/* List helpers: an empty list is {0}.  n may itself be a chain (its whole
 * chain is appended).  ast_list_one makes a one-element list. */
AstList ast_list_one(AstNode *n);
AstList ast_list_append(AstList l, AstNode *n);
AstList ast_list_concat(AstList l, AstList m);

/* Length of a chain. */
int ast_count(const AstNode *chain);

/* Lower-case copy of the first n bytes of s, in the arena. */
const char *ast_lower(Arena *a, const char *s, size_t n);

/* Human-readable kind name, e.g. "entity declaration", "process statement". */
const char *ast_kind_name(AstKind k);

/* Operator spelling, e.g. "**", "and". */
const char *ast_op_name(AstOp op);

/* Writes the tree as an indented S-expression (for parser tests and
 * `--dump-ast`): one node per line, `(KIND name ...)`. */
void ast_dump(FILE *f, const AstNode *n, int indent);

#endif
