/*
 * parser.y - the VHDL-AMS grammar (IEEE 1076.1 subset) as a pure bison
 * parser that builds the raw AST of ast.h and checks syntax only.
 *
 * Conventions for the tree (ast.h lists the fields of every kind):
 *  - Declared things (units, declarations, interface elements, instance
 *    labels) carry the location of their identifier; statements carry the
 *    location of their first token after the label, spanning the rule;
 *    unary and binary expressions carry the location of the operator;
 *    names carry the location of their last identifier (SELECTED: the
 *    suffix, ATTR: the attribute name); CALL the location of its prefix.
 *  - A declaration with an identifier list (`constant a, b : real`) gives
 *    one node per identifier, sharing subtype and value nodes.
 *  - Every statement keeps its label (or NULL) in `name`.
 *  - A subtype indication is a bare type mark (NAME, SELECTED, or CALL for
 *    an index constraint) unless it has a range constraint, a tolerance or
 *    a resolution function; then it is a SUBTYPE_IND.  Subtype
 *    declarations always hold a SUBTYPE_IND.
 *  - Qualified expressions `t'(x)` are CALL nodes with name2 "qualified"
 *    and one positional ASSOC holding the operand (an AGGREGATE for
 *    `t'(a, b)`).  `x'attr(e)` is ATTR with b = e.
 *
 * Syntax errors read "syntax error: found X, expected Y" (yyreport_syntax_
 * error at the end of this file), located at the token found.  Names
 * after `end` are checked against the unit, subprogram or statement label.
 *
 * Error recovery: every list (design units, declarations, interface
 * elements, concurrent and sequential statements) has an `error`
 * alternative.  After an error the parser discards tokens until one can
 * start the next list element or close the list (`;` in interface lists,
 * `end`, `begin`, `elsif`, `else`, `when`), so several errors are
 * reported per run.  The lists of declarations and statements also have
 * an `error ;` alternative that ends the recovery at the ';' (yyerrok),
 * so that an error in the very next statement is reported too.  When the
 * error is in the middle of a statement, the lexer drops the rest of that
 * statement (parse_plan_recovery, resync_drop in lexer.l): otherwise a
 * remainder such as `-x + 1.0;` would parse as a new statement and give a
 * second, meaningless message.  A syntax error within two tokens of a
 * lexical error is not reported (it is an echo of that error).
 *
 * Hints follow the message for the common slips: a sign after an
 * operator, `=` for `==`, a declaration after `begin`, and a ';' missing
 * at the end of a line whose next line then reads as a physical unit.
 *
 * Limits: the parser stack is bounded (PARSE_MAX_DEPTH, "too deeply
 * nested"), and so is the number of operators and name suffixes between
 * two semicolons (PARSE_MAX_CHAIN); together they bound the depth of
 * every tree.
 *
 * Actions only build nodes (ast_* in ast.c, parse_* helpers in
 * parse_util.c); meaning is checked in elaboration.
 */
%define api.pure full
%define api.token.prefix {TK_}
%define api.location.type {Loc}
%define parse.error custom
%define parse.lac full
%locations
%expect 0
%param {yyscan_t scanner}
%parse-param {ParseCtx *pc}

%code requires {
#include "ast.h"

#ifndef YY_TYPEDEF_YY_SCANNER_T
#define YY_TYPEDEF_YY_SCANNER_T
typedef void *yyscan_t;
#endif

/* State of one parse_file call, shared by the lexer and the parser. */
typedef struct ParseCtx {
  Diag *diag;
  Arena *arena;
  int file;
  const char *text; /* the registered source text (diag_file_text) */
  int prev_tok;     /* kind of the token returned last (for the tick rule) */
  int ntok;         /* number of tokens returned so far */
  int lex_error_tok;/* ntok when the lexer last reported an error */
  int chain;        /* operators and name suffixes since the last ';' */
  int skip;         /* dropping the rest of a broken statement (lexer.l) */
  int skip_depth;   /* parentheses opened while dropping */
  int unit_end;     /* end offset of the last physical unit that starts a
                       line (`1.0` and `x` across a missing ';'), or 0 */
  int pos;          /* byte offset of the next character the lexer reads */
  int bad_end;      /* end offset of the last run of disallowed bytes */
  AstList units;    /* design units parsed so far */
} ParseCtx;

/* Deepest parser stack (nesting) accepted before "too deeply nested". */
#define PARSE_MAX_DEPTH 10000

/* Most binary operators and name suffixes (.x, (args), 'attr) between two
 * semicolons.  Left-associative chains make trees as deep as they are
 * long; together with PARSE_MAX_DEPTH this bounds the depth of every tree,
 * so recursive consumers cannot overflow the C stack. */
#define PARSE_MAX_CHAIN 10000
}

%code provides {
int yylex(YYSTYPE *lval, YYLTYPE *lloc, yyscan_t scanner);
int yyparse(yyscan_t scanner, ParseCtx *pc);

/* ---- parse_util.c: node builders used by the grammar actions ---- */

/* A node of kind k at loc with name, a, b, c set (any may be NULL/0). */
AstNode *parse_mk(Arena *ar, AstKind k, Loc loc, const char *name,
                  AstNode *a, AstNode *b, AstNode *c);

/* One node of kind k per NAME node in ids (same name and location), all
 * sharing a, b, c.  Returns them as a list in source order. */
AstList parse_per_id(Arena *ar, AstKind k, AstList ids, AstNode *a, AstNode *b,
                     AstNode *c);

/* Interface elements: one IFACE per id with class cls, mode, subtype and
 * default value. */
AstList parse_ifaces(Arena *ar, int cls, int mode, AstList ids, AstNode *subtype,
                     AstNode *dflt);

/* `prefix ( args )`: an ATTR without argument takes the actual of its
 * first argument as b (further actuals chained through next); anything
 * else becomes a CALL at the prefix's location. */
AstNode *parse_call(Arena *ar, AstNode *prefix, AstList args);

/* Qualified expression `mark ' operand` (operand a PAREN or AGGREGATE). */
AstNode *parse_qualified(Arena *ar, AstNode *mark, AstNode *operand);

/* Attaches label (NULL if none) to a statement.  A labelled procedure
 * call whose callee is a plain or selected name, `u1 : c;`, becomes a
 * component instantiation (op INST_COMPONENT) located at the label.  The
 * grammar leaves the label after `end` (a NAME) in stmt->ctx: it is
 * checked against label, reported when it differs, and cleared. */
AstNode *parse_labeled(ParseCtx *pc, const char *label, Loc loc, AstNode *stmt);

/* A subtype indication: the bare mark, or a SUBTYPE_IND when resolution
 * function, range constraint or tolerance is present (or force != 0). */
AstNode *parse_subtype(Arena *ar, AstNode *resolution, AstNode *mark,
                       AstNode *range, AstNode *tolerance, int force);

/* Reports an end label that differs from the declared name.  end_name
 * (a NAME node) may be NULL. */
void parse_check_end(ParseCtx *pc, const char *name, const AstNode *end_name);

/* Lower-case keyword lookup: token kind (TK_...) or 0 for identifiers. */
int parse_keyword(const char *s, size_t n);

/* 1 for the reserved words at which the parser resumes after a syntax
 * error (they start or close a unit, declaration or statement). */
int parse_resync_token(int tok);

/* After a syntax error at token tok (at loc): an error in the middle of
 * a statement leaves the rest of that statement, which the `error` rules
 * would take for the start of a new one and report again, so pc->skip is
 * set and the lexer drops it (resync_drop in lexer.l).  A ';', a reserved
 * word of parse_resync_token and the first token of a line (the ';'
 * before it is probably missing) are good places to resume. */
void parse_plan_recovery(ParseCtx *pc, int tok, Loc loc);

/* Physical literals whose unit starts a line (`x == 1.0` and `y == ...`
 * on the next line read as the literal `1.0 y` when the ';' is missing):
 * parse_note_unit remembers the unit at unit; parse_after_unit is 1 when
 * only blanks separate the token at loc from it (the syntax error then
 * gets a hint). */
void parse_note_unit(ParseCtx *pc, Loc unit);
int parse_after_unit(const ParseCtx *pc, Loc loc);

/* Value of a decimal literal (underscores allowed). */
double parse_decimal(const char *s, size_t n);

/* Value of a based literal such as 16#F.8#e1.  Returns 0, or -1 with
 * *bad_at set to the offending byte offset (bad base or digit). */
int parse_based(const char *s, size_t n, double *value, size_t *bad_at);

/* Contents of a string literal body (without quotes, doubled quotes
 * undoubled) in the arena. */
char *parse_string_body(Arena *ar, const char *s, size_t n, char quote);

/* Bits of a bit string literal X"FF" (base char b, o or x; digits without
 * the quotes) as a string of '0'/'1'.  Returns NULL with *bad_at set when
 * a digit is not valid in the base. */
char *parse_bit_string(Arena *ar, char base, const char *s, size_t n, size_t *bad_at);
}

%code {
#include <stdlib.h>
#include <string.h>

#define AR (pc->arena)
#define MK(k, loc, name, a, b, c) parse_mk(AR, (k), (loc), (name), (a), (b), (c))

/* The location of a rule: from the first token of its first symbol to the
 * end of its last token (diag clips the caret line at the line's end).
 * An empty rule is located, with length 0, at the end of the previous
 * symbol. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                          \
  do {                                                                       \
    if (N) {                                                                 \
      (Cur).file = YYRHSLOC(Rhs, 1).file;                                    \
      (Cur).off = YYRHSLOC(Rhs, 1).off;                                      \
      int end_ = YYRHSLOC(Rhs, N).off + YYRHSLOC(Rhs, N).len;               \
      (Cur).len = end_ > (Cur).off ? end_ - (Cur).off : 0;                   \
    } else {                                                                 \
      (Cur).file = YYRHSLOC(Rhs, 0).file;                                    \
      (Cur).off = YYRHSLOC(Rhs, 0).off + YYRHSLOC(Rhs, 0).len;               \
      (Cur).len = 0;                                                         \
    }                                                                        \
  } while (0)

/* Stacks grow through the project's allocator, up to a bounded depth. */
#define YYMALLOC xmalloc
#define YYFREE free
#define YYMAXDEPTH PARSE_MAX_DEPTH

static void yyerror(YYLTYPE *loc, yyscan_t scanner, ParseCtx *pc, const char *msg);

/* In the action of a chaining rule: counts it, and past PARSE_MAX_CHAIN
 * reports the statement once and recovers as from a syntax error. */
#define CHAIN(loc)                                                           \
  do {                                                                       \
    if (++pc->chain == PARSE_MAX_CHAIN + 1)                                  \
      diag_error(pc->diag, (loc), "expression too long: more than %d operators before the next ';'", \
                 PARSE_MAX_CHAIN);                                           \
    if (pc->chain > PARSE_MAX_CHAIN) YYERROR;                                \
  } while (0)
}

