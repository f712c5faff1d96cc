/*
 * test_lexer.c - unit tests of grammar/lexer.l: token kinds, literal
 * values, the tick rule, case folding, comments, locations and lexical
 * errors with their exact positions.
 *
 * Each case scans a string with the flex API directly (the same scanner
 * parse_file drives) and compares the token stream.
 */
#include "parser.h"
#include "lexer.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>

#define MAX_TOKS 64

/* The tokens of one text, with values and locations, and the messages. */
typedef struct Lexed {
  int n;
  int kind[MAX_TOKS];
  YYSTYPE val[MAX_TOKS];
  Loc loc[MAX_TOKS];
  int errors;
  char *msgs;          /* everything the lexer reported */
  Diag *d;
  Arena *a;
} Lexed;

/* Scans src (len bytes, or strlen when len < 0) into *lx. */
static void lex(Lexed *lx, const char *src, long len) {
  memset(lx, 0, sizeof *lx);
  size_t n = len < 0 ? strlen(src) : (size_t)len;
  size_t msglen = 0;
  FILE *mf = open_memstream(&lx->msgs, &msglen);
  lx->d = diag_new();
  lx->a = arena_new();
  diag_set_stream(lx->d, mf);
  int file = diag_add_file(lx->d, "t.vhd", src, n);
  ParseCtx pc = {.diag = lx->d, .arena = lx->a, .file = file,
                 .text = diag_file_text(lx->d, file, NULL), .bad_end = -1,
                 .lex_error_tok = -100};
  yyscan_t sc;
  yylex_init_extra(&pc, &sc);
  YY_BUFFER_STATE buf = yy_scan_bytes(src, (int)n, sc);
  YYSTYPE v;
  Loc l;
  int t;
  while ((t = yylex(&v, &l, sc)) != 0 && lx->n < MAX_TOKS) {
    lx->kind[lx->n] = t;
    lx->val[lx->n] = v;
    lx->loc[lx->n++] = l;
  }
  yy_delete_buffer(buf, sc);
  yylex_destroy(sc);
  lx->errors = diag_errors(lx->d);
  fclose(mf);
}

static void unlex(Lexed *lx) {
  free(lx->msgs);
  arena_free(&lx->a);
  diag_free(&lx->d);
}

/* 1 when the kinds of lx are exactly the zero-terminated list. */
static int kinds_are(const Lexed *lx, const int *want) {
  int i = 0;
  for (; want[i]; i++)
    if (i >= lx->n || lx->kind[i] != want[i]) return 0;
  return i == lx->n;
}

/* line:col of token i. */
static void pos(const Lexed *lx, int i, int *line, int *col) {
  diag_line_col(lx->d, lx->loc[i], line, col);
}

