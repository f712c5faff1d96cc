/*
 * ast.c - construction, naming and printing of AST nodes (see ast.h).
 *
 * Nodes are allocated zero-filled in an arena and never freed one by one.
 * Lists are chains through `next`; AstList keeps the tail so that the
 * parser appends in O(1).
 *
 * ast_dump writes one node per line as an indented S-expression:
 *
 *     (KIND[ name][ attributes]
 *       field: (CHILD ...)
 *       field: (CHILD ...))
 *
 * KIND is the enum name without AST_.  The name is printed bare, except
 * for AST_STRING ("text", inner quotes doubled) and AST_CHAR ('c').
 * Attributes follow in this order: NUM `int 3` / `real 1.5`; PHYS `1.5 ms`;
 * UNARY/BINARY the operator spelling (`+`, `and`); IFACE `class=terminal`
 * and `mode=in`; INSTANCE `entity` / `component` / `configuration`;
 * TYPE `enum` / `range` / `physical` / `array` / `record` / `other`;
 * any other non-zero op `op=N`, non-zero mode `mode=N`; name2 `name2=x`.
 * Children follow one per line, indented two more spaces, labelled with
 * their field, fields in the order ctx, generics, ports, decls, stmts,
 * list, a, b, c; a field holding a chain prints one line per element.
 * Numbers print with %.15g.  The format is stable: parser tests compare it.
 */
#include "ast.h"

#include <ctype.h>
#include <string.h>

AstNode *ast_new(Arena *a, AstKind k, Loc loc) {
  AstNode *n = arena_alloc(a, sizeof *n);
  n->kind = k;
  n->loc = loc;
  return n;
}

AstNode *ast_name(Arena *a, Loc loc, const char *lowercase_name) {
  AstNode *n = ast_new(a, AST_NAME, loc);
  n->name = lowercase_name;
  return n;
}

AstNode *ast_unary(Arena *a, Loc loc, AstOp op, AstNode *x) {
  AstNode *n = ast_new(a, AST_UNARY, loc);
  n->op = op;
  n->a = x;
  return n;
}

AstNode *ast_binary(Arena *a, Loc loc, AstOp op, AstNode *x, AstNode *y) {
  AstNode *n = ast_new(a, AST_BINARY, loc);
  n->op = op;
  n->a = x;
  n->b = y;
  return n;
}

AstList ast_list_one(AstNode *n) {
  AstList l = {0};
  return ast_list_append(l, n);
}

/* Appends n and every node chained after it; walks n's chain only. */
AstList ast_list_append(AstList l, AstNode *n) {
  if (!n) return l;
  if (l.tail) l.tail->next = n;
  else l.head = n;
  l.tail = n;
  l.count++;
  while (l.tail->next) {
    l.tail = l.tail->next;
    l.count++;
  }
  return l;
}

AstList ast_list_concat(AstList l, AstList m) {
  if (!m.head) return l;
  if (!l.head) return m;
  l.tail->next = m.head;
  l.tail = m.tail;
  l.count += m.count;
  return l;
}

int ast_count(const AstNode *chain) {
  int n = 0;
  for (; chain; chain = chain->next) n++;
  return n;
}

const char *ast_lower(Arena *a, const char *s, size_t n) {
  char *p = arena_strndup(a, s, n);
  for (size_t i = 0; i < n; i++) p[i] = (char)tolower((unsigned char)p[i]);
  return p;
}