%initial-action { @$ = (Loc){pc->file, 0, 0}; }

%union {
  const char *str;
  double num;
  AstNode *node;
  AstList list;
  int ival;
}

/* Arena-owned values: nothing to free when bison discards them. */
%destructor { (void)$$; } <str> <node> <list>

/* ---- tokens; the strings are the spellings used in messages ---- */
%token <str> IDENT "identifier"
%token <num> INTLIT "integer literal"
%token <num> REALLIT "real literal"
%token <str> STRLIT "string literal"
%token <str> BITSTR "bit string literal"
%token <str> CHARLIT "character literal"
%token <str> RESERVED "reserved word"
%token BADCHAR "invalid character"

%token ARROW "=>" POW "**" VARASSIGN ":=" NE "/=" GE ">=" LE "<=" BOX "<>"
%token EQEQ "==" TICK "'" SEMI ";" COMMA "," COLON ":" LPAREN "(" RPAREN ")"
%token DOT "." BAR "|" AMP "&" STAR "*" PLUS "+" MINUS "-" SLASH "/"
%token LT "<" GT ">" EQ "=" LBRACKET "[" RBRACKET "]"

%token ABS "abs" ACCESS "access" ACROSS "across" AFTER "after" ALIAS "alias"
%token ALL "all" AND "and" ARCHITECTURE "architecture" ARRAY "array"
%token ASSERT "assert" ATTRIBUTE "attribute" BEGIN "begin" BLOCK "block"
%token BODY "body" BREAK "break" BUFFER "buffer" BUS "bus" CASE "case"
%token COMPONENT "component" CONFIGURATION "configuration" CONSTANT "constant"
%token DISCONNECT "disconnect" DOWNTO "downto" ELSE "else" ELSIF "elsif"
%token END "end" ENTITY "entity" EXIT "exit" FILE "file" FOR "for"
%token FUNCTION "function" GENERATE "generate" GENERIC "generic" GROUP "group"
%token GUARDED "guarded" IF "if" IMPURE "impure" IN "in" INERTIAL "inertial"
%token INOUT "inout" IS "is" LABEL "label" LIBRARY "library" LIMIT "limit"
%token LINKAGE "linkage" LITERAL "literal" LOOP "loop" MAP "map" MOD "mod"
%token NAND "nand" NATURE "nature" NEW "new" NEXT "next" NOISE "noise"
%token NOR "nor" NOT "not" NULL "null" OF "of" ON "on" OPEN "open" OR "or"
%token OTHERS "others" OUT "out" PACKAGE "package" PORT "port"
%token POSTPONED "postponed" PROCEDURAL "procedural" PROCEDURE "procedure"
%token PROCESS "process" PURE "pure" QUANTITY "quantity" RANGE "range"
%token RECORD "record" REFERENCE "reference" REGISTER "register"
%token REJECT "reject" REM "rem" REPORT "report" RETURN "return" ROL "rol"
%token ROR "ror" SELECT "select" SEVERITY "severity" SHARED "shared"
%token SIGNAL "signal" SLA "sla" SLL "sll" SPECTRUM "spectrum" SRA "sra"
%token SRL "srl" SUBNATURE "subnature" SUBTYPE "subtype" TERMINAL "terminal"
%token THEN "then" THROUGH "through" TO "to" TOLERANCE "tolerance"
%token TRANSPORT "transport" TYPE "type" UNAFFECTED "unaffected" UNITS "units"
%token UNTIL "until" USE "use" VARIABLE "variable" WAIT "wait" WHEN "when"
%token WHILE "while" WITH "with" XNOR "xnor" XOR "xor"

%type <node> design_unit library_unit entity_decl arch_body package_decl package_body
%type <node> end_name_opt name sel_name type_mark
%type <node> expression relation shift_expr simple_expr term factor primary
%type <node> literal paren_or_aggregate elem actual choice range range_spec
%type <node> discrete_range subtype_ind tolerance_opt init_opt
%type <node> type_def nature_def subprogram_spec designator_node
%type <node> terminal_aspect arch_opt
%type <node> conc_stmt labeled_stmt plain_stmt simple_simul simul_if simul_case
%type <node> procedural process_stmt break_stmt instance block_stmt generate_stmt
%type <node> signal_assign assertion proc_call report_opt severity_opt when_opt
%type <node> seq_stmt seq_plain seq_if seq_case loop_stmt wait_stmt
%type <node> if_branch elsif_branch else_branch case_alt seq_case_alt seq_elsif seq_else
%type <node> break_elem wave_elem sel_alt entity_aspect
%type <node> attr_name config_spec limit_spec unit_decl record_elem
%type <node> generate_body until_opt for_opt end_designator_opt
%type <list> context_list context_item id_list sel_name_list name_list
%type <list> iface_list iface_decl generic_clause_opt port_clause_opt
%type <list> generic_map_opt port_map_opt elem_list choices decl_list decl
%type <list> stmt_list seq_list elsif_list seq_elsif_list case_alts seq_case_alts
%type <list> break_list sens_on_opt sensitivity_opt index_list enum_list
%type <list> quantity_decl across_aspect through_aspect cond_waves sel_alts waveform
%type <list> inst_list unit_decls record_elems entity_name_list
%type <list> formal_params_opt
%type <ival> relop shiftop addop mulop logop class_opt mode_opt direction
%type <ival> pure_opt
%type <str> class_word
%type <str> label_opt

%start design_file

%%

/* ================= design file and design units ================= */

/* design_file ::= { design_unit }   (the file node is built in parse_file,
 * so that units survive an aborted parse) */
design_file
  : unit_list
  ;

unit_list
  : %empty
  | unit_list design_unit     { pc->units = ast_list_append(pc->units, $2); }
  | unit_list error
  | unit_list error SEMI      { yyerrok; }
  ;

/* design_unit ::= context_clause library_unit */
design_unit
  : context_list library_unit { $$ = $2; $$->ctx = $1.head; }
  ;

context_list
  : %empty                    { $$ = (AstList){0}; }
  | context_list context_item { $$ = ast_list_concat($1, $2); }
  ;

/* library_clause ::= library id {, id} ;   use_clause ::= use name {, name} ; */
context_item
  : LIBRARY id_list SEMI      { $$ = parse_per_id(AR, AST_LIBRARY, $2, NULL, NULL, NULL); }
  | USE sel_name_list SEMI    { $$ = $2; }
  ;

sel_name_list
  : sel_name                  { $$ = ast_list_one(MK(AST_USE, $1->loc, NULL, $1, NULL, NULL)); }
  | sel_name_list COMMA sel_name
                              { $$ = ast_list_append($1, MK(AST_USE, $3->loc, NULL, $3, NULL, NULL)); }
  ;

library_unit
  : entity_decl | arch_body | package_decl | package_body
  ;

/* entity IDENT is [generic (...);] [port (...);] decls [begin stmts]
 *   end [entity] [IDENT] ; */
entity_decl
  : ENTITY IDENT IS generic_clause_opt port_clause_opt decl_list END entity_kw_opt end_name_opt SEMI
      { $$ = MK(AST_ENTITY, @2, $2, NULL, NULL, NULL);
        $$->generics = $4.head; $$->ports = $5.head; $$->decls = $6.head;
        parse_check_end(pc, $2, $9); }
  | ENTITY IDENT IS generic_clause_opt port_clause_opt decl_list BEGIN stmt_list END entity_kw_opt end_name_opt SEMI
      { $$ = MK(AST_ENTITY, @2, $2, NULL, NULL, NULL);
        $$->generics = $4.head; $$->ports = $5.head; $$->decls = $6.head;
        $$->stmts = $8.head;
        parse_check_end(pc, $2, $11); }
  ;

entity_kw_opt : %empty | ENTITY ;

end_name_opt
  : %empty                    { $$ = NULL; }
  | IDENT                     { $$ = ast_name(AR, @1, $1); }
  ;

/* architecture IDENT of IDENT is decls begin stmts end [architecture] [IDENT] ; */
arch_body
  : ARCHITECTURE IDENT OF IDENT IS decl_list BEGIN stmt_list END arch_kw_opt end_name_opt SEMI
      { $$ = MK(AST_ARCH, @2, $2, NULL, NULL, NULL);
        $$->name2 = $4; $$->decls = $6.head; $$->stmts = $8.head;
        parse_check_end(pc, $2, $11); }
  ;

arch_kw_opt : %empty | ARCHITECTURE ;

/* package IDENT is decls end [package] [IDENT] ; */
package_decl
  : PACKAGE IDENT IS decl_list END package_kw_opt end_name_opt SEMI
      { $$ = MK(AST_PACKAGE, @2, $2, NULL, NULL, NULL); $$->decls = $4.head;
        parse_check_end(pc, $2, $7); }
  ;

package_kw_opt : %empty | PACKAGE ;

/* package body IDENT is decls end [package body] [IDENT] ; */
package_body
  : PACKAGE BODY IDENT IS decl_list END package_body_kw_opt end_name_opt SEMI
      { $$ = MK(AST_PACKAGE_BODY, @3, $3, NULL, NULL, NULL); $$->decls = $5.head;
        parse_check_end(pc, $3, $8); }
  ;

package_body_kw_opt : %empty | PACKAGE BODY ;

/* ================= interface lists ================= */

generic_clause_opt
  : %empty                                 { $$ = (AstList){0}; }
  | GENERIC LPAREN iface_list RPAREN SEMI  { $$ = $3; }
  ;

port_clause_opt
  : %empty                                 { $$ = (AstList){0}; }
  | PORT LPAREN iface_list RPAREN SEMI     { $$ = $3; }
  ;

iface_list
  : iface_decl                             { $$ = $1; }
  | iface_list SEMI iface_decl             { $$ = ast_list_concat($1, $3); }
  ;

