/*
 * parse_util.c - helpers of the front end: the reserved-word table, the
 * conversion of literal spellings into values, the places where the
 * parser resumes after a syntax error, and the node builders the grammar
 * actions call (declared in the `%code provides` section of
 * grammar/parser.y, hence in the generated parser.h).
 *
 * Nothing here reads global state; every function works on its arguments
 * and allocates in the arena it is given.
 */
#include "parser.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- reserved words ---- */

typedef struct Keyword {
  const char *word;
  int tok;
} Keyword;

/* The reserved words of VHDL-AMS (IEEE 1076.1, whose base is VHDL-2002),
 * sorted for bsearch.  Words the grammar does not use map to TK_RESERVED.
 * The words VHDL-2008 and PSL added (force, release, context, default,
 * parameter, property, sequence, vunit, ...) are NOT reserved: the
 * IEEE 1076.1.1 packages themselves declare `subtype force`. */
static const Keyword keywords[] = {
  {"abs", TK_ABS}, {"access", TK_ACCESS}, {"across", TK_ACROSS}, {"after", TK_AFTER},
  {"alias", TK_ALIAS}, {"all", TK_ALL}, {"and", TK_AND},
  {"architecture", TK_ARCHITECTURE}, {"array", TK_ARRAY}, {"assert", TK_ASSERT},
 
  {"attribute", TK_ATTRIBUTE}, {"begin", TK_BEGIN}, {"block", TK_BLOCK},
  {"body", TK_BODY}, {"break", TK_BREAK}, {"buffer", TK_BUFFER}, {"bus", TK_BUS},
  {"case", TK_CASE}, {"component", TK_COMPONENT},
  {"configuration", TK_CONFIGURATION}, {"constant", TK_CONSTANT},
 
  {"disconnect", TK_DISCONNECT}, {"downto", TK_DOWNTO}, {"else", TK_ELSE},
  {"elsif", TK_ELSIF}, {"end", TK_END}, {"entity", TK_ENTITY}, {"exit", TK_EXIT},
  {"file", TK_FILE}, {"for", TK_FOR},
  {"function", TK_FUNCTION}, {"generate", TK_GENERATE},
  {"generic", TK_GENERIC}, {"group", TK_GROUP}, {"guarded", TK_GUARDED},
  {"if", TK_IF}, {"impure", TK_IMPURE}, {"in", TK_IN}, {"inertial", TK_INERTIAL},
  {"inout", TK_INOUT}, {"is", TK_IS}, {"label", TK_LABEL}, {"library", TK_LIBRARY},
  {"limit", TK_LIMIT}, {"linkage", TK_LINKAGE}, {"literal", TK_LITERAL},
  {"loop", TK_LOOP}, {"map", TK_MAP}, {"mod", TK_MOD}, {"nand", TK_NAND},
  {"nature", TK_NATURE}, {"new", TK_NEW}, {"next", TK_NEXT}, {"noise", TK_NOISE},
  {"nor", TK_NOR}, {"not", TK_NOT}, {"null", TK_NULL}, {"of", TK_OF}, {"on", TK_ON},
  {"open", TK_OPEN}, {"or", TK_OR}, {"others", TK_OTHERS}, {"out", TK_OUT},
  {"package", TK_PACKAGE}, {"port", TK_PORT},
  {"postponed", TK_POSTPONED}, {"procedural", TK_PROCEDURAL},
  {"procedure", TK_PROCEDURE}, {"process", TK_PROCESS},
  {"protected", TK_RESERVED}, {"pure", TK_PURE}, {"quantity", TK_QUANTITY},
  {"range", TK_RANGE}, {"record", TK_RECORD}, {"reference", TK_REFERENCE},
  {"register", TK_REGISTER}, {"reject", TK_REJECT},
  {"rem", TK_REM}, {"report", TK_REPORT},
  {"return", TK_RETURN}, {"rol", TK_ROL},
  {"ror", TK_ROR}, {"select", TK_SELECT},
  {"severity", TK_SEVERITY}, {"shared", TK_SHARED}, {"signal", TK_SIGNAL},
  {"sla", TK_SLA}, {"sll", TK_SLL}, {"spectrum", TK_SPECTRUM}, {"sra", TK_SRA},
  {"srl", TK_SRL}, {"subnature", TK_SUBNATURE},
  {"subtype", TK_SUBTYPE}, {"terminal", TK_TERMINAL}, {"then", TK_THEN},
  {"through", TK_THROUGH}, {"to", TK_TO}, {"tolerance", TK_TOLERANCE},
  {"transport", TK_TRANSPORT}, {"type", TK_TYPE}, {"unaffected", TK_UNAFFECTED},
  {"units", TK_UNITS}, {"until", TK_UNTIL}, {"use", TK_USE},
  {"variable", TK_VARIABLE},
  {"wait", TK_WAIT}, {"when", TK_WHEN},
  {"while", TK_WHILE}, {"with", TK_WITH}, {"xnor", TK_XNOR}, {"xor", TK_XOR},
};