/* Kind names: the enum spelling (for ast_dump) and words (for messages). */
static const struct {
  const char *tag, *words;
} kind_names[AST_KIND_COUNT] = {
  [AST_DESIGN_FILE] = {"DESIGN_FILE", "design file"},
  [AST_ENTITY] = {"ENTITY", "entity declaration"},
  [AST_ARCH] = {"ARCH", "architecture body"},
  [AST_PACKAGE] = {"PACKAGE", "package declaration"},
  [AST_PACKAGE_BODY] = {"PACKAGE_BODY", "package body"},
  [AST_LIBRARY] = {"LIBRARY", "library clause"},
  [AST_USE] = {"USE", "use clause"},
  [AST_IFACE] = {"IFACE", "interface declaration"},
  [AST_CONSTANT] = {"CONSTANT", "constant declaration"},
  [AST_SUBTYPE] = {"SUBTYPE", "subtype declaration"},
  [AST_SUBTYPE_IND] = {"SUBTYPE_IND", "subtype indication"},
  [AST_TYPE] = {"TYPE", "type declaration"},
  [AST_NATURE] = {"NATURE", "nature declaration"},
  [AST_SUBNATURE] = {"SUBNATURE", "subnature declaration"},
  [AST_ALIAS] = {"ALIAS", "alias declaration"},
  [AST_FUNCTION] = {"FUNCTION", "function"},
  [AST_PROCEDURE] = {"PROCEDURE", "procedure"},
  [AST_TERMINAL] = {"TERMINAL", "terminal declaration"},
  [AST_QUANTITY] = {"QUANTITY", "quantity declaration"},
  [AST_BRANCH_QUANTITY] = {"BRANCH_QUANTITY", "branch quantity declaration"},
  [AST_ACROSS_ID] = {"ACROSS_ID", "across quantity"},
  [AST_THROUGH_ID] = {"THROUGH_ID", "through quantity"},
  [AST_SIGNAL] = {"SIGNAL", "signal declaration"},
  [AST_VARIABLE] = {"VARIABLE", "variable declaration"},
  [AST_COMPONENT] = {"COMPONENT", "component declaration"},
  [AST_ATTRIBUTE_DECL] = {"ATTRIBUTE_DECL", "attribute declaration"},
  [AST_ATTRIBUTE_SPEC] = {"ATTRIBUTE_SPEC", "attribute specification"},
  [AST_LIMIT_SPEC] = {"LIMIT_SPEC", "step limit specification"},
  [AST_CONFIG_SPEC] = {"CONFIG_SPEC", "configuration specification"},
  [AST_SIMPLE_SIMUL] = {"SIMPLE_SIMUL", "simple simultaneous statement"},
  [AST_SIMUL_IF] = {"SIMUL_IF", "simultaneous if statement"},
  [AST_IF_BRANCH] = {"IF_BRANCH", "if branch"},
  [AST_SIMUL_CASE] = {"SIMUL_CASE", "simultaneous case statement"},
  [AST_CASE_ALT] = {"CASE_ALT", "case alternative"},
  [AST_SIMUL_NULL] = {"SIMUL_NULL", "simultaneous null statement"},
  [AST_PROCEDURAL] = {"PROCEDURAL", "simultaneous procedural statement"},
  [AST_INSTANCE] = {"INSTANCE", "component instantiation"},
  [AST_ASSOC] = {"ASSOC", "association"},
  [AST_BREAK] = {"BREAK", "break statement"},
  [AST_BREAK_ELEM] = {"BREAK_ELEM", "break element"},
  [AST_PROCESS] = {"PROCESS", "process statement"},
  [AST_SIGNAL_ASSIGN] = {"SIGNAL_ASSIGN", "concurrent signal assignment"},
  [AST_BLOCK] = {"BLOCK", "block statement"},
  [AST_GENERATE] = {"GENERATE", "generate statement"},
  [AST_ASSERT] = {"ASSERT", "assertion"},
  [AST_RETURN] = {"RETURN", "return statement"},
  [AST_SEQ_IF] = {"SEQ_IF", "if statement"},
  [AST_SEQ_CASE] = {"SEQ_CASE", "case statement"},
  [AST_VAR_ASSIGN] = {"VAR_ASSIGN", "variable assignment"},
  [AST_SIG_ASSIGN] = {"SIG_ASSIGN", "signal assignment"},
  [AST_WAIT] = {"WAIT", "wait statement"},
  [AST_LOOP] = {"LOOP", "loop statement"},
  [AST_NEXT_EXIT] = {"NEXT_EXIT", "next or exit statement"},
  [AST_PROC_CALL] = {"PROC_CALL", "procedure call"},
  [AST_NULL_STMT] = {"NULL_STMT", "null statement"},
  [AST_REPORT] = {"REPORT", "report statement"},
  [AST_NUM] = {"NUM", "numeric literal"},
  [AST_PHYS] = {"PHYS", "physical literal"},
  [AST_STRING] = {"STRING", "string literal"},
  [AST_CHAR] = {"CHAR", "character literal"},
  [AST_NAME] = {"NAME", "name"},
  [AST_SELECTED] = {"SELECTED", "selected name"},
  [AST_CALL] = {"CALL", "function call"},
  [AST_ATTR] = {"ATTR", "attribute name"},
  [AST_UNARY] = {"UNARY", "unary expression"},
  [AST_BINARY] = {"BINARY", "binary expression"},
  [AST_PAREN] = {"PAREN", "parenthesised expression"},
  [AST_AGGREGATE] = {"AGGREGATE", "aggregate"},
  [AST_RANGE] = {"RANGE", "range"},
  [AST_OPEN] = {"OPEN", "'open'"},
  [AST_OTHERS] = {"OTHERS", "'others'"},
  [AST_ALL] = {"ALL", "'all'"},
  [AST_ERROR] = {"ERROR", "erroneous construct"},
};

const char *ast_kind_name(AstKind k) {
  if ((unsigned)k >= AST_KIND_COUNT || !kind_names[k].words) return "unknown construct";
  return kind_names[k].words;
}