/* [class] id_list : [mode] subtype_indication [bus] [:= expression] */
iface_decl
  : class_opt id_list COLON mode_opt subtype_ind bus_opt init_opt
      { $$ = parse_ifaces(AR, $1, $4, $2, $5, $7); }
  | error       { $$ = (AstList){0}; /* resume at the next ';' or ')' */ }
  ;

class_opt
  : %empty      { $$ = CLASS_NONE; }
  | CONSTANT    { $$ = CLASS_CONSTANT; }
  | SIGNAL      { $$ = CLASS_SIGNAL; }
  | VARIABLE    { $$ = CLASS_VARIABLE; }
  | TERMINAL    { $$ = CLASS_TERMINAL; }
  | QUANTITY    { $$ = CLASS_QUANTITY; }
  | FILE        { $$ = CLASS_FILE; }
  ;

mode_opt
  : %empty      { $$ = MODE_NONE; }
  | IN          { $$ = MODE_IN; }
  | OUT         { $$ = MODE_OUT; }
  | INOUT       { $$ = MODE_INOUT; }
  | BUFFER      { $$ = MODE_BUFFER; }
  | LINKAGE     { $$ = MODE_LINKAGE; }
  ;

bus_opt : %empty | BUS ;

init_opt
  : %empty                  { $$ = NULL; }
  | VARASSIGN expression    { $$ = $2; }
  ;

id_list
  : IDENT                   { $$ = ast_list_one(ast_name(AR, @1, $1)); }
  | id_list COMMA IDENT     { $$ = ast_list_append($1, ast_name(AR, @3, $3)); }
  ;

/* ================= declarations ================= */

decl_list
  : %empty                  { $$ = (AstList){0}; }
  | decl_list decl          { $$ = ast_list_concat($1, $2); }
  | decl_list error         { $$ = $1; }
  | decl_list error SEMI    { $$ = $1; yyerrok; }
  ;

decl
  : CONSTANT id_list COLON subtype_ind init_opt SEMI
      { $$ = parse_per_id(AR, AST_CONSTANT, $2, $4, $5, NULL); }
  | SIGNAL id_list COLON subtype_ind signal_kind_opt init_opt SEMI
      { $$ = parse_per_id(AR, AST_SIGNAL, $2, $4, $6, NULL); }
  | VARIABLE id_list COLON subtype_ind init_opt SEMI
      { $$ = parse_per_id(AR, AST_VARIABLE, $2, $4, $5, NULL); }
  | SHARED VARIABLE id_list COLON subtype_ind init_opt SEMI
      { $$ = parse_per_id(AR, AST_VARIABLE, $3, $5, $6, NULL);
        for (AstNode *v = $$.head; v; v = v->next) v->op = 1; }
  | TERMINAL id_list COLON type_mark SEMI
      { $$ = parse_per_id(AR, AST_TERMINAL, $2, $4, NULL, NULL); }
  | quantity_decl                      { $$ = $1; }
  | TYPE IDENT IS type_def SEMI
      { $$ = ast_list_one($4); $4->name = $2; $4->loc = @2; }
  | TYPE IDENT SEMI
      { $$ = ast_list_one(MK(AST_TYPE, @2, $2, NULL, NULL, NULL)); $$.head->op = TYPE_OTHER; }
  | SUBTYPE IDENT IS subtype_ind SEMI
      { $$ = ast_list_one(MK(AST_SUBTYPE, @2, $2,
                             parse_subtype(AR, NULL, $4, NULL, NULL, 1), NULL, NULL)); }
  | NATURE IDENT IS nature_def SEMI
      { $$ = ast_list_one($4); $4->name = $2; $4->loc = @2; }
  | SUBNATURE IDENT IS type_mark SEMI
      { $$ = ast_list_one(MK(AST_SUBNATURE, @2, $2, $4, NULL, NULL)); }
  | SUBNATURE IDENT IS type_mark TOLERANCE expression ACROSS expression THROUGH SEMI
      { $$ = ast_list_one(MK(AST_SUBNATURE, @2, $2, $4, $6, $8)); }
  | ALIAS designator_node IS name signature_opt SEMI
      { $$ = ast_list_one(MK(AST_ALIAS, $2->loc, $2->name, $4, NULL, NULL)); }
  | ALIAS designator_node COLON subtype_ind IS name signature_opt SEMI
      { $$ = ast_list_one(MK(AST_ALIAS, $2->loc, $2->name, $6, $4, NULL)); }
  | ATTRIBUTE IDENT COLON type_mark SEMI
      { $$ = ast_list_one(MK(AST_ATTRIBUTE_DECL, @2, $2, $4, NULL, NULL)); }
  | ATTRIBUTE IDENT OF entity_name_list COLON class_word IS expression SEMI
      { AstNode *n = MK(AST_ATTRIBUTE_SPEC, @2, $2, $4.head, $8, NULL);
        n->name2 = $6; $$ = ast_list_one(n); }
  | subprogram_spec SEMI               { $$ = ast_list_one($1); }
  | subprogram_spec IS decl_list BEGIN seq_list END subprogram_kw_opt end_designator_opt SEMI
      { $$ = ast_list_one($1); $1->op = 1; $1->decls = $3.head; $1->stmts = $5.head;
        parse_check_end(pc, $1->name, $8); }
  | COMPONENT IDENT is_opt generic_clause_opt port_clause_opt END COMPONENT end_name_opt SEMI
      { AstNode *n = MK(AST_COMPONENT, @2, $2, NULL, NULL, NULL);
        n->generics = $4.head; n->ports = $5.head; $$ = ast_list_one(n);
        parse_check_end(pc, $2, $8); }
  | config_spec                        { $$ = ast_list_one($1); }
  | limit_spec                         { $$ = ast_list_one($1); }
  | USE sel_name_list SEMI             { $$ = $2; }
  ;

signal_kind_opt : %empty | REGISTER | BUS ;

is_opt : %empty | IS ;

/* designator of an alias: identifier, character literal or operator symbol */
designator_node
  : IDENT     { $$ = ast_name(AR, @1, $1); }
  | CHARLIT   { $$ = MK(AST_CHAR, @1, $1, NULL, NULL, NULL); }
  | STRLIT    { $$ = MK(AST_STRING, @1, $1, NULL, NULL, NULL); }
  ;

/* signature ::= [ [type_mark {, type_mark}] [return type_mark] ] (dropped) */
signature_opt
  : %empty
  | LBRACKET RBRACKET
  | LBRACKET name_list RBRACKET                    { (void)$2; }
  | LBRACKET RETURN type_mark RBRACKET             { (void)$3; }
  | LBRACKET name_list RETURN type_mark RBRACKET   { (void)$2; (void)$4; }
  ;

/* entity_name_list of an attribute specification: names, all or others */
entity_name_list
  : name_list     { $$ = $1; }
  | ALL           { $$ = ast_list_one(MK(AST_ALL, @1, NULL, NULL, NULL, NULL)); }
  | OTHERS        { $$ = ast_list_one(MK(AST_OTHERS, @1, NULL, NULL, NULL, NULL)); }
  ;

/* entity class of an attribute specification (name2 of the node) */
class_word
  : ENTITY { $$ = "entity"; } | ARCHITECTURE { $$ = "architecture"; }
  | CONFIGURATION { $$ = "configuration"; } | PROCEDURE { $$ = "procedure"; }
  | FUNCTION { $$ = "function"; } | PACKAGE { $$ = "package"; }
  | TYPE { $$ = "type"; } | SUBTYPE { $$ = "subtype"; }
  | CONSTANT { $$ = "constant"; } | SIGNAL { $$ = "signal"; }
  | VARIABLE { $$ = "variable"; } | COMPONENT { $$ = "component"; }
  | LABEL { $$ = "label"; } | LITERAL { $$ = "literal"; } | UNITS { $$ = "units"; }
  | GROUP { $$ = "group"; } | FILE { $$ = "file"; } | NATURE { $$ = "nature"; }
  | SUBNATURE { $$ = "subnature"; } | QUANTITY { $$ = "quantity"; }
  | TERMINAL { $$ = "terminal"; } | RESERVED { $$ = $1; }
  ;

/* ---- quantities ----
 * free:   quantity id_list : subtype_indication [:= expression] ;
 * source: quantity id_list : subtype_indication spectrum e, e ; | noise e ;
 *         (c: the source aspect as CALL of NAME spectrum / noise)
 * branch: quantity [across_aspect] [through_aspect] plus [to minus] ;   */
quantity_decl
  : QUANTITY id_list COLON subtype_ind init_opt SEMI
      { $$ = parse_per_id(AR, AST_QUANTITY, $2, $4, $5, NULL); }
  | QUANTITY id_list COLON subtype_ind SPECTRUM simple_expr COMMA simple_expr SEMI
      { AstNode *s = MK(AST_CALL, @5, NULL, ast_name(AR, @5, "spectrum"), NULL, NULL);
        s->list = MK(AST_ASSOC, $6->loc, NULL, NULL, $6, NULL);
        s->list->next = MK(AST_ASSOC, $8->loc, NULL, NULL, $8, NULL);
        $$ = parse_per_id(AR, AST_QUANTITY, $2, $4, NULL, s); }
  | QUANTITY id_list COLON subtype_ind NOISE simple_expr SEMI
      { AstNode *s = MK(AST_CALL, @5, NULL, ast_name(AR, @5, "noise"), NULL, NULL);
        s->list = MK(AST_ASSOC, $6->loc, NULL, NULL, $6, NULL);
        $$ = parse_per_id(AR, AST_QUANTITY, $2, $4, NULL, s); }
  | QUANTITY across_aspect terminal_aspect SEMI
      { AstNode *q = MK(AST_BRANCH_QUANTITY, @1, NULL, $3, $3->next, NULL);
        $3->next = NULL; q->list = $2.head; $$ = ast_list_one(q); }
  | QUANTITY across_aspect through_aspect terminal_aspect SEMI
      { AstNode *q = MK(AST_BRANCH_QUANTITY, @1, NULL, $4, $4->next, NULL);
        $4->next = NULL; q->list = ast_list_concat($2, $3).head; $$ = ast_list_one(q); }
  | QUANTITY through_aspect terminal_aspect SEMI
      { AstNode *q = MK(AST_BRANCH_QUANTITY, @1, NULL, $3, $3->next, NULL);
        $3->next = NULL; q->list = $2.head; $$ = ast_list_one(q); }
  ;