static int cmp_keyword(const void *key, const void *elem) {
  return strcmp(key, ((const Keyword *)elem)->word);
}

int parse_keyword(const char *s, size_t n) {
  char low[24];
  if (n == 0 || n >= sizeof low) return 0;
  for (size_t i = 0; i < n; i++) low[i] = (char)tolower((unsigned char)s[i]);
  low[n] = '\0';
  const Keyword *k = bsearch(low, keywords, sizeof keywords / sizeof keywords[0],
                             sizeof keywords[0], cmp_keyword);
  return k ? k->tok : 0;
}

/* Reserved words at which the parser may resume after a syntax error:
 * those that start a design unit, a declaration or a statement, or close
 * a construct.  Operators and the words inside statements (to, map, of,
 * across, ...) are not among them. */
int parse_resync_token(int tok) {
  switch (tok) {
  case TK_END: case TK_BEGIN: case TK_ELSIF: case TK_ELSE: case TK_WHEN:
  case TK_LIBRARY: case TK_USE: case TK_ENTITY: case TK_ARCHITECTURE: case TK_PACKAGE:
  case TK_CONSTANT: case TK_SIGNAL: case TK_VARIABLE: case TK_SHARED: case TK_TERMINAL:
  case TK_QUANTITY: case TK_TYPE: case TK_SUBTYPE: case TK_NATURE: case TK_SUBNATURE:
  case TK_ALIAS: case TK_ATTRIBUTE: case TK_FUNCTION: case TK_PROCEDURE: case TK_PURE:
  case TK_IMPURE: case TK_COMPONENT: case TK_LIMIT:
  case TK_IF: case TK_CASE: case TK_BREAK: case TK_PROCEDURAL: case TK_PROCESS:
  case TK_POSTPONED: case TK_ASSERT: case TK_WAIT: case TK_LOOP: case TK_WHILE:
  case TK_RETURN: case TK_NEXT: case TK_EXIT:
    return 1;
  default:
    return 0;
  }
}

/* ---- error recovery (see the grammar's file comment) ---- */

/* 1 when the token at loc is the first on its line. */
static int first_on_line(const ParseCtx *pc, Loc loc) {
  int i = loc.off;
  while (i > 0 && (pc->text[i - 1] == ' ' || pc->text[i - 1] == '\t')) i--;
  return i == 0 || pc->text[i - 1] == '\n' || pc->text[i - 1] == '\r';
}

void parse_note_unit(ParseCtx *pc, Loc unit) {
  if (first_on_line(pc, unit)) pc->unit_end = unit.off + unit.len;
}

int parse_after_unit(const ParseCtx *pc, Loc loc) {
  if (!pc->unit_end || loc.off < pc->unit_end) return 0;
  for (int i = pc->unit_end; i < loc.off; i++)
    if (pc->text[i] != ' ' && pc->text[i] != '\t') return 0;
  return 1;
}

void parse_plan_recovery(ParseCtx *pc, int tok, Loc loc) {
  if (tok == TK_SEMI || tok == TK_YYEOF || parse_resync_token(tok) || first_on_line(pc, loc))
    return;
  pc->skip = 1;
  pc->skip_depth = 0;
}

/* ---- literal values ---- */

double parse_decimal(const char *s, size_t n) {
  char small[64];
  char *buf = n < sizeof small ? small : xmalloc(n + 1);
  size_t m = 0;
  for (size_t i = 0; i < n; i++)
    if (s[i] != '_') buf[m++] = s[i];
  buf[m] = '\0';
  double v = strtod(buf, NULL);
  if (buf != small) free(buf);
  return v;
}

/* Value of digit c (0-9, a-f, A-F), or 99 for anything else. */
static int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return 99;
}

int parse_based(const char *s, size_t n, double *value, size_t *bad_at) {
  size_t i = 0;
  int base = 0;
  for (; i < n && s[i] != '#'; i++)
    if (s[i] != '_' && base < 100) base = base * 10 + (s[i] - '0');
  if (base < 2 || base > 16) {
    *bad_at = 0;
    return -1;
  }
  double v = 0, scale = 0;   /* scale: weight of the next fraction digit */
  for (i++; i < n && s[i] != '#'; i++) {
    if (s[i] == '_') continue;
    if (s[i] == '.') {
      scale = 1.0 / base;
      continue;
    }
    int d = digit_value(s[i]);
    if (d >= base) {
      *bad_at = i;
      return -1;
    }
    if (scale > 0) {
      v += d * scale;
      scale /= base;
    } else {
      v = v * base + d;
    }
  }
  if (i + 1 < n)   /* exponent after the closing '#': e[+-]digits, in the base */
    v *= pow(base, parse_decimal(s + i + 2, n - i - 2));
  *value = v;
  return 0;
}