int main(void) {
  Lexed lx;
  int line, col;

  TEST("decimal literals") {
    lex(&lx, "42 1_000 1_000.5e-3 1.0E6 2e3 0.25 3.0e+2", -1);
    CHECK(kinds_are(&lx, (int[]){TK_INTLIT, TK_INTLIT, TK_REALLIT, TK_REALLIT, TK_INTLIT,
                                 TK_REALLIT, TK_REALLIT, 0}));
    CHECK_NEAR(lx.val[0].num, 42, 0, 0);
    CHECK_NEAR(lx.val[1].num, 1000, 0, 0);
    CHECK_NEAR(lx.val[2].num, 1.0005, 1e-15, 0);
    CHECK_NEAR(lx.val[3].num, 1e6, 0, 0);
    CHECK_NEAR(lx.val[4].num, 2000, 0, 0);
    CHECK_NEAR(lx.val[5].num, 0.25, 0, 0);
    CHECK_NEAR(lx.val[6].num, 300, 0, 0);
    CHECK(lx.errors == 0);
    unlex(&lx);
  }

  TEST("based literals") {
    lex(&lx, "16#FF# 2#1010_1010# 16#F.8#e1 2#1.1#e2 8#17# 16#ff#E2 10#99#", -1);
    CHECK(kinds_are(&lx, (int[]){TK_INTLIT, TK_INTLIT, TK_REALLIT, TK_REALLIT, TK_INTLIT,
                                 TK_INTLIT, TK_INTLIT, 0}));
    CHECK_NEAR(lx.val[0].num, 255, 0, 0);
    CHECK_NEAR(lx.val[1].num, 170, 0, 0);
    CHECK_NEAR(lx.val[2].num, 248, 0, 0);     /* 15.5 * 16 */
    CHECK_NEAR(lx.val[3].num, 6, 0, 0);       /* 1.5 * 2**2 */
    CHECK_NEAR(lx.val[4].num, 15, 0, 0);
    CHECK_NEAR(lx.val[5].num, 255 * 256, 0, 0);
    CHECK_NEAR(lx.val[6].num, 99, 0, 0);
    CHECK(lx.errors == 0);
    unlex(&lx);
  }

  TEST("malformed numbers are reported where they go wrong") {
    lex(&lx, "x := 2#102#;\ny := 1e-3;\nz := 17#1#;", -1);
    CHECK(lx.errors == 3);
    CHECK(strstr(lx.msgs, "t.vhd:1:10: error: invalid based literal '2#102#': digit not allowed"));
    CHECK(strstr(lx.msgs, "t.vhd:2:6: error: an integer literal cannot have a negative exponent"));
    CHECK(strstr(lx.msgs, "t.vhd:3:6: error: invalid based literal '17#1#': the base must be 2 to 16"));
    unlex(&lx);
  }

  TEST("string, character and bit string literals") {
    lex(&lx, "\"ab\"\"c\" \"\" 'a' ''' X\"FF\" b\"1010_1010\" O\"17\" x\"a\"", -1);
    CHECK(kinds_are(&lx, (int[]){TK_STRLIT, TK_STRLIT, TK_CHARLIT, TK_CHARLIT, TK_BITSTR,
                                 TK_BITSTR, TK_BITSTR, TK_BITSTR, 0}));
    CHECK(strcmp(lx.val[0].str, "ab\"c") == 0);
    CHECK(strcmp(lx.val[1].str, "") == 0);
    CHECK(strcmp(lx.val[2].str, "a") == 0);
    CHECK(strcmp(lx.val[3].str, "'") == 0);
    CHECK(strcmp(lx.val[4].str, "11111111") == 0);
    CHECK(strcmp(lx.val[5].str, "10101010") == 0);
    CHECK(strcmp(lx.val[6].str, "001111") == 0);
    CHECK(strcmp(lx.val[7].str, "1010") == 0);
    CHECK(lx.errors == 0);
    unlex(&lx);
  }

  TEST("bad bit string digit") {
    lex(&lx, "B\"102\"", -1);
    CHECK(lx.errors == 1);
    CHECK(strstr(lx.msgs, "t.vhd:1:5: error: digit '2' is not allowed in a binary bit string literal"));
    unlex(&lx);
  }

  TEST("tick after identifier, ')', ']' and all; character literal otherwise") {
    lex(&lx, "x'dot'dot f(x)'high real'('a') c := 'b'; v.all'x", -1);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_TICK, TK_IDENT, TK_TICK, TK_IDENT,
                                 TK_IDENT, TK_LPAREN, TK_IDENT, TK_RPAREN, TK_TICK, TK_IDENT,
                                 TK_IDENT, TK_TICK, TK_LPAREN, TK_CHARLIT, TK_RPAREN,
                                 TK_IDENT, TK_VARASSIGN, TK_CHARLIT, TK_SEMI,
                                 TK_IDENT, TK_DOT, TK_ALL, TK_TICK, TK_IDENT, 0}));
    CHECK(strcmp(lx.val[14].str, "a") == 0);
    CHECK(strcmp(lx.val[18].str, "b") == 0);
    unlex(&lx);
  }

  TEST("a reserved word after a tick is an attribute name") {
    lex(&lx, "x'range n'REFERENCE q'Above(1.0) range", -1);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_TICK, TK_IDENT, TK_IDENT, TK_TICK, TK_IDENT,
                                 TK_IDENT, TK_TICK, TK_IDENT, TK_LPAREN, TK_REALLIT,
                                 TK_RPAREN, TK_RANGE, 0}));
    CHECK(strcmp(lx.val[2].str, "range") == 0);
    CHECK(strcmp(lx.val[5].str, "reference") == 0);
    CHECK(strcmp(lx.val[8].str, "above") == 0);
    unlex(&lx);
  }

  TEST("case folding of keywords and identifiers; extended identifiers kept") {
    lex(&lx, "ENTITY Foo_Bar iS End QUANTITY \\Mixed Case\\ \\a\\\\b\\", -1);
    CHECK(kinds_are(&lx, (int[]){TK_ENTITY, TK_IDENT, TK_IS, TK_END, TK_QUANTITY, TK_IDENT,
                                 TK_IDENT, 0}));
    CHECK(strcmp(lx.val[1].str, "foo_bar") == 0);
    CHECK(strcmp(lx.val[5].str, "\\Mixed Case\\") == 0);
    CHECK(strcmp(lx.val[6].str, "\\a\\\\b\\") == 0);
    unlex(&lx);
  }

  TEST("VHDL-AMS reserved words; VHDL-2008/PSL additions stay identifiers") {
    lex(&lx, "across through terminal nature subnature quantity tolerance "
             "reference procedural break limit spectrum noise protected force context", -1);
    CHECK(kinds_are(&lx, (int[]){TK_ACROSS, TK_THROUGH, TK_TERMINAL, TK_NATURE,
                                 TK_SUBNATURE, TK_QUANTITY, TK_TOLERANCE, TK_REFERENCE,
                                 TK_PROCEDURAL, TK_BREAK, TK_LIMIT, TK_SPECTRUM, TK_NOISE,
                                 TK_RESERVED, TK_IDENT, TK_IDENT, 0}));
    CHECK(strcmp(lx.val[13].str, "protected") == 0);
    CHECK(strcmp(lx.val[14].str, "force") == 0);   /* 1076.1.1: subtype force */
    unlex(&lx);
  }

  TEST("comments and locations") {
    lex(&lx, "a -- comment 'x' \"\n  b /* two\nlines */ c\n/**/d", -1);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, 0}));
    pos(&lx, 1, &line, &col);
    CHECK(line == 2 && col == 3);
    pos(&lx, 2, &line, &col);
    CHECK(line == 3 && col == 10);
    pos(&lx, 3, &line, &col);
    CHECK(line == 4 && col == 5);
    CHECK(lx.loc[0].len == 1);
    CHECK(lx.errors == 0);
    unlex(&lx);
  }

  TEST("delimiters") {
    lex(&lx, "=> ** := /= >= <= <> == ; , : ( ) . | ! & * + - / < > = [ ]", -1);
    CHECK(kinds_are(&lx, (int[]){TK_ARROW, TK_POW, TK_VARASSIGN, TK_NE, TK_GE, TK_LE, TK_BOX,
                                 TK_EQEQ, TK_SEMI, TK_COMMA, TK_COLON, TK_LPAREN, TK_RPAREN,
                                 TK_DOT, TK_BAR, TK_BAR, TK_AMP, TK_STAR, TK_PLUS, TK_MINUS,
                                 TK_SLASH, TK_LT, TK_GT, TK_EQ, TK_LBRACKET, TK_RBRACKET, 0}));
    CHECK(lx.loc[2].len == 2);
    unlex(&lx);
  }

  TEST("typographic apostrophe: hint, then a tick") {
    lex(&lx, "x\xE2\x80\x99" "dot", -1);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_TICK, TK_IDENT, 0}));
    CHECK(lx.errors == 1);
    CHECK(strstr(lx.msgs, "t.vhd:1:2: error: typographic apostrophe '\xE2\x80\x99' is not "
                          "allowed in VHDL; use the ASCII apostrophe '\n"));
    unlex(&lx);
  }

  TEST("typographic apostrophes around a character literal") {
    lex(&lx, "c := \xE2\x80\x98" "a" "\xE2\x80\x99;", -1);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_VARASSIGN, TK_CHARLIT, TK_SEMI, 0}));
    CHECK(lx.errors == 2);
    CHECK(strcmp(lx.val[2].str, "a") == 0);
    CHECK(strstr(lx.msgs, "t.vhd:1:6: error: typographic apostrophe '\xE2\x80\x98'"));
    unlex(&lx);
  }

  TEST("typographic double quotes and dash") {
    lex(&lx, "\xE2\x80\x9Chi\xE2\x80\x9D a \xE2\x80\x93 b", -1);
    CHECK(kinds_are(&lx, (int[]){TK_STRLIT, TK_IDENT, TK_MINUS, TK_IDENT, 0}));
    CHECK(strcmp(lx.val[0].str, "hi") == 0);
    CHECK(lx.errors == 2);
    CHECK(strstr(lx.msgs, "t.vhd:1:1: error: typographic quote '\xE2\x80\x9C' is not allowed "
                          "in VHDL; use the ASCII quote \"\n"));
    CHECK(strstr(lx.msgs, "error: typographic dash"));
    unlex(&lx);
  }

  TEST("one error per run of disallowed bytes, at its start") {
    lex(&lx, "a \x01\x02\x03 b\n  \xC3\xA9\xE2\x82\xAC c \x7F", -1);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_IDENT, TK_IDENT, 0}));
    CHECK(lx.errors == 3);
    CHECK(strstr(lx.msgs, "t.vhd:1:3: error: character not allowed in VHDL source: 0x01\n"));
    CHECK(strstr(lx.msgs, "t.vhd:2:3: error: character not allowed in VHDL source: 0xC3\n"));
    CHECK(strstr(lx.msgs, "t.vhd:2:11: error: character not allowed in VHDL source: 0x7F\n"));
    unlex(&lx);
  }

  TEST("NUL bytes are reported, not taken for the end") {
    lex(&lx, "a\0\0b", 4);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_IDENT, 0}));
    CHECK(lx.errors == 1);
    CHECK(strstr(lx.msgs, "t.vhd:1:2: error: character not allowed in VHDL source: 0x00"));
    unlex(&lx);
  }

  TEST("unterminated string, comment and extended identifier: error at the start") {
    lex(&lx, "x \"abc\ny \\ext\nz /* never closed\n", -1);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_STRLIT, TK_IDENT, TK_IDENT, TK_IDENT, 0}));
    CHECK(lx.errors == 3);
    CHECK(strstr(lx.msgs, "t.vhd:1:3: error: unterminated string literal"));
    CHECK(strstr(lx.msgs, "t.vhd:2:3: error: unterminated extended identifier"));
    CHECK(strstr(lx.msgs, "t.vhd:3:3: error: unterminated comment"));
    unlex(&lx);
  }

  TEST("invalid underscores in identifiers") {
    lex(&lx, "a__b c_ _d ok_1", -1);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, 0}));
    CHECK(lx.errors == 3);
    CHECK(strstr(lx.msgs, "t.vhd:1:1: error: invalid identifier 'a__b'"));
    CHECK(strstr(lx.msgs, "t.vhd:1:9: error: invalid identifier '_d'"));
    unlex(&lx);
  }

  TEST("characters VHDL has no token for") {
    lex(&lx, "a $ b", -1);
    CHECK(kinds_are(&lx, (int[]){TK_IDENT, TK_BADCHAR, TK_IDENT, 0}));
    CHECK(lx.errors == 1);   /* reported here; the parser then stays silent */
    CHECK(strstr(lx.msgs, "t.vhd:1:3: error: character '$' is not allowed here in VHDL"));
    unlex(&lx);
  }

  TEST("a 100000-character identifier") {
    size_t n = 100000;
    char *s = malloc(n + 1);
    memset(s, 'Q', n);
    s[n] = '\0';
    lex(&lx, s, -1);
    CHECK(lx.n == 1 && lx.kind[0] == TK_IDENT);
    CHECK(lx.n == 1 && strlen(lx.val[0].str) == n && lx.val[0].str[n - 1] == 'q');
    CHECK(lx.loc[0].len == (int)n);
    unlex(&lx);
    free(s);
  }

  return CHECK_DONE();
}