/* id_list [tolerance e] [:= e] across */
across_aspect
  : id_list tolerance_opt init_opt ACROSS
      { $$ = parse_per_id(AR, AST_ACROSS_ID, $1, NULL, $3, $2); }
  ;

through_aspect
  : id_list tolerance_opt init_opt THROUGH
      { $$ = parse_per_id(AR, AST_THROUGH_ID, $1, NULL, $3, $2); }
  ;

/* plus terminal, with the minus terminal chained through next */
terminal_aspect
  : name              { $$ = $1; }
  | name TO name      { $$ = $1; $1->next = $3; }
  ;

tolerance_opt
  : %empty                  { $$ = NULL; }
  | TOLERANCE expression    { $$ = $2; }
  ;

/* ---- type and nature definitions ---- */
type_def
  : LPAREN enum_list RPAREN
      { $$ = MK(AST_TYPE, @1, NULL, NULL, NULL, NULL); $$->op = TYPE_ENUM; $$->list = $2.head; }
  | RANGE range_spec
      { $$ = MK(AST_TYPE, @1, NULL, NULL, NULL, $2); $$->op = TYPE_RANGE; }
  | RANGE range_spec UNITS unit_decls END UNITS end_name_opt
      { $$ = MK(AST_TYPE, @1, NULL, NULL, NULL, $2); $$->op = TYPE_PHYSICAL;
        $$->list = $4.head; (void)$7; }
  | ARRAY LPAREN index_list RPAREN OF subtype_ind
      { $$ = MK(AST_TYPE, @1, NULL, $6, NULL, NULL); $$->op = TYPE_ARRAY; $$->list = $3.head; }
  | RECORD record_elems END RECORD end_name_opt
      { $$ = MK(AST_TYPE, @1, NULL, NULL, NULL, NULL); $$->op = TYPE_RECORD;
        $$->list = $2.head; (void)$5; }
  | ACCESS subtype_ind
      { $$ = MK(AST_TYPE, @1, NULL, $2, NULL, NULL); $$->op = TYPE_OTHER; }
  | FILE OF type_mark
      { $$ = MK(AST_TYPE, @1, NULL, $3, NULL, NULL); $$->op = TYPE_OTHER; }
  ;

enum_list
  : IDENT                      { $$ = ast_list_one(ast_name(AR, @1, $1)); }
  | CHARLIT                    { $$ = ast_list_one(MK(AST_CHAR, @1, $1, NULL, NULL, NULL)); }
  | enum_list COMMA IDENT      { $$ = ast_list_append($1, ast_name(AR, @3, $3)); }
  | enum_list COMMA CHARLIT    { $$ = ast_list_append($1, MK(AST_CHAR, @3, $3, NULL, NULL, NULL)); }
  ;

/* physical units: the primary unit as a NAME, secondary units as NAME
 * with a: their PHYS (or NAME) definition */
unit_decls
  : IDENT SEMI                 { $$ = ast_list_one(ast_name(AR, @1, $1)); }
  | unit_decls unit_decl       { $$ = ast_list_append($1, $2); }
  ;

unit_decl
  : IDENT EQ primary SEMI      { $$ = ast_name(AR, @1, $1); $$->a = $3; }
  ;

/* record elements: IFACE nodes (name, a: subtype) */
record_elems
  : record_elem                { $$ = ast_list_one($1); }
  | record_elems record_elem   { $$ = ast_list_append($1, $2); }
  ;

record_elem
  : id_list COLON subtype_ind SEMI
      { $$ = parse_ifaces(AR, CLASS_NONE, MODE_NONE, $1, $3, NULL).head; }
  ;

/* index list of an array type or nature: RANGE, type mark, SUBTYPE_IND
 * (`integer range 0 to 3`), or `mark range <>` as a SUBTYPE_IND with
 * c = OPEN */
index_list
  : discrete_range                      { $$ = ast_list_one($1); }
  | index_list COMMA discrete_range     { $$ = ast_list_append($1, $3); }
  ;

/* nature electrical is voltage across current through ground reference;
 * nature n is array (...) of electrical;  nature n is record ... end record; */
nature_def
  : type_mark ACROSS type_mark THROUGH IDENT REFERENCE
      { $$ = MK(AST_NATURE, @1, NULL, $1, $3, ast_name(AR, @5, $5)); }
  | ARRAY LPAREN index_list RPAREN OF type_mark
      { $$ = MK(AST_NATURE, @1, NULL, $6, NULL, NULL); $$->op = 1; $$->list = $3.head; }
  | RECORD record_elems END RECORD end_name_opt
      { $$ = MK(AST_NATURE, @1, NULL, NULL, NULL, NULL); $$->op = 1;
        $$->list = $2.head; (void)$5; }
  ;

/* ---- subprograms ---- */
subprogram_spec
  : pure_opt FUNCTION designator_node formal_params_opt RETURN type_mark
      { $$ = MK(AST_FUNCTION, $3->loc, $3->name, $6, NULL, NULL); $$->list = $4.head;
        $$->name2 = $1 == 1 ? "pure" : $1 == 2 ? "impure" : NULL; }
  | PROCEDURE designator_node formal_params_opt
      { $$ = MK(AST_PROCEDURE, $2->loc, $2->name, NULL, NULL, NULL); $$->list = $3.head; }
  ;

pure_opt
  : %empty    { $$ = 0; }
  | PURE      { $$ = 1; }
  | IMPURE    { $$ = 2; }
  ;

formal_params_opt
  : %empty                        { $$ = (AstList){0}; }
  | LPAREN iface_list RPAREN      { $$ = $2; }
  ;

subprogram_kw_opt : %empty | FUNCTION | PROCEDURE ;

end_designator_opt
  : %empty      { $$ = NULL; }
  | IDENT       { $$ = ast_name(AR, @1, $1); }
  | STRLIT      { $$ = ast_name(AR, @1, $1); }
  ;

/* ---- configuration and step limit specifications ----
 * for l1, l2 : comp use entity lib.e [(arch)] [generic map] [port map] ;
 * a: labels (NAME, ALL or OTHERS); name2: component; op: AstInstKind;
 * b: unit name (or OPEN for `use open`); c: architecture NAME or NULL */
config_spec
  : FOR inst_list COLON IDENT entity_aspect generic_map_opt port_map_opt SEMI
      { $$ = $5; $$->loc = @1; $$->a = $2.head; $$->name2 = $4;
        $$->generics = $6.head; $$->ports = $7.head; }
  ;

inst_list
  : id_list     { $$ = $1; }
  | ALL         { $$ = ast_list_one(MK(AST_ALL, @1, NULL, NULL, NULL, NULL)); }
  | OTHERS      { $$ = ast_list_one(MK(AST_OTHERS, @1, NULL, NULL, NULL, NULL)); }
  ;

/* the binding's entity aspect, as the CONFIG_SPEC node being built */
entity_aspect
  : %empty
      { $$ = MK(AST_CONFIG_SPEC, @$, NULL, NULL, NULL, NULL); }
  | USE ENTITY sel_name arch_opt
      { $$ = MK(AST_CONFIG_SPEC, @1, NULL, NULL, $3, $4); $$->op = INST_ENTITY; }
  | USE CONFIGURATION sel_name
      { $$ = MK(AST_CONFIG_SPEC, @1, NULL, NULL, $3, NULL); $$->op = INST_CONFIGURATION; }
  | USE OPEN
      { $$ = MK(AST_CONFIG_SPEC, @1, NULL, NULL, MK(AST_OPEN, @2, NULL, NULL, NULL, NULL), NULL); }
  ;

/* limit q1, q2 : real with expression ;  a: quantity names (or ALL /
 * OTHERS), b: type mark, c: the limit expression */
limit_spec
  : LIMIT name_list COLON type_mark WITH expression SEMI
      { $$ = MK(AST_LIMIT_SPEC, @1, NULL, $2.head, $4, $6); }
  | LIMIT ALL COLON type_mark WITH expression SEMI
      { $$ = MK(AST_LIMIT_SPEC, @1, NULL, MK(AST_ALL, @2, NULL, NULL, NULL, NULL), $4, $6); }
  | LIMIT OTHERS COLON type_mark WITH expression SEMI
      { $$ = MK(AST_LIMIT_SPEC, @1, NULL, MK(AST_OTHERS, @2, NULL, NULL, NULL, NULL), $4, $6); }
  ;

/* ---- subtype indications ----
 * [resolution_function] type_mark [range_constraint] [tolerance e] */
subtype_ind
  : type_mark tolerance_opt
      { $$ = parse_subtype(AR, NULL, $1, NULL, $2, 0); }
  | type_mark RANGE range_spec tolerance_opt
      { $$ = parse_subtype(AR, NULL, $1, $3, $4, 0); }
  | type_mark type_mark tolerance_opt
      { $$ = parse_subtype(AR, $1, $2, NULL, $3, 0); }
  | type_mark type_mark RANGE range_spec tolerance_opt
      { $$ = parse_subtype(AR, $1, $2, $4, $5, 0); }
  ;

/* a type mark, possibly with an index constraint: bit_vector(0 to 7) */
type_mark
  : name      { $$ = $1; }
  ;

/* range ::= simple_expression direction simple_expression | attribute name */
range_spec
  : range     { $$ = $1; }
  | name      { $$ = $1; }
  ;

range
  : simple_expr direction simple_expr
      { $$ = MK(AST_RANGE, @2, NULL, $1, $3, NULL); $$->op = $2; }
  ;

direction
  : TO        { $$ = 0; }
  | DOWNTO    { $$ = 1; }
  ;

/* discrete_range ::= range | type_mark | type_mark range range | mark range <> */
discrete_range
  : range                       { $$ = $1; }
  | simple_expr                 { $$ = $1; }
  | name RANGE range_spec       { $$ = parse_subtype(AR, NULL, $1, $3, NULL, 1); }
  | name RANGE BOX
      { $$ = parse_subtype(AR, NULL, $1, MK(AST_OPEN, @3, NULL, NULL, NULL, NULL), NULL, 1); }
  ;

/* ================= concurrent statements ================= */

stmt_list
  : %empty                  { $$ = (AstList){0}; }
  | stmt_list conc_stmt     { $$ = ast_list_append($1, $2); }
  | stmt_list error         { $$ = $1; }
  | stmt_list error SEMI    { $$ = $1; yyerrok; }
  ;

conc_stmt
  : plain_stmt                    { $$ = parse_labeled(pc, NULL, @1, $1); }
  | IDENT COLON labeled_stmt      { $$ = parse_labeled(pc, $1, @1, $3); }
  ;