char *parse_string_body(Arena *ar, const char *s, size_t n, char quote) {
  char *p = arena_alloc(ar, n + 1);
  size_t m = 0;
  for (size_t i = 0; i < n; i++) {
    p[m++] = s[i];
    if (s[i] == quote && i + 1 < n && s[i + 1] == quote) i++;
  }
  p[m] = '\0';
  return p;
}

char *parse_bit_string(Arena *ar, char base, const char *s, size_t n, size_t *bad_at) {
  int bits = (base | 0x20) == 'b' ? 1 : (base | 0x20) == 'o' ? 3 : 4;
  char *p = arena_alloc(ar, n * (size_t)bits + 1);
  size_t m = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '_') continue;
    int d = digit_value(s[i]);
    if (d >= 1 << bits) {
      *bad_at = i;
      return NULL;
    }
    for (int b = bits - 1; b >= 0; b--) p[m++] = (char)('0' + ((d >> b) & 1));
  }
  p[m] = '\0';
  return p;
}

/* ---- node builders ---- */

AstNode *parse_mk(Arena *ar, AstKind k, Loc loc, const char *name, AstNode *a,
                  AstNode *b, AstNode *c) {
  AstNode *n = ast_new(ar, k, loc);
  n->name = name;
  n->a = a;
  n->b = b;
  n->c = c;
  return n;
}

AstList parse_per_id(Arena *ar, AstKind k, AstList ids, AstNode *a, AstNode *b,
                     AstNode *c) {
  AstList out = {0};
  for (AstNode *id = ids.head; id; id = id->next)
    out = ast_list_append(out, parse_mk(ar, k, id->loc, id->name, a, b, c));
  return out;
}

AstList parse_ifaces(Arena *ar, int cls, int mode, AstList ids, AstNode *subtype,
                     AstNode *dflt) {
  AstList out = parse_per_id(ar, AST_IFACE, ids, subtype, dflt, NULL);
  for (AstNode *n = out.head; n; n = n->next) {
    n->op = cls;
    n->mode = mode;
  }
  return out;
}

AstNode *parse_call(Arena *ar, AstNode *prefix, AstList args) {
  if (prefix->kind == AST_ATTR && !prefix->b && args.head) {
    /* the ASSOC wrappers are dropped; the actuals are chained instead */
    AstNode *first = NULL, **tail = &first;
    for (AstNode *as = args.head; as; as = as->next) {
      *tail = as->b;
      tail = &as->b->next;
    }
    prefix->b = first;
    return prefix;
  }
  AstNode *n = ast_new(ar, AST_CALL, prefix->loc);
  n->a = prefix;
  n->list = args.head;
  return n;
}

AstNode *parse_qualified(Arena *ar, AstNode *mark, AstNode *operand) {
  AstNode *value = operand->kind == AST_PAREN ? operand->a : operand;
  AstNode *n = ast_new(ar, AST_CALL, mark->loc);
  n->a = mark;
  n->name2 = "qualified";
  n->list = parse_mk(ar, AST_ASSOC, operand->loc, NULL, NULL, value, NULL);
  return n;
}

AstNode *parse_labeled(ParseCtx *pc, const char *label, Loc loc, AstNode *stmt) {
  const AstNode *end = stmt->ctx;
  stmt->ctx = NULL;
  if (end && !label)
    diag_error(pc->diag, end->loc, "'%s' after 'end' names a statement that has no label",
               end->name);
  else
    parse_check_end(pc, label, end);
  if (!label) return stmt;
  if (stmt->kind == AST_PROC_CALL &&
      (stmt->a->kind == AST_NAME || stmt->a->kind == AST_SELECTED)) {
    AstNode *inst = ast_new(pc->arena, AST_INSTANCE, loc);
    inst->op = INST_COMPONENT;
    inst->a = stmt->a;
    stmt = inst;
  }
  if (stmt->kind == AST_INSTANCE) stmt->loc = loc;
  stmt->name = label;
  return stmt;
}

AstNode *parse_subtype(Arena *ar, AstNode *resolution, AstNode *mark, AstNode *range,
                       AstNode *tolerance, int force) {
  if (!resolution && !range && !tolerance && (!force || mark->kind == AST_SUBTYPE_IND))
    return mark;
  AstNode *n = parse_mk(ar, AST_SUBTYPE_IND, mark->loc, NULL, mark, tolerance, range);
  n->list = resolution;
  return n;
}

void parse_check_end(ParseCtx *pc, const char *name, const AstNode *end_name) {
  if (end_name && name && strcmp(end_name->name, name) != 0)
    diag_error(pc->diag, end_name->loc, "the name after 'end' is '%s', but the name declared is '%s'",
               end_name->name, name);
}