const char *ast_op_name(AstOp op) {
  static const char *const names[] = {
    [OP_NONE] = "?", [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*",
    [OP_DIV] = "/", [OP_POW] = "**", [OP_MOD] = "mod", [OP_REM] = "rem",
    [OP_CONCAT] = "&", [OP_EQ] = "=", [OP_NE] = "/=", [OP_LT] = "<",
    [OP_LE] = "<=", [OP_GT] = ">", [OP_GE] = ">=", [OP_AND] = "and",
    [OP_OR] = "or", [OP_NAND] = "nand", [OP_NOR] = "nor", [OP_XOR] = "xor",
    [OP_XNOR] = "xnor", [OP_NEG] = "-", [OP_PLUS] = "+", [OP_ABS] = "abs",
    [OP_NOT] = "not",
  };
  if ((unsigned)op >= sizeof names / sizeof names[0]) return "?";
  return names[op];
}

/* Word for an enumerated field value, or NULL when out of range. */
static const char *word_of(int v, const char *const *words, int count) {
  return v >= 0 && v < count ? words[v] : NULL;
}

/* Prints s between quote characters q, doubling any q inside. */
static void print_quoted(FILE *f, const char *s, char q) {
  fputc(q, f);
  for (; *s; s++) {
    if (*s == q) fputc(q, f);
    fputc(*s, f);
  }
  fputc(q, f);
}

/* Prints the header of n: "(KIND name attributes", without children. */
static void dump_header(FILE *f, const AstNode *n) {
  static const char *const classes[] = {"none", "constant", "signal", "variable",
                                        "terminal", "quantity", "file"};
  static const char *const modes[] = {"none", "in", "out", "inout", "buffer", "linkage"};
  static const char *const insts[] = {"entity", "component", "configuration"};
  static const char *const types[] = {"enum", "range", "physical", "array", "record", "other"};
  const char *tag = (unsigned)n->kind < AST_KIND_COUNT ? kind_names[n->kind].tag : NULL;
  fprintf(f, "(%s", tag ? tag : "?");
  if (n->kind == AST_NUM) fprintf(f, " %s %.15g", n->op ? "int" : "real", n->num);
  if (n->kind == AST_PHYS) fprintf(f, " %.15g", n->num);
  if (n->name) {
    fputc(' ', f);
    if (n->kind == AST_STRING) print_quoted(f, n->name, '"');
    else if (n->kind == AST_CHAR) print_quoted(f, n->name, '\'');
    else fputs(n->name, f);
  }
  const char *w = NULL;
  switch (n->kind) {
  case AST_UNARY: case AST_BINARY: fprintf(f, " %s", ast_op_name((AstOp)n->op)); break;
  case AST_IFACE:
    if ((w = word_of(n->op, classes, 7)) && n->op) fprintf(f, " class=%s", w);
    if ((w = word_of(n->mode, modes, 6)) && n->mode) fprintf(f, " mode=%s", w);
    break;
  case AST_INSTANCE:
    if ((w = word_of(n->op, insts, 3))) fprintf(f, " %s", w);
    break;
  case AST_TYPE:
    if ((w = word_of(n->op, types, 6))) fprintf(f, " %s", w);
    break;
  case AST_NUM:
    break;
  default:
    if (n->op) fprintf(f, " op=%d", n->op);
    if (n->mode) fprintf(f, " mode=%d", n->mode);
  }
  if (n->name2) fprintf(f, " name2=%s", n->name2);
}

/* Prints n (header already indented by the caller) and its children at
 * indent + 1; recursion depth is the depth of the tree. */
static void dump_node(FILE *f, const AstNode *n, int indent) {
  dump_header(f, n);
  const struct {
    const char *label;
    const AstNode *chain;
  } fields[] = {
    {"ctx", n->ctx}, {"generics", n->generics}, {"ports", n->ports},
    {"decls", n->decls}, {"stmts", n->stmts}, {"list", n->list},
    {"a", n->a}, {"b", n->b}, {"c", n->c},
  };
  for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
    for (const AstNode *m = fields[i].chain; m; m = m->next) {
      fprintf(f, "\n%*s%s: ", 2 * (indent + 1), "", fields[i].label);
      dump_node(f, m, indent + 1);
    }
  }
  fputc(')', f);
}

/* Writes n (not its `next` siblings) starting at the given indentation
 * level (two spaces each), followed by a newline.  NULL prints "()". */
void ast_dump(FILE *f, const AstNode *n, int indent) {
  fprintf(f, "%*s", 2 * indent, "");
  if (n) dump_node(f, n, indent);
  else fputs("()", f);
  fputc('\n', f);
}