labeled_stmt
  : plain_stmt | instance | block_stmt | generate_stmt
  ;

plain_stmt
  : simple_simul | simul_if | simul_case | procedural | break_stmt
  | process_stmt | signal_assign | assertion | proc_call
  | NULL SEMI                     { $$ = MK(AST_SIMUL_NULL, @$, NULL, NULL, NULL, NULL); }
  ;

/* simple_expression == simple_expression [tolerance e] ;  (c: tolerance) */
simple_simul
  : simple_expr EQEQ simple_expr tolerance_opt SEMI
      { $$ = MK(AST_SIMPLE_SIMUL, @$, NULL, $1, $3, $4); }
  | PURE simple_expr EQEQ simple_expr tolerance_opt SEMI
      { $$ = MK(AST_SIMPLE_SIMUL, @$, NULL, $2, $4, $5); $$->op = 1; }
  | IMPURE simple_expr EQEQ simple_expr tolerance_opt SEMI
      { $$ = MK(AST_SIMPLE_SIMUL, @$, NULL, $2, $4, $5); $$->op = 1; }
  ;

/* if c use stmts {elsif c use stmts} [else stmts] end use [label] ; */
simul_if
  : if_branch elsif_list else_branch END USE end_name_opt SEMI
      { $$ = MK(AST_SIMUL_IF, @$, NULL, NULL, NULL, NULL);
        $$->list = ast_list_append(ast_list_concat(ast_list_one($1), $2), $3).head;
        $$->ctx = $6; }
  ;

if_branch
  : IF expression USE stmt_list
      { $$ = MK(AST_IF_BRANCH, @1, NULL, $2, NULL, NULL); $$->stmts = $4.head; }
  ;

elsif_list
  : %empty                        { $$ = (AstList){0}; }
  | elsif_list elsif_branch       { $$ = ast_list_append($1, $2); }
  ;

elsif_branch
  : ELSIF expression USE stmt_list
      { $$ = MK(AST_IF_BRANCH, @1, NULL, $2, NULL, NULL); $$->stmts = $4.head; }
  ;

else_branch
  : %empty                  { $$ = NULL; }
  | ELSE stmt_list
      { $$ = MK(AST_IF_BRANCH, @1, NULL, NULL, NULL, NULL); $$->stmts = $2.head; }
  ;

/* case e use when choices => stmts ... end case [label] ; */
simul_case
  : CASE expression USE case_alts END CASE end_name_opt SEMI
      { $$ = MK(AST_SIMUL_CASE, @$, NULL, $2, NULL, NULL); $$->list = $4.head; $$->ctx = $7; }
  ;

case_alts
  : case_alt                { $$ = ast_list_one($1); }
  | case_alts case_alt      { $$ = ast_list_append($1, $2); }
  ;

case_alt
  : WHEN choices ARROW stmt_list
      { $$ = MK(AST_CASE_ALT, @1, NULL, NULL, NULL, NULL);
        $$->list = $2.head; $$->stmts = $4.head; }
  ;

/* procedural [is] decls begin seq_stmts end procedural [label] ; */
procedural
  : PROCEDURAL is_opt decl_list BEGIN seq_list END PROCEDURAL end_name_opt SEMI
      { $$ = MK(AST_PROCEDURAL, @$, NULL, NULL, NULL, NULL);
        $$->decls = $3.head; $$->stmts = $5.head; $$->ctx = $8; }
  ;

/* break [elements] [on names] [when condition] ; */
break_stmt
  : BREAK break_list sens_on_opt when_opt SEMI
      { $$ = MK(AST_BREAK, @$, NULL, $3.head, $4, NULL); $$->list = $2.head; }
  | BREAK sens_on_opt when_opt SEMI
      { $$ = MK(AST_BREAK, @$, NULL, $2.head, $3, NULL); }
  ;

break_list
  : break_elem                    { $$ = ast_list_one($1); }
  | break_list COMMA break_elem   { $$ = ast_list_append($1, $3); }
  ;

/* [for selector use] quantity => value */
break_elem
  : name ARROW expression
      { $$ = MK(AST_BREAK_ELEM, $1->loc, NULL, $1, $3, NULL); }
  | FOR name USE name ARROW expression
      { $$ = MK(AST_BREAK_ELEM, $4->loc, NULL, $4, $6, $2); }
  ;

sens_on_opt
  : %empty                  { $$ = (AstList){0}; }
  | ON name_list            { $$ = $2; }
  ;

when_opt
  : %empty                  { $$ = NULL; }
  | WHEN expression         { $$ = $2; }
  ;

name_list
  : name                    { $$ = ast_list_one($1); }
  | name_list COMMA name    { $$ = ast_list_append($1, $3); }
  ;

/* [postponed] process [(sensitivity)] [is] decls begin seq end [postponed] process [label] ; */
process_stmt
  : PROCESS sensitivity_opt is_opt decl_list BEGIN seq_list END PROCESS end_name_opt SEMI
      { $$ = MK(AST_PROCESS, @$, NULL, NULL, NULL, NULL);
        $$->list = $2.head; $$->decls = $4.head; $$->stmts = $6.head; $$->ctx = $9; }
  | POSTPONED PROCESS sensitivity_opt is_opt decl_list BEGIN seq_list END postponed_opt PROCESS end_name_opt SEMI
      { $$ = MK(AST_PROCESS, @$, NULL, NULL, NULL, NULL); $$->op = 1;
        $$->list = $3.head; $$->decls = $5.head; $$->stmts = $7.head; $$->ctx = $11; }
  ;

postponed_opt : %empty | POSTPONED ;

sensitivity_opt
  : %empty                       { $$ = (AstList){0}; }
  | LPAREN name_list RPAREN      { $$ = $2; }
  | LPAREN ALL RPAREN            { $$ = ast_list_one(MK(AST_ALL, @2, NULL, NULL, NULL, NULL)); }
  ;

/* target <= [guarded] [delay] waveform [when c else waveform ...] ;
 * with e select target <= waveform when choices, ... ;
 * a: target; b: the waveform when unconditional; c: the selector;
 * list: IF_BRANCH (a: condition or NULL, b: waveform) for conditional,
 * CASE_ALT (list: choices, b: waveform) for selected assignments */
signal_assign
  : name LE options cond_waves SEMI
      { $$ = MK(AST_SIGNAL_ASSIGN, @$, NULL, $1, NULL, NULL);
        if ($4.head->a) $$->list = $4.head; else $$->b = $4.head->b; }
  | POSTPONED name LE options cond_waves SEMI
      { $$ = MK(AST_SIGNAL_ASSIGN, @$, NULL, $2, NULL, NULL); $$->op = 1;
        if ($5.head->a) $$->list = $5.head; else $$->b = $5.head->b; }
  | WITH expression SELECT name LE options sel_alts SEMI
      { $$ = MK(AST_SIGNAL_ASSIGN, @$, NULL, $4, NULL, $2); $$->list = $7.head; }
  ;

options : %empty | GUARDED | delay_mechanism | GUARDED delay_mechanism ;

delay_mechanism
  : TRANSPORT
  | INERTIAL
  | REJECT expression INERTIAL    { (void)$2; }
  ;

/* the conditional waveforms as IF_BRANCH nodes (the last one's condition
 * is NULL when it follows `else`) */
cond_waves
  : waveform
      { $$ = ast_list_one(MK(AST_IF_BRANCH, $1.head->loc, NULL, NULL, $1.head, NULL)); }
  | waveform WHEN expression
      { $$ = ast_list_one(MK(AST_IF_BRANCH, $1.head->loc, NULL, $3, $1.head, NULL)); }
  | waveform WHEN expression ELSE cond_waves
      { $$ = ast_list_one(MK(AST_IF_BRANCH, $1.head->loc, NULL, $3, $1.head, NULL));
        $$ = ast_list_concat($$, $5); }
  ;

sel_alts
  : sel_alt                 { $$ = ast_list_one($1); }
  | sel_alts COMMA sel_alt  { $$ = ast_list_append($1, $3); }
  ;

sel_alt
  : waveform WHEN choices
      { $$ = MK(AST_CASE_ALT, $1.head->loc, NULL, NULL, $1.head, NULL); $$->list = $3.head; }
  ;

/* waveform: a chain of ASSOC nodes, b: value, c: `after` time or NULL
 * (`unaffected` is a NAME value) */
waveform
  : wave_elem                     { $$ = ast_list_one($1); }
  | waveform COMMA wave_elem      { $$ = ast_list_append($1, $3); }
  | UNAFFECTED
      { $$ = ast_list_one(MK(AST_ASSOC, @1, NULL, NULL, ast_name(AR, @1, "unaffected"), NULL)); }
  ;

wave_elem
  : expression                    { $$ = MK(AST_ASSOC, $1->loc, NULL, NULL, $1, NULL); }
  | expression AFTER expression   { $$ = MK(AST_ASSOC, $1->loc, NULL, NULL, $1, $3); }
  ;

/* [postponed] assert c [report e] [severity e] ; */
assertion
  : ASSERT expression report_opt severity_opt SEMI
      { $$ = MK(AST_ASSERT, @$, NULL, $2, $3, $4); }
  | POSTPONED ASSERT expression report_opt severity_opt SEMI
      { $$ = MK(AST_ASSERT, @$, NULL, $3, $4, $5); $$->op = 1; }
  ;

report_opt
  : %empty                  { $$ = NULL; }
  | REPORT expression       { $$ = $2; }
  ;

severity_opt
  : %empty                  { $$ = NULL; }
  | SEVERITY expression     { $$ = $2; }
  ;

/* concurrent procedure call: name [(args)] ; */
proc_call
  : name SEMI               { $$ = MK(AST_PROC_CALL, @$, NULL, $1, NULL, NULL); }
  ;

/* label : [component] c | entity lib.e[(arch)] | configuration c
 *         [generic map (...)] [port map (...)] ; */
instance
  : COMPONENT name generic_map_opt port_map_opt SEMI
      { $$ = MK(AST_INSTANCE, @2, NULL, $2, NULL, NULL); $$->op = INST_COMPONENT;
        $$->generics = $3.head; $$->ports = $4.head; }
  | ENTITY sel_name arch_opt generic_map_opt port_map_opt SEMI
      { $$ = MK(AST_INSTANCE, @2, NULL, $2, $3, NULL); $$->op = INST_ENTITY;
        $$->generics = $4.head; $$->ports = $5.head; }
  | CONFIGURATION sel_name generic_map_opt port_map_opt SEMI
      { $$ = MK(AST_INSTANCE, @2, NULL, $2, NULL, NULL); $$->op = INST_CONFIGURATION;
        $$->generics = $3.head; $$->ports = $4.head; }
  | name GENERIC MAP LPAREN elem_list RPAREN port_map_opt SEMI
      { $$ = MK(AST_INSTANCE, $1->loc, NULL, $1, NULL, NULL); $$->op = INST_COMPONENT;
        $$->generics = $5.head; $$->ports = $7.head; }
  | name PORT MAP LPAREN elem_list RPAREN SEMI
      { $$ = MK(AST_INSTANCE, $1->loc, NULL, $1, NULL, NULL); $$->op = INST_COMPONENT;
        $$->ports = $5.head; }
  ;

arch_opt
  : %empty                  { $$ = NULL; }
  | LPAREN IDENT RPAREN     { $$ = ast_name(AR, @2, $2); }
  ;

generic_map_opt
  : %empty                                 { $$ = (AstList){0}; }
  | GENERIC MAP LPAREN elem_list RPAREN    { $$ = $4; }
  ;

port_map_opt
  : %empty                                 { $$ = (AstList){0}; }
  | PORT MAP LPAREN elem_list RPAREN       { $$ = $4; }
  ;

/* label : block [(guard)] [is] [generic..; port..;] decls begin stmts end block [label] ; */
block_stmt
  : BLOCK guard_opt is_opt generic_clause_opt port_clause_opt decl_list BEGIN stmt_list END BLOCK end_name_opt SEMI
      { $$ = MK(AST_BLOCK, @$, NULL, NULL, NULL, NULL);
        $$->generics = $4.head; $$->ports = $5.head;
        $$->decls = $6.head; $$->stmts = $8.head; $$->ctx = $11; }
  ;

guard_opt : %empty | LPAREN expression RPAREN { (void)$2; } ;

/* label : for i in range generate stmts end generate [label] ;
 * label : if condition generate stmts end generate [label] ;
 * for: name2 = parameter, a = discrete range; if: op = 1, a = condition */
generate_stmt
  : FOR IDENT IN discrete_range GENERATE generate_body END GENERATE end_name_opt SEMI
      { $$ = MK(AST_GENERATE, @$, NULL, $4, NULL, NULL); $$->name2 = $2;
        $$->decls = $6->decls; $$->stmts = $6->stmts; $$->ctx = $9; }
  | IF expression GENERATE generate_body END GENERATE end_name_opt SEMI
      { $$ = MK(AST_GENERATE, @$, NULL, $2, NULL, NULL); $$->op = 1;
        $$->decls = $4->decls; $$->stmts = $4->stmts; $$->ctx = $7; }
  ;

generate_body
  : stmt_list
      { $$ = MK(AST_BLOCK, @$, NULL, NULL, NULL, NULL); $$->stmts = $1.head; }
  | BEGIN stmt_list
      { $$ = MK(AST_BLOCK, @$, NULL, NULL, NULL, NULL); $$->stmts = $2.head; }
  ;

/* ================= sequential statements ================= */

seq_list
  : %empty                  { $$ = (AstList){0}; }
  | seq_list seq_stmt       { $$ = ast_list_append($1, $2); }
  | seq_list error          { $$ = $1; }
  | seq_list error SEMI     { $$ = $1; yyerrok; }
  ;

seq_stmt
  : seq_plain                     { $$ = parse_labeled(pc, NULL, @1, $1); }
  | IDENT COLON seq_plain         { $$ = parse_labeled(pc, $1, @1, $3); }
  ;

seq_plain
  : wait_stmt | seq_if | seq_case | loop_stmt
  | ASSERT expression report_opt severity_opt SEMI
      { $$ = MK(AST_ASSERT, @$, NULL, $2, $3, $4); }
  | REPORT expression severity_opt SEMI
      { $$ = MK(AST_REPORT, @$, NULL, $2, $3, NULL); }
  | name LE options waveform SEMI
      { $$ = MK(AST_SIG_ASSIGN, @$, NULL, $1, $4.head, NULL); }
  | name VARASSIGN expression SEMI
      { $$ = MK(AST_VAR_ASSIGN, @$, NULL, $1, $3, NULL); }
  | name SEMI
      { $$ = MK(AST_PROC_CALL, @$, NULL, $1, NULL, NULL); }
  | NEXT label_opt when_opt SEMI
      { $$ = MK(AST_NEXT_EXIT, @$, NULL, $3, NULL, NULL); $$->name2 = $2; }
  | EXIT label_opt when_opt SEMI
      { $$ = MK(AST_NEXT_EXIT, @$, NULL, $3, NULL, NULL); $$->name2 = $2; $$->op = 1; }
  | RETURN SEMI                   { $$ = MK(AST_RETURN, @$, NULL, NULL, NULL, NULL); }
  | RETURN expression SEMI        { $$ = MK(AST_RETURN, @$, NULL, $2, NULL, NULL); }
  | NULL SEMI                     { $$ = MK(AST_NULL_STMT, @$, NULL, NULL, NULL, NULL); }
  | BREAK break_list when_opt SEMI
      { $$ = MK(AST_BREAK, @$, NULL, NULL, $3, NULL); $$->list = $2.head; }
  | BREAK when_opt SEMI
      { $$ = MK(AST_BREAK, @$, NULL, NULL, $2, NULL); }
  ;

label_opt
  : %empty      { $$ = NULL; }
  | IDENT       { $$ = $1; }
  ;

/* wait [on names] [until c] [for t] ;  list: sensitivity, a: until, b: for */
wait_stmt
  : WAIT sens_on_opt until_opt for_opt SEMI
      { $$ = MK(AST_WAIT, @$, NULL, $3, $4, NULL); $$->list = $2.head; }
  ;

until_opt : %empty { $$ = NULL; } | UNTIL expression { $$ = $2; } ;
for_opt : %empty { $$ = NULL; } | FOR expression { $$ = $2; } ;

/* if c then seq {elsif c then seq} [else seq] end if [label] ; */
seq_if
  : IF expression THEN seq_list seq_elsif_list seq_else END IF end_name_opt SEMI
      { AstNode *first = MK(AST_IF_BRANCH, @1, NULL, $2, NULL, NULL);
        first->stmts = $4.head;
        $$ = MK(AST_SEQ_IF, @$, NULL, NULL, NULL, NULL);
        $$->list = ast_list_append(ast_list_concat(ast_list_one(first), $5), $6).head;
        $$->ctx = $9; }
  ;

seq_elsif_list
  : %empty                        { $$ = (AstList){0}; }
  | seq_elsif_list seq_elsif      { $$ = ast_list_append($1, $2); }
  ;

seq_elsif
  : ELSIF expression THEN seq_list
      { $$ = MK(AST_IF_BRANCH, @1, NULL, $2, NULL, NULL); $$->stmts = $4.head; }
  ;

seq_else
  : %empty                  { $$ = NULL; }
  | ELSE seq_list
      { $$ = MK(AST_IF_BRANCH, @1, NULL, NULL, NULL, NULL); $$->stmts = $2.head; }
  ;

/* case e is when choices => seq ... end case [label] ; */
seq_case
  : CASE expression IS seq_case_alts END CASE end_name_opt SEMI
      { $$ = MK(AST_SEQ_CASE, @$, NULL, $2, NULL, NULL); $$->list = $4.head; $$->ctx = $7; }
  ;

seq_case_alts
  : seq_case_alt                  { $$ = ast_list_one($1); }
  | seq_case_alts seq_case_alt    { $$ = ast_list_append($1, $2); }
  ;

seq_case_alt
  : WHEN choices ARROW seq_list
      { $$ = MK(AST_CASE_ALT, @1, NULL, NULL, NULL, NULL);
        $$->list = $2.head; $$->stmts = $4.head; }
  ;

/* [while c | for i in range] loop seq end loop [label] ;
 * op: 0 plain, 1 while (a: condition), 2 for (name2: parameter, a: range) */
loop_stmt
  : LOOP seq_list END LOOP end_name_opt SEMI
      { $$ = MK(AST_LOOP, @$, NULL, NULL, NULL, NULL); $$->stmts = $2.head; $$->ctx = $5; }
  | WHILE expression LOOP seq_list END LOOP end_name_opt SEMI
      { $$ = MK(AST_LOOP, @$, NULL, $2, NULL, NULL); $$->op = 1;
        $$->stmts = $4.head; $$->ctx = $7; }
  | FOR IDENT IN discrete_range LOOP seq_list END LOOP end_name_opt SEMI
      { $$ = MK(AST_LOOP, @$, NULL, $4, NULL, NULL); $$->op = 2; $$->name2 = $2;
        $$->stmts = $6.head; $$->ctx = $9; }
  ;

/* ================= expressions ================= */

/* expression ::= relation { logical_operator relation }  (mixing
 * different logical operators without parentheses is accepted,
 * left-associative) */
expression
  : relation                      { $$ = $1; }
  | expression logop relation     { CHAIN(@$); $$ = ast_binary(AR, @2, $2, $1, $3); }
  ;

logop
  : AND { $$ = OP_AND; } | OR { $$ = OP_OR; } | NAND { $$ = OP_NAND; }
  | NOR { $$ = OP_NOR; } | XOR { $$ = OP_XOR; } | XNOR { $$ = OP_XNOR; }
  ;

relation
  : shift_expr                    { $$ = $1; }
  | shift_expr relop shift_expr   { $$ = ast_binary(AR, @2, $2, $1, $3); }
  ;

relop
  : EQ { $$ = OP_EQ; } | NE { $$ = OP_NE; } | LT { $$ = OP_LT; }
  | LE { $$ = OP_LE; } | GT { $$ = OP_GT; } | GE { $$ = OP_GE; }
  ;

/* shift operators have no AstOp: they are kept as CALL of "sll" etc. */
shift_expr
  : simple_expr                   { $$ = $1; }
  | simple_expr shiftop simple_expr
      { AstNode *f = ast_name(AR, @2, $2 == TK_SLL ? "sll" : $2 == TK_SRL ? "srl"
                              : $2 == TK_SLA ? "sla" : $2 == TK_SRA ? "sra"
                              : $2 == TK_ROL ? "rol" : "ror");
        AstList args = ast_list_one(MK(AST_ASSOC, $1->loc, NULL, NULL, $1, NULL));
        args = ast_list_append(args, MK(AST_ASSOC, $3->loc, NULL, NULL, $3, NULL));
        $$ = parse_call(AR, f, args); }
  ;

shiftop
  : SLL { $$ = TK_SLL; } | SRL { $$ = TK_SRL; } | SLA { $$ = TK_SLA; }
  | SRA { $$ = TK_SRA; } | ROL { $$ = TK_ROL; } | ROR { $$ = TK_ROR; }
  ;

/* simple_expression ::= [sign] term { adding_operator term } */
simple_expr
  : term                          { $$ = $1; }
  | PLUS term                     { $$ = ast_unary(AR, @1, OP_PLUS, $2); }
  | MINUS term                    { $$ = ast_unary(AR, @1, OP_NEG, $2); }
  | simple_expr addop term        { CHAIN(@$); $$ = ast_binary(AR, @2, $2, $1, $3); }
  ;

addop
  : PLUS { $$ = OP_ADD; } | MINUS { $$ = OP_SUB; } | AMP { $$ = OP_CONCAT; }
  ;

term
  : factor                        { $$ = $1; }
  | term mulop factor             { CHAIN(@$); $$ = ast_binary(AR, @2, $2, $1, $3); }
  ;

mulop
  : STAR { $$ = OP_MUL; } | SLASH { $$ = OP_DIV; } | MOD { $$ = OP_MOD; }
  | REM { $$ = OP_REM; }
  ;

/* factor ::= primary [** primary] | abs primary | not primary */
factor
  : primary                       { $$ = $1; }
  | primary POW primary           { $$ = ast_binary(AR, @2, OP_POW, $1, $3); }
  | ABS primary                   { $$ = ast_unary(AR, @1, OP_ABS, $2); }
  | NOT primary                   { $$ = ast_unary(AR, @1, OP_NOT, $2); }
  ;

primary
  : name                          { $$ = $1; }
  | literal                       { $$ = $1; }
  | paren_or_aggregate            { $$ = $1; }
  | INTLIT IDENT
      { $$ = MK(AST_PHYS, @1, $2, NULL, NULL, NULL); $$->num = $1; parse_note_unit(pc, @2); }
  | REALLIT IDENT
      { $$ = MK(AST_PHYS, @1, $2, NULL, NULL, NULL); $$->num = $1; parse_note_unit(pc, @2); }
  | NULL                          { $$ = ast_name(AR, @1, "null"); }
  ;

literal
  : INTLIT      { $$ = MK(AST_NUM, @1, NULL, NULL, NULL, NULL); $$->num = $1; $$->op = 1; }
  | REALLIT     { $$ = MK(AST_NUM, @1, NULL, NULL, NULL, NULL); $$->num = $1; }
  | STRLIT      { $$ = MK(AST_STRING, @1, $1, NULL, NULL, NULL); }
  | BITSTR      { $$ = MK(AST_STRING, @1, $1, NULL, NULL, NULL); }
  | CHARLIT     { $$ = MK(AST_CHAR, @1, $1, NULL, NULL, NULL); }
  ;

/* ( e ) is a PAREN; (a, b), (x => 1) and (others => 0.0) are aggregates */
paren_or_aggregate
  : LPAREN expression RPAREN
      { $$ = MK(AST_PAREN, @1, NULL, $2, NULL, NULL); }
  | LPAREN elem COMMA elem_list RPAREN
      { $$ = MK(AST_AGGREGATE, @1, NULL, NULL, NULL, NULL);
        $$->list = ast_list_concat(ast_list_one($2), $4).head; }
  | LPAREN choices ARROW actual RPAREN
      { $$ = MK(AST_AGGREGATE, @1, NULL, NULL, NULL, NULL);
        $$->list = MK(AST_ASSOC, $2.head->loc, NULL, $2.head, $4, NULL); }
  ;

/* names: x, a.b, a.all, f(args), x'attr, t'(e) */
name
  : IDENT                         { $$ = ast_name(AR, @1, $1); }
  | name DOT IDENT                { CHAIN(@$); $$ = MK(AST_SELECTED, @3, $3, $1, NULL, NULL); }
  | name DOT ALL                  { CHAIN(@$); $$ = MK(AST_SELECTED, @3, "all", $1, NULL, NULL); }
  | name DOT STRLIT               { CHAIN(@$); $$ = MK(AST_SELECTED, @3, $3, $1, NULL, NULL); }
  | name DOT CHARLIT              { CHAIN(@$); $$ = MK(AST_SELECTED, @3, $3, $1, NULL, NULL); }
  | name LPAREN elem_list RPAREN  { CHAIN(@$); $$ = parse_call(AR, $1, $3); }
  | name TICK attr_name           { CHAIN(@$); $$ = $3; $3->a = $1; }
  | name TICK paren_or_aggregate  { CHAIN(@$); $$ = parse_qualified(AR, $1, $3); }
  ;

/* after a tick the lexer returns every word as an identifier */
attr_name
  : IDENT                         { $$ = MK(AST_ATTR, @1, $1, NULL, NULL, NULL); }
  ;

/* selected names without calls: library units, use clauses */
sel_name
  : IDENT                         { $$ = ast_name(AR, @1, $1); }
  | sel_name DOT IDENT            { CHAIN(@$); $$ = MK(AST_SELECTED, @3, $3, $1, NULL, NULL); }
  | sel_name DOT ALL              { CHAIN(@$); $$ = MK(AST_SELECTED, @3, "all", $1, NULL, NULL); }
  | sel_name DOT STRLIT           { CHAIN(@$); $$ = MK(AST_SELECTED, @3, $3, $1, NULL, NULL); }
  ;

/* association elements (calls, maps, aggregates): ASSOC with a: formal or
 * choices (chained through next), b: actual */
elem_list
  : elem                          { $$ = ast_list_one($1); }
  | elem_list COMMA elem          { $$ = ast_list_append($1, $3); }
  ;

elem
  : actual                        { $$ = MK(AST_ASSOC, $1->loc, NULL, NULL, $1, NULL); }
  | choices ARROW actual          { $$ = MK(AST_ASSOC, $1.head->loc, NULL, $1.head, $3, NULL); }
  ;

actual
  : expression                    { $$ = $1; }
  | OPEN                          { $$ = MK(AST_OPEN, @1, NULL, NULL, NULL, NULL); }
  | range                         { $$ = $1; }
  | name RANGE range_spec         { $$ = parse_subtype(AR, NULL, $1, $3, NULL, 1); }
  | name RANGE BOX
      { $$ = parse_subtype(AR, NULL, $1, MK(AST_OPEN, @3, NULL, NULL, NULL, NULL), NULL, 1); }
  ;

choices
  : choice                        { $$ = ast_list_one($1); }
  | choices BAR choice            { $$ = ast_list_append($1, $3); }
  ;

choice
  : expression                    { $$ = $1; }
  | range                         { $$ = $1; }
  | OTHERS                        { $$ = MK(AST_OTHERS, @1, NULL, NULL, NULL, NULL); }
  ;

%%

/* ---- error messages ---- */

/* Symbols that start an expression, a declaration, a concurrent or a
 * sequential statement, or a design unit: an expected-token list holding
 * the whole class is summarised in words. */
static int in_set(yysymbol_kind_t k, const yysymbol_kind_t *set) {
  for (; *set != YYSYMBOL_YYEMPTY; set++)
    if (*set == k) return 1;
  return 0;
}

static const yysymbol_kind_t expr_start[] = {
  YYSYMBOL_IDENT, YYSYMBOL_INTLIT, YYSYMBOL_REALLIT, YYSYMBOL_STRLIT, YYSYMBOL_BITSTR,
  YYSYMBOL_CHARLIT, YYSYMBOL_LPAREN, YYSYMBOL_PLUS, YYSYMBOL_MINUS, YYSYMBOL_ABS,
  YYSYMBOL_NOT, YYSYMBOL_NULL, YYSYMBOL_YYEMPTY};
static const yysymbol_kind_t decl_start[] = {
  YYSYMBOL_CONSTANT, YYSYMBOL_SIGNAL, YYSYMBOL_VARIABLE, YYSYMBOL_SHARED,
  YYSYMBOL_TERMINAL, YYSYMBOL_QUANTITY, YYSYMBOL_TYPE, YYSYMBOL_SUBTYPE,
  YYSYMBOL_NATURE, YYSYMBOL_SUBNATURE, YYSYMBOL_ALIAS, YYSYMBOL_ATTRIBUTE,
  YYSYMBOL_FUNCTION, YYSYMBOL_PROCEDURE, YYSYMBOL_PURE, YYSYMBOL_IMPURE,
  YYSYMBOL_COMPONENT, YYSYMBOL_FOR, YYSYMBOL_LIMIT, YYSYMBOL_USE, YYSYMBOL_YYEMPTY};
static const yysymbol_kind_t conc_start[] = {
  YYSYMBOL_IDENT, YYSYMBOL_INTLIT, YYSYMBOL_REALLIT, YYSYMBOL_STRLIT, YYSYMBOL_BITSTR,
  YYSYMBOL_CHARLIT, YYSYMBOL_LPAREN, YYSYMBOL_PLUS, YYSYMBOL_MINUS, YYSYMBOL_ABS,
  YYSYMBOL_NOT, YYSYMBOL_NULL, YYSYMBOL_IF, YYSYMBOL_CASE, YYSYMBOL_PROCEDURAL,
  YYSYMBOL_BREAK, YYSYMBOL_PROCESS, YYSYMBOL_POSTPONED, YYSYMBOL_WITH,
  YYSYMBOL_ASSERT, YYSYMBOL_PURE, YYSYMBOL_IMPURE, YYSYMBOL_YYEMPTY};
static const yysymbol_kind_t seq_start[] = {
  YYSYMBOL_IDENT, YYSYMBOL_WAIT, YYSYMBOL_IF, YYSYMBOL_CASE, YYSYMBOL_LOOP,
  YYSYMBOL_WHILE, YYSYMBOL_FOR, YYSYMBOL_ASSERT, YYSYMBOL_REPORT, YYSYMBOL_NEXT,
  YYSYMBOL_EXIT, YYSYMBOL_RETURN, YYSYMBOL_NULL, YYSYMBOL_BREAK, YYSYMBOL_YYEMPTY};
static const yysymbol_kind_t iface_start[] = {
  YYSYMBOL_IDENT, YYSYMBOL_CONSTANT, YYSYMBOL_SIGNAL, YYSYMBOL_VARIABLE, YYSYMBOL_TERMINAL,
  YYSYMBOL_QUANTITY, YYSYMBOL_FILE, YYSYMBOL_YYEMPTY};
static const yysymbol_kind_t unit_start[] = {
  YYSYMBOL_LIBRARY, YYSYMBOL_USE, YYSYMBOL_ENTITY, YYSYMBOL_ARCHITECTURE,
  YYSYMBOL_PACKAGE, YYSYMBOL_YYEMPTY};
/* tokens that continue an expression: left out of expected lists when an
 * operand is complete, since the missing token is rarely an operator */
static const yysymbol_kind_t continuation[] = {
  YYSYMBOL_POW, YYSYMBOL_NE, YYSYMBOL_GE, YYSYMBOL_LE, YYSYMBOL_LT, YYSYMBOL_GT,
  YYSYMBOL_EQ, YYSYMBOL_AMP, YYSYMBOL_STAR, YYSYMBOL_SLASH, YYSYMBOL_PLUS,
  YYSYMBOL_MINUS, YYSYMBOL_MOD, YYSYMBOL_REM, YYSYMBOL_AND, YYSYMBOL_OR,
  YYSYMBOL_NAND, YYSYMBOL_NOR, YYSYMBOL_XOR, YYSYMBOL_XNOR, YYSYMBOL_SLL,
  YYSYMBOL_SRL, YYSYMBOL_SLA, YYSYMBOL_SRA, YYSYMBOL_ROL, YYSYMBOL_ROR,
  YYSYMBOL_DOT, YYSYMBOL_TICK, YYSYMBOL_LPAREN, YYSYMBOL_TO, YYSYMBOL_DOWNTO,
  YYSYMBOL_RANGE, YYSYMBOL_BAR, YYSYMBOL_YYEMPTY};

/* 1 for the token classes named in words (no quotes in messages). */
static int is_class_token(yysymbol_kind_t k) {
  switch (k) {
  case YYSYMBOL_YYEOF: case YYSYMBOL_IDENT: case YYSYMBOL_INTLIT: case YYSYMBOL_REALLIT:
  case YYSYMBOL_STRLIT: case YYSYMBOL_BITSTR: case YYSYMBOL_CHARLIT:
  case YYSYMBOL_RESERVED: case YYSYMBOL_BADCHAR: case YYSYMBOL_YYerror:
  case YYSYMBOL_YYUNDEF:
    return 1;
  default:
    return 0;
  }
}

/* 1 for reserved words of the grammar (their alias is a lower-case word). */
static int is_keyword(yysymbol_kind_t k) {
  const char *s = yysymbol_name(k);
  return !is_class_token(k) && s[0] >= 'a' && s[0] <= 'z';
}

/* Appends s to the message buffer (truncating at its end). */
static void put(char *buf, size_t size, const char *s) {
  size_t n = strlen(buf);
  if (n + 1 < size) snprintf(buf + n, size - n, "%s", s);
}

/* Describes the token found at loc: "identifier 'foo'", "'end'",
 * "end of file", using the source text for identifiers and literals. */
static void describe_found(ParseCtx *pc, yysymbol_kind_t k, const YYLTYPE *loc, int want_ident,
                           char *buf, size_t size) {
  size_t len = 0;
  const char *text = diag_file_text(pc->diag, pc->file, &len);
  int off = loc->off, n = loc->len;
  if (off < 0 || (size_t)off > len) off = 0, n = 0;
  if (n > 40) n = 40;
  const char *more = loc->len > 40 ? "..." : "";
  if (k == YYSYMBOL_YYEOF) snprintf(buf, size, "end of file");
  else if (k == YYSYMBOL_TICK) snprintf(buf, size, "an apostrophe");
  else if (k == YYSYMBOL_STRLIT || k == YYSYMBOL_BITSTR || k == YYSYMBOL_CHARLIT)
    snprintf(buf, size, "%s %.*s%s", yysymbol_name(k), n, text + off, more);
  else if (k == YYSYMBOL_RESERVED || (is_keyword(k) && want_ident))
    snprintf(buf, size, "reserved word '%.*s'", n, text + off);
  else if (is_class_token(k))
    snprintf(buf, size, "%s '%.*s%s'", yysymbol_name(k), n, text + off, more);
  else snprintf(buf, size, "'%s'", yysymbol_name(k));
}

/* Expected tokens in words, at most four items.  Whole classes
 * (statements, declarations, interface elements, design units,
 * expressions) become one item each; operators and name suffixes after a
 * complete operand are left out, and so is an identifier (a physical unit
 * or resolution function) where ';' may follow.  When more than four
 * items remain, ';' alone if it is among them (the likeliest fix), else
 * nothing. */
static void describe_expected(const yysymbol_kind_t *exp, int n, char *buf, size_t size) {
  enum { NCLASS = 6 };
  static const yysymbol_kind_t *const classes[NCLASS] = {
    conc_start, seq_start, decl_start, iface_start, unit_start, expr_start};
  static const char *const words[NCLASS] = {
    "a concurrent statement", "a sequential statement", "a declaration",
    "an interface declaration", "a design unit", "an expression"};
  /* a class is summarised when the list holds its most telling member */
  static const yysymbol_kind_t probe[NCLASS] = {YYSYMBOL_PROCESS, YYSYMBOL_WAIT,
                                                YYSYMBOL_SUBTYPE, YYSYMBOL_TERMINAL,
                                                YYSYMBOL_ARCHITECTURE, YYSYMBOL_INTLIT};
  int has[NCLASS] = {0}, shown[NCLASS] = {0}, drop_ops = 0, semi = 0, items = 0;
  struct { const char *text; int quoted; } item[5];
  for (int i = 0; i < n; i++) {
    for (int c = 0; c < NCLASS; c++) has[c] |= exp[i] == probe[c];
    drop_ops |= exp[i] == YYSYMBOL_STAR || exp[i] == YYSYMBOL_TICK;
    semi |= exp[i] == YYSYMBOL_SEMI;
  }
  for (int i = 0; i < n && items < 5; i++) {
    int c = 0;
    while (c < NCLASS && !(has[c] && in_set(exp[i], classes[c]))) c++;
    if (c < NCLASS) {
      if (!shown[c]++) item[items].text = words[c], item[items++].quoted = 0;
    } else if (!(drop_ops && in_set(exp[i], continuation)) &&
               !((semi || drop_ops) && exp[i] == YYSYMBOL_IDENT)) {
      item[items].text = exp[i] == YYSYMBOL_YYEOF ? "end of file" : yysymbol_name(exp[i]);
      item[items++].quoted = !is_class_token(exp[i]);
    }
  }
  buf[0] = '\0';
  if (items > 4 && semi) {
    put(buf, size, "';'");
    return;
  }
  if (items == 0 || items > 4) return;
  for (int i = 0; i < items; i++) {
    put(buf, size, i == 0 ? "" : i == items - 1 ? " or " : ", ");
    if (item[i].quoted) put(buf, size, "'");
    put(buf, size, item[i].text);
    if (item[i].quoted) put(buf, size, "'");
  }
}

/* Bison's hook for syntax errors: "syntax error: found X, expected Y". */
static int yyreport_syntax_error(const yypcontext_t *ctx, yyscan_t scanner, ParseCtx *pc) {
  (void)scanner;
  parse_plan_recovery(pc, pc->prev_tok, *yypcontext_location(ctx));
  /* a syntax error within two tokens of a lexical error is its echo */
  if (pc->ntok - pc->lex_error_tok <= 2) return 0;
  yysymbol_kind_t exp[YYNTOKENS];
  int n = yypcontext_expected_tokens(ctx, exp, YYNTOKENS);
  if (n < 0) n = 0;
  int want_ident = 0, want_semi = 0, want_expr = 0, want_eqeq = 0, want_stmt = 0;
  for (int i = 0; i < n; i++) {
    want_ident |= exp[i] == YYSYMBOL_IDENT;
    want_semi |= exp[i] == YYSYMBOL_SEMI;
    want_expr |= exp[i] == YYSYMBOL_INTLIT;
    want_eqeq |= exp[i] == YYSYMBOL_EQEQ;
    want_stmt |= exp[i] == YYSYMBOL_PROCESS;
  }
  /* a reserved word where a name (not any expression) belongs: say so */
  want_ident &= !want_semi && !want_expr;
  yysymbol_kind_t tok = yypcontext_token(ctx);
  char found[128], expected[256];
  describe_found(pc, tok, yypcontext_location(ctx), want_ident, found, sizeof found);
  describe_expected(exp, n, expected, sizeof expected);
  /* VHDL allows a sign only at the start of a simple expression */
  const char *hint = "";
  if (want_expr && (tok == YYSYMBOL_MINUS || tok == YYSYMBOL_PLUS))
    hint = " (a sign cannot follow an operator in VHDL: write a * (-b))";
  else if (want_eqeq && (tok == YYSYMBOL_EQ || tok == YYSYMBOL_VARASSIGN))
    hint = " (a simultaneous statement is written a == b)";
  else if (want_stmt && in_set(tok, decl_start) && tok != YYSYMBOL_USE && tok != YYSYMBOL_FOR &&
           tok != YYSYMBOL_PURE && tok != YYSYMBOL_IMPURE)
    hint = " (declarations belong before 'begin')";
  else if (parse_after_unit(pc, *yypcontext_location(ctx)))
    hint = " (is a ';' missing at the end of the line before?)";
  if (expected[0])
    diag_error(pc->diag, *yypcontext_location(ctx), "syntax error: found %s, expected %s%s", found,
               expected, hint);
  else
    diag_error(pc->diag, *yypcontext_location(ctx), "syntax error: found %s%s", found, hint);
  return 0;
}

/* Bison's other errors: only stack exhaustion reaches here (parse.error
 * custom routes syntax errors to yyreport_syntax_error). */
static void yyerror(YYLTYPE *loc, yyscan_t scanner, ParseCtx *pc, const char *msg) {
  (void)scanner;
  if (strstr(msg, "exhausted"))
    diag_error(pc->diag, *loc, "too deeply nested: the parser stops at %d levels of nesting",
               PARSE_MAX_DEPTH);
  else
    diag_error(pc->diag, *loc, "%s", msg);
}
