/*
 * test_parser.c - unit tests of the front end (parse_file): the tree of
 * every construct of the supported VHDL-AMS subset, node locations,
 * syntax error messages with exact line:col, error recovery, lexical
 * error hints, empty files, deep nesting and binary garbage.
 *
 * Trees are compared through ast_dump text (its format is documented in
 * ast.c) or by checking kinds and fields; messages are captured with a
 * memory stream.
 */
#include "parse.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>

/* One parse: the tree, the messages printed, and the contexts. */
typedef struct Parsed {
  Diag *d;
  Arena *a;
  AstNode *root;
  AstNode *unit;       /* first design unit */
  char *msgs;
  int errors;
} Parsed;

/* Parses n bytes of src (strlen when n < 0) registered as "t.vhd". */
static void parse_n(Parsed *p, const char *src, long n) {
  memset(p, 0, sizeof *p);
  size_t msglen = 0;
  FILE *mf = open_memstream(&p->msgs, &msglen);
  p->d = diag_new();
  p->a = arena_new();
  diag_set_stream(p->d, mf);
  int file = diag_add_file(p->d, "t.vhd", src, n < 0 ? strlen(src) : (size_t)n);
  p->root = parse_file(p->d, p->a, file);
  p->unit = p->root ? p->root->list : NULL;
  p->errors = diag_errors(p->d);
  fclose(mf);
}

static void parse(Parsed *p, const char *src) { parse_n(p, src, -1); }

static void done(Parsed *p) {
  free(p->msgs);
  arena_free(&p->a);
  diag_free(&p->d);
}

/* ast_dump of n as a malloc'ed string. */
static char *dump(const AstNode *n) {
  char *s = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&s, &len);
  ast_dump(f, n, 0);
  fclose(f);
  return s;
}

/* 1 when ast_dump(n) is exactly want; prints both otherwise. */
static int dump_is(const AstNode *n, const char *want) {
  char *got = dump(n);
  int ok = strcmp(got, want) == 0;
  if (!ok) printf("--- want:\n%s--- got:\n%s", want, got);
  free(got);
  return ok;
}

/* 1 when loc is at line:col. */
static int at(const Parsed *p, Loc loc, int line, int col) {
  int l, c;
  diag_line_col(p->d, loc, &l, &c);
  if (l != line || c != col) printf("  (location is %d:%d)\n", l, c);
  return l == line && c == col;
}

/* The i-th node of a chain (0-based), or NULL. */
static AstNode *nth(AstNode *chain, int i) {
  while (chain && i-- > 0) chain = chain->next;
  return chain;
}

/* Wraps declarations and statements into an architecture of entity e. */
static void parse_arch(Parsed *p, const char *decls, const char *stmts) {
  size_t n = strlen(decls) + strlen(stmts) + 128;
  char *src = malloc(n);
  snprintf(src, n, "entity e is end;\narchitecture a of e is\n%s\nbegin\n%s\nend;\n", decls, stmts);
  parse(p, src);
  free(src);
}

static AstNode *arch_of(Parsed *p) { return nth(p->unit, 1); }

static const char *seed =
    "LIBRARY disciplines;\n"
    "USE disciplines.Kinematic_system.all;\n"
    "ENTITY inertia_trans IS\n"
    "  GENERIC (m, g: REAL);\n"
    "  PORT (TERMINAL p, n: kinematic);\n"
    "END ENTITY inertia_trans;\n"
    "ARCHITECTURE behav OF inertia_trans IS\n"
    "  QUANTITY tdisp ACROSS tforce THROUGH p TO n;\n"
    "BEGIN\n"
    "  tforce == -(m*tdisp'DOT'DOT) - (m*g);\n"
    "END ARCHITECTURE behav;\n";

static const char *seed_tree =
    "(DESIGN_FILE\n"
    "  list: (ENTITY inertia_trans\n"
    "    ctx: (LIBRARY disciplines)\n"
    "    ctx: (USE\n"
    "      a: (SELECTED all\n"
    "        a: (SELECTED kinematic_system\n"
    "          a: (NAME disciplines))))\n"
    "    generics: (IFACE m\n"
    "      a: (NAME real))\n"
    "    generics: (IFACE g\n"
    "      a: (NAME real))\n"
    "    ports: (IFACE p class=terminal\n"
    "      a: (NAME kinematic))\n"
    "    ports: (IFACE n class=terminal\n"
    "      a: (NAME kinematic)))\n"
    "  list: (ARCH behav name2=inertia_trans\n"
    "    decls: (BRANCH_QUANTITY\n"
    "      list: (ACROSS_ID tdisp)\n"
    "      list: (THROUGH_ID tforce)\n"
    "      a: (NAME p)\n"
    "      b: (NAME n))\n"
    "    stmts: (SIMPLE_SIMUL\n"
    "      a: (NAME tforce)\n"
    "      b: (BINARY -\n"
    "        a: (UNARY -\n"
    "          a: (PAREN\n"
    "            a: (BINARY *\n"
    "              a: (NAME m)\n"
    "              b: (ATTR dot\n"
    "                a: (ATTR dot\n"
    "                  a: (NAME tdisp))))))\n"
    "        b: (PAREN\n"
    "          a: (BINARY *\n"
    "            a: (NAME m)\n"
    "            b: (NAME g)))))))\n";

/* ---- design units ---- */
static void unit_tests(void) {
  Parsed p;

  TEST("context clauses: one node per library and per use item") {
    parse(&p, "library ieee, disciplines;\nuse ieee.math_real.all, disciplines.electrical_systems.electrical;\n"
              "entity e is end entity e;\n");
    CHECK(p.errors == 0);
    AstNode *c = p.unit->ctx;
    CHECK(ast_count(c) == 4);
    CHECK(c->kind == AST_LIBRARY && strcmp(c->name, "ieee") == 0);
    CHECK(nth(c, 1)->kind == AST_LIBRARY && strcmp(nth(c, 1)->name, "disciplines") == 0);
    CHECK(nth(c, 2)->kind == AST_USE && nth(c, 2)->a->kind == AST_SELECTED &&
          strcmp(nth(c, 2)->a->name, "all") == 0);
    CHECK(nth(c, 3)->kind == AST_USE && strcmp(nth(c, 3)->a->name, "electrical") == 0 &&
          strcmp(nth(c, 3)->a->a->name, "electrical_systems") == 0);
    CHECK(at(&p, nth(c, 1)->loc, 1, 15));
    done(&p);
  }

  TEST("entity: generics with defaults, terminal, quantity and signal ports") {
    parse(&p, "entity mass is\n"
              "  generic (m : real := 1.0; k, d : real);\n"
              "  port (terminal p, n : electrical; quantity u : in real;\n"
              "        quantity y : out real := 0.0; signal s : in bit);\n"
              "end mass;\n");
    CHECK(p.errors == 0);
    AstNode *e = p.unit;
    CHECK(e->kind == AST_ENTITY && strcmp(e->name, "mass") == 0);
    CHECK(ast_count(e->generics) == 3 && ast_count(e->ports) == 5);
    CHECK(e->generics->op == CLASS_NONE && e->generics->b && e->generics->b->num == 1.0);
    CHECK(nth(e->generics, 1)->a == nth(e->generics, 2)->a);   /* k, d share the subtype */
    AstNode *u = nth(e->ports, 2), *y = nth(e->ports, 3), *s = nth(e->ports, 4);
    CHECK(e->ports->op == CLASS_TERMINAL && strcmp(e->ports->a->name, "electrical") == 0);
    CHECK(u->op == CLASS_QUANTITY && u->mode == MODE_IN && strcmp(u->name, "u") == 0);
    CHECK(y->op == CLASS_QUANTITY && y->mode == MODE_OUT && y->b && y->b->kind == AST_NUM);
    CHECK(s->op == CLASS_SIGNAL && s->mode == MODE_IN && strcmp(s->a->name, "bit") == 0);
    CHECK(at(&p, y->loc, 4, 18));
    done(&p);
  }

  TEST("several architectures of one entity; every end form") {
    parse(&p, "entity e is end;\n"
              "architecture a1 of e is begin end;\n"
              "architecture a2 of e is begin end architecture;\n"
              "architecture a3 of e is begin end a3;\n"
              "architecture A4 of E is begin end architecture a4;\n");
    CHECK(p.errors == 0);
    CHECK(ast_count(p.root->list) == 5);
    AstNode *a4 = nth(p.unit, 4);
    CHECK(a4->kind == AST_ARCH && strcmp(a4->name, "a4") == 0 && strcmp(a4->name2, "e") == 0);
    done(&p);
  }

  TEST("package and package body") {
    parse(&p, "package p is\n  constant c : real := 2.0;\nend package p;\n"
              "package body p is\n  function f return real is begin return c; end;\nend package body p;\n"
              "package body q is end;\n");
    CHECK(p.errors == 0);
    CHECK(p.unit->kind == AST_PACKAGE && strcmp(p.unit->name, "p") == 0 &&
          p.unit->decls->kind == AST_CONSTANT);
    AstNode *body = nth(p.unit, 1);
    CHECK(body->kind == AST_PACKAGE_BODY && strcmp(body->name, "p") == 0);
    CHECK(body->decls->kind == AST_FUNCTION && body->decls->stmts->kind == AST_RETURN);
    CHECK(at(&p, body->loc, 4, 14));
    CHECK(nth(p.unit, 2)->kind == AST_PACKAGE_BODY);
    done(&p);
  }

  TEST("entity with declarations and statements") {
    parse(&p, "entity e is\n  constant k : real := 1.0;\nbegin\n  assert k > 0.0;\nend entity;\n");
    CHECK(p.errors == 0);
    CHECK(p.unit->decls->kind == AST_CONSTANT && p.unit->stmts->kind == AST_ASSERT);
    done(&p);
  }
}

/* ---- declarations ---- */
static void declaration_tests(void) {
  Parsed p;

  TEST("subtypes with tolerance and range constraints") {
    parse(&p, "package p is\n"
              "  subtype voltage is real tolerance \"default_voltage\";\n"
              "  subtype small is integer range 0 to 10;\n"
              "  subtype down is real range 1.0 downto -1.0;\n"
              "  subtype plain is real;\n"
              "end;\n");
    CHECK(p.errors == 0);
    AstNode *v = p.unit->decls, *sm = nth(v, 1), *dn = nth(v, 2), *pl = nth(v, 3);
    CHECK(v->kind == AST_SUBTYPE && v->a->kind == AST_SUBTYPE_IND);
    CHECK(strcmp(v->a->a->name, "real") == 0 && v->a->b->kind == AST_STRING &&
          strcmp(v->a->b->name, "default_voltage") == 0 && !v->a->c);
    CHECK(sm->a->c->kind == AST_RANGE && sm->a->c->op == 0 && sm->a->c->b->num == 10);
    CHECK(dn->a->c->op == 1 && dn->a->c->b->kind == AST_UNARY);
    CHECK(pl->a->kind == AST_SUBTYPE_IND && !pl->a->b && !pl->a->c);
    done(&p);
  }

  TEST("type declarations") {
    parse(&p, "package p is\n"
              "  type domain_type is (quiescent_domain, time_domain, frequency_domain);\n"
              "  type logic is ('0', '1', 'Z');\n"
              "  type count is range 0 to 100;\n"
              "  type dur is range 0 to 1e9 units fs; ps = 1000 fs; ns = 1000 ps; end units;\n"
              "  type rvec is array (natural range <>) of real;\n"
              "  type r4 is array (0 to 3) of real;\n"
              "  type rec is record a : real; b, c : integer; end record;\n"
              "  type ptr is access real;\n"
              "  type incomplete;\n"
              "end;\n");
    CHECK(p.errors == 0);
    AstNode *d = p.unit->decls;
    CHECK(d->kind == AST_TYPE && d->op == TYPE_ENUM && ast_count(d->list) == 3 &&
          strcmp(nth(d->list, 2)->name, "frequency_domain") == 0);
    CHECK(nth(d, 1)->op == TYPE_ENUM && nth(d, 1)->list->kind == AST_CHAR &&
          strcmp(nth(nth(d, 1)->list, 2)->name, "Z") == 0);
    CHECK(nth(d, 2)->op == TYPE_RANGE && nth(d, 2)->c->kind == AST_RANGE);
    AstNode *dur = nth(d, 3);
    CHECK(dur->op == TYPE_PHYSICAL && ast_count(dur->list) == 3 &&
          nth(dur->list, 2)->a->kind == AST_PHYS && nth(dur->list, 2)->a->num == 1000);
    CHECK(nth(d, 4)->op == TYPE_ARRAY && nth(d, 4)->list->kind == AST_SUBTYPE_IND &&
          nth(d, 4)->list->c->kind == AST_OPEN && strcmp(nth(d, 4)->a->name, "real") == 0);
    CHECK(nth(d, 5)->op == TYPE_ARRAY && nth(d, 5)->list->kind == AST_RANGE);
    CHECK(nth(d, 6)->op == TYPE_RECORD && ast_count(nth(d, 6)->list) == 3);
    CHECK(nth(d, 7)->op == TYPE_OTHER && nth(d, 8)->op == TYPE_OTHER);
    CHECK(at(&p, d->loc, 2, 8));
    done(&p);
  }

  TEST("natures, array natures, subnatures and aliases") {
    parse(&p, "package p is\n"
              "  nature electrical is voltage across current through electrical_ref reference;\n"
              "  nature vbus is array (1 to 4) of electrical;\n"
              "  subnature el2 is electrical tolerance \"v2\" across \"i2\" through;\n"
              "  subnature el3 is electrical;\n"
              "  alias ground is electrical_ref;\n"
              "  alias translational_v is translational_velocity;\n"
              "  alias rv : real is ieee.math_real.math_pi;\n"
              "end;\n");
    CHECK(p.errors == 0);
    AstNode *n = p.unit->decls;
    CHECK(n->kind == AST_NATURE && n->op == 0 && strcmp(n->name, "electrical") == 0);
    CHECK(strcmp(n->a->name, "voltage") == 0 && strcmp(n->b->name, "current") == 0 &&
          n->c->kind == AST_NAME && strcmp(n->c->name, "electrical_ref") == 0);
    CHECK(nth(n, 1)->kind == AST_NATURE && nth(n, 1)->op == 1);
    AstNode *sn = nth(n, 2);
    CHECK(sn->kind == AST_SUBNATURE && strcmp(sn->a->name, "electrical") == 0 &&
          strcmp(sn->b->name, "v2") == 0 && strcmp(sn->c->name, "i2") == 0);
    CHECK(nth(n, 3)->kind == AST_SUBNATURE && !nth(n, 3)->b);
    AstNode *al = nth(n, 4);
    CHECK(al->kind == AST_ALIAS && strcmp(al->name, "ground") == 0 &&
          strcmp(al->a->name, "electrical_ref") == 0 && !al->b);
    CHECK(strcmp(nth(n, 5)->a->name, "translational_velocity") == 0);
    CHECK(nth(n, 6)->b && strcmp(nth(n, 6)->b->name, "real") == 0 &&
          nth(n, 6)->a->kind == AST_SELECTED);
    done(&p);
  }

  TEST("constants, signals, variables: one node per identifier") {
    parse(&p, "package p is\n"
              "  constant a, b : real := 1.0;\n  constant deferred : real;\n"
              "  signal s1, s2 : bit := '0';\n  shared variable sv : integer;\n"
              "end;\n");
    CHECK(p.errors == 0);
    AstNode *d = p.unit->decls;
    CHECK(ast_count(d) == 6);
    CHECK(d->kind == AST_CONSTANT && nth(d, 1)->kind == AST_CONSTANT);
    CHECK(d->a == nth(d, 1)->a && d->b == nth(d, 1)->b && d->b->num == 1.0);
    CHECK(at(&p, nth(d, 1)->loc, 2, 15));
    CHECK(nth(d, 2)->b == NULL);
    CHECK(nth(d, 3)->kind == AST_SIGNAL && nth(d, 4)->kind == AST_SIGNAL &&
          nth(d, 4)->b->kind == AST_CHAR);
    CHECK(nth(d, 5)->kind == AST_VARIABLE && nth(d, 5)->op == 1);
    done(&p);
  }

  TEST("functions and procedures: declarations and bodies") {
    parse(&p, "package p is\n"
              "  function f(x : real) return real;\n"
              "  pure function g(x, y : real := 1.0) return real;\n"
              "  impure function h return real;\n"
              "  procedure pr(signal s : in bit; variable v : inout real);\n"
              "  function \"+\"(a, b : cplx) return cplx;\n"
              "end;\n"
              "package body p is\n"
              "  pure function g(x, y : real := 1.0) return real is\n"
              "    variable t : real := 0.0;\n"
              "  begin\n    t := x * y;\n    return t;\n  end function g;\n"
              "  procedure pr(signal s : in bit; variable v : inout real) is begin null; end;\n"
              "end;\n");
    CHECK(p.errors == 0);
    AstNode *f = p.unit->decls, *g = nth(f, 1), *h = nth(f, 2), *pr = nth(f, 3);
    CHECK(f->kind == AST_FUNCTION && f->op == 0 && !f->stmts && ast_count(f->list) == 1 &&
          strcmp(f->a->name, "real") == 0 && !f->name2);
    CHECK(ast_count(g->list) == 2 && g->list->b && strcmp(g->name2, "pure") == 0);
    CHECK(!h->list && strcmp(h->name2, "impure") == 0);
    CHECK(pr->kind == AST_PROCEDURE && pr->list->op == CLASS_SIGNAL &&
          nth(pr->list, 1)->op == CLASS_VARIABLE && nth(pr->list, 1)->mode == MODE_INOUT);
    CHECK(strcmp(nth(f, 4)->name, "+") == 0);
    AstNode *gb = nth(p.unit, 1)->decls;
    CHECK(gb->kind == AST_FUNCTION && gb->op == 1 && gb->decls->kind == AST_VARIABLE &&
          ast_count(gb->stmts) == 2 && nth(gb->stmts, 1)->kind == AST_RETURN);
    CHECK(nth(gb, 1)->kind == AST_PROCEDURE && nth(gb, 1)->op == 1 &&
          nth(gb, 1)->stmts->kind == AST_NULL_STMT);
    done(&p);
  }

  TEST("component declaration") {
    parse(&p, "package p is\n"
              "  component spring is\n    generic (k : real := 1.0);\n"
              "    port (terminal a, b : translational);\n  end component spring;\n"
              "  component c port (quantity x : in real); end component;\n"
              "end;\n");
    CHECK(p.errors == 0);
    AstNode *c = p.unit->decls;
    CHECK(c->kind == AST_COMPONENT && strcmp(c->name, "spring") == 0 &&
          ast_count(c->generics) == 1 && ast_count(c->ports) == 2);
    CHECK(nth(c, 1)->kind == AST_COMPONENT && !nth(c, 1)->generics);
    done(&p);
  }

  TEST("terminals and free quantities") {
    parse_arch(&p, "  terminal a, b : electrical;\n"
                   "  quantity x, y : real tolerance \"t\" := 0.5;\n"
                   "  quantity z : real;", "");
    CHECK(p.errors == 0);
    AstNode *d = arch_of(&p)->decls;
    CHECK(ast_count(d) == 5);
    CHECK(d->kind == AST_TERMINAL && strcmp(d->name, "a") == 0 &&
          strcmp(d->a->name, "electrical") == 0);
    CHECK(nth(d, 1)->kind == AST_TERMINAL && strcmp(nth(d, 1)->name, "b") == 0);
    AstNode *x = nth(d, 2), *y = nth(d, 3), *z = nth(d, 4);
    CHECK(x->kind == AST_QUANTITY && x->a->kind == AST_SUBTYPE_IND &&
          strcmp(x->a->b->name, "t") == 0 && x->b->num == 0.5);
    CHECK(y->a == x->a && y->b == x->b);
    CHECK(z->a->kind == AST_NAME && !z->b);
    CHECK(at(&p, y->loc, 4, 15));
    done(&p);
  }

  TEST("branch quantities: across, through, lists, tolerance and initial values") {
    parse_arch(&p, "  quantity v across i through p to n;\n"
                   "  quantity v2 across p;\n"
                   "  quantity i2 through p to n;\n"
                   "  quantity v3 tolerance \"tv\" := 1.0 across i3, i4 tolerance \"ti\" through p;\n"
                   "  quantity va, vb across t.p to ground;", "");
    CHECK(p.errors == 0);
    AstNode *q = arch_of(&p)->decls;
    CHECK(ast_count(q) == 5);
    CHECK(q->kind == AST_BRANCH_QUANTITY && ast_count(q->list) == 2);
    CHECK(q->list->kind == AST_ACROSS_ID && strcmp(q->list->name, "v") == 0);
    CHECK(q->list->next->kind == AST_THROUGH_ID && strcmp(q->list->next->name, "i") == 0);
    CHECK(strcmp(q->a->name, "p") == 0 && strcmp(q->b->name, "n") == 0);
    AstNode *q2 = nth(q, 1), *q3 = nth(q, 2), *q4 = nth(q, 3), *q5 = nth(q, 4);
    CHECK(ast_count(q2->list) == 1 && q2->list->kind == AST_ACROSS_ID && !q2->b);
    CHECK(ast_count(q3->list) == 1 && q3->list->kind == AST_THROUGH_ID && q3->b);
    CHECK(ast_count(q4->list) == 3);
    AstNode *v3 = q4->list, *i3 = v3->next, *i4 = i3->next;
    CHECK(v3->kind == AST_ACROSS_ID && strcmp(v3->c->name, "tv") == 0 && v3->b->num == 1.0);
    CHECK(i3->kind == AST_THROUGH_ID && i4->kind == AST_THROUGH_ID &&
          strcmp(i4->c->name, "ti") == 0 && !i4->b);
    CHECK(at(&p, i4->loc, 6, 48));
    CHECK(ast_count(q5->list) == 2 && q5->a->kind == AST_SELECTED);
    done(&p);
  }

  TEST("source quantities, attributes, step limits, configuration specifications, use") {
    parse_arch(&p, "  quantity ns : real spectrum 1.0, 0.0;\n"
                   "  quantity nn : real noise 4.0e-21;\n"
                   "  attribute unit : string;\n"
                   "  attribute unit of v, w : quantity is \"V\";\n"
                   "  limit v, w : real with 1.0e-3;\n"
                   "  limit all : real with 0.1;\n"
                   "  for all : spring use entity work.spring(ideal) generic map (k => 2.0);\n"
                   "  for s1, s2 : damper use configuration work.cfg;\n"
                   "  use work.consts.all;", "");
    CHECK(p.errors == 0);
    AstNode *d = arch_of(&p)->decls;
    CHECK(d->kind == AST_QUANTITY && d->c && d->c->kind == AST_CALL &&
          strcmp(d->c->a->name, "spectrum") == 0 && ast_count(d->c->list) == 2);
    CHECK(nth(d, 1)->c && strcmp(nth(d, 1)->c->a->name, "noise") == 0);
    CHECK(nth(d, 2)->kind == AST_ATTRIBUTE_DECL && strcmp(nth(d, 2)->a->name, "string") == 0);
    AstNode *as = nth(d, 3);
    CHECK(as->kind == AST_ATTRIBUTE_SPEC && ast_count(as->a) == 2 &&
          strcmp(as->name2, "quantity") == 0 && as->b->kind == AST_STRING);
    AstNode *l1 = nth(d, 4), *l2 = nth(d, 5);
    CHECK(l1->kind == AST_LIMIT_SPEC && ast_count(l1->a) == 2 &&
          strcmp(l1->b->name, "real") == 0 && l1->c->num == 1e-3);
    CHECK(l2->kind == AST_LIMIT_SPEC && l2->a->kind == AST_ALL);
    AstNode *c1 = nth(d, 6), *c2 = nth(d, 7);
    CHECK(c1->kind == AST_CONFIG_SPEC && c1->a->kind == AST_ALL &&
          strcmp(c1->name2, "spring") == 0 && c1->op == INST_ENTITY &&
          c1->b->kind == AST_SELECTED && strcmp(c1->b->name, "spring") == 0 &&
          strcmp(c1->c->name, "ideal") == 0 && c1->generics->kind == AST_ASSOC);
    CHECK(c2->kind == AST_CONFIG_SPEC && ast_count(c2->a) == 2 &&
          c2->op == INST_CONFIGURATION && !c2->c);
    CHECK(nth(d, 8)->kind == AST_USE);
    done(&p);
  }
}

/* ---- statements ---- */
static void statement_tests(void) {
  Parsed p;

  TEST("simple simultaneous statements: label, tolerance, location") {
    parse_arch(&p, "", "  v == r * i;\n  eq2 : v'dot == -v tolerance \"fast\";");
    CHECK(p.errors == 0);
    AstNode *s = arch_of(&p)->stmts, *s2 = s->next;
    CHECK(s->kind == AST_SIMPLE_SIMUL && !s->name && s->a->kind == AST_NAME &&
          s->b->kind == AST_BINARY && s->b->op == OP_MUL && !s->c);
    CHECK(at(&p, s->loc, 5, 3) && s->loc.len == 11);
    CHECK(strcmp(s2->name, "eq2") == 0 && s2->a->kind == AST_ATTR &&
          strcmp(s2->c->name, "fast") == 0);
    CHECK(at(&p, s2->loc, 6, 9));
    done(&p);
  }

  TEST("simultaneous if / elsif / else ... end use") {
    parse_arch(&p, "", "  sw : if domain = quiescent_domain use\n    x == 0.0;\n"
                       "  elsif x'above(1.0) use\n    x == 1.0;\n    y == 2.0;\n"
                       "  else\n    x'dot == -x;\n  end use sw;");
    CHECK(p.errors == 0);
    AstNode *s = arch_of(&p)->stmts;
    CHECK(s->kind == AST_SIMUL_IF && strcmp(s->name, "sw") == 0 && ast_count(s->list) == 3);
    AstNode *b1 = s->list, *b2 = b1->next, *b3 = b2->next;
    CHECK(b1->kind == AST_IF_BRANCH && b1->a->kind == AST_BINARY && b1->a->op == OP_EQ &&
          ast_count(b1->stmts) == 1);
    CHECK(b2->a->kind == AST_ATTR && strcmp(b2->a->name, "above") == 0 &&
          b2->a->b->kind == AST_NUM && ast_count(b2->stmts) == 2);
    CHECK(b3->a == NULL && b3->stmts->a->kind == AST_ATTR);
    CHECK(at(&p, s->loc, 5, 8));
    done(&p);
  }

  TEST("simultaneous case with choices and others") {
    parse_arch(&p, "", "  case mode use\n    when 0 | 1 => y == 0.0;\n"
                       "    when 2 to 4 => y == x; z == x;\n    when others => y == 1.0;\n"
                       "  end case;");
    CHECK(p.errors == 0);
    AstNode *c = arch_of(&p)->stmts;
    CHECK(c->kind == AST_SIMUL_CASE && strcmp(c->a->name, "mode") == 0 &&
          ast_count(c->list) == 3);
    CHECK(c->list->kind == AST_CASE_ALT && ast_count(c->list->list) == 2);
    CHECK(nth(c->list, 1)->list->kind == AST_RANGE && ast_count(nth(c->list, 1)->stmts) == 2);
    CHECK(nth(c->list, 2)->list->kind == AST_OTHERS);
    done(&p);
  }

  TEST("null and procedural statements") {
    parse_arch(&p, "", "  null;\n  pr : procedural is\n    variable t : real;\n"
                       "  begin\n    t := x;\n    y := t * 2.0;\n  end procedural pr;");
    CHECK(p.errors == 0);
    AstNode *n = arch_of(&p)->stmts, *pr = n->next;
    CHECK(n->kind == AST_SIMUL_NULL);
    CHECK(pr->kind == AST_PROCEDURAL && strcmp(pr->name, "pr") == 0 &&
          pr->decls->kind == AST_VARIABLE && ast_count(pr->stmts) == 2 &&
          pr->stmts->kind == AST_VAR_ASSIGN);
    done(&p);
  }

  TEST("component instantiation: every form") {
    parse_arch(&p, "", "  m1 : entity work.mass(ideal) generic map (m => 2.0, d => open)\n"
                       "         port map (p => a, n => open);\n"
                       "  s1 : component spring generic map (10.0) port map (a, b);\n"
                       "  s2 : spring port map (a, ground);\n"
                       "  s3 : spring generic map (k => 1.0);\n"
                       "  c1 : configuration work.cfg port map (a, b);\n"
                       "  s4 : spring;\n"
                       "  e2 : entity disciplines.lib.res;");
    CHECK(p.errors == 0);
    AstNode *m1 = arch_of(&p)->stmts;
    CHECK(m1->kind == AST_INSTANCE && strcmp(m1->name, "m1") == 0 && m1->op == INST_ENTITY);
    CHECK(m1->a->kind == AST_SELECTED && strcmp(m1->a->name, "mass") == 0 &&
          strcmp(m1->a->a->name, "work") == 0 && strcmp(m1->b->name, "ideal") == 0);
    CHECK(ast_count(m1->generics) == 2 && strcmp(m1->generics->a->name, "m") == 0 &&
          m1->generics->b->num == 2.0 && m1->generics->next->b->kind == AST_OPEN);
    CHECK(ast_count(m1->ports) == 2 && m1->ports->next->b->kind == AST_OPEN);
    CHECK(at(&p, m1->loc, 5, 3));
    AstNode *s1 = nth(m1, 1), *s2 = nth(m1, 2), *s3 = nth(m1, 3), *c1 = nth(m1, 4);
    CHECK(s1->op == INST_COMPONENT && s1->generics->a == NULL && ast_count(s1->ports) == 2);
    CHECK(s2->kind == AST_INSTANCE && s2->op == INST_COMPONENT &&
          strcmp(s2->a->name, "spring") == 0 && !s2->generics && ast_count(s2->ports) == 2);
    CHECK(s3->kind == AST_INSTANCE && s3->generics && !s3->ports);
    CHECK(c1->op == INST_CONFIGURATION);
    AstNode *s4 = nth(m1, 5), *e2 = nth(m1, 6);
    CHECK(s4->kind == AST_INSTANCE && s4->op == INST_COMPONENT && strcmp(s4->name, "s4") == 0);
    CHECK(at(&p, s4->loc, 11, 3));
    CHECK(e2->op == INST_ENTITY && e2->a->a->kind == AST_SELECTED && !e2->b);
    done(&p);
  }

  TEST("concurrent break statements") {
    parse_arch(&p, "", "  break;\n  break on clk;\n"
                       "  break x => 0.0, x'dot => 1.0 on s1, s2 when x'above(0.0);\n"
                       "  br : break for q use x => 0.0;");
    CHECK(p.errors == 0);
    AstNode *b1 = arch_of(&p)->stmts, *b2 = b1->next, *b3 = b2->next, *b4 = b3->next;
    CHECK(b1->kind == AST_BREAK && !b1->list && !b1->a && !b1->b);
    CHECK(b2->kind == AST_BREAK && b2->a && strcmp(b2->a->name, "clk") == 0 && !b2->list);
    CHECK(ast_count(b3->list) == 2 && b3->list->kind == AST_BREAK_ELEM &&
          strcmp(b3->list->a->name, "x") == 0 && b3->list->b->num == 0.0);
    CHECK(b3->list->next->a->kind == AST_ATTR && ast_count(b3->a) == 2 &&
          b3->b->kind == AST_ATTR);
    CHECK(strcmp(b4->name, "br") == 0 && strcmp(b4->list->c->name, "q") == 0 &&
          strcmp(b4->list->a->name, "x") == 0);
    done(&p);
  }

  TEST("processes, signal assignments, assertions") {
    parse_arch(&p, "  signal clk, s : bit;",
               "  p1 : process (clk) is\n    variable n : integer := 0;\n  begin\n"
               "    n := n + 1;\n    s <= '1' after 1 ns, '0' after 2 ns;\n"
               "    wait on clk until clk = '1' for 10 ns;\n    wait;\n"
               "    break x => 0.0 when n > 3;\n  end process p1;\n"
               "  postponed process begin wait for 1 ms; end postponed process;\n"
               "  clk <= not clk after 5 ns;\n"
               "  s <= '1' when x > 0.0 else '0';\n"
               "  with mode select s <= '1' when 0, '0' when others;\n"
               "  assert x < 10.0 report \"too big\" severity warning;");
    CHECK(p.errors == 0);
    AstNode *pr = arch_of(&p)->stmts;
    CHECK(pr->kind == AST_PROCESS && strcmp(pr->name, "p1") == 0 &&
          strcmp(pr->list->name, "clk") == 0 && pr->decls->kind == AST_VARIABLE &&
          ast_count(pr->stmts) == 5);
    AstNode *sa = nth(pr->stmts, 1), *w = nth(pr->stmts, 2), *br = nth(pr->stmts, 4);
    CHECK(sa->kind == AST_SIG_ASSIGN && ast_count(sa->b) == 2 && sa->b->kind == AST_ASSOC &&
          sa->b->c->kind == AST_PHYS && strcmp(sa->b->c->name, "ns") == 0);
    CHECK(w->kind == AST_WAIT && w->list && w->a && w->b && w->b->kind == AST_PHYS);
    CHECK(nth(pr->stmts, 3)->kind == AST_WAIT && !nth(pr->stmts, 3)->list);
    CHECK(br->kind == AST_BREAK && br->list && br->b && !br->a);
    AstNode *pp = nth(pr, 1), *c1 = nth(pr, 2), *c2 = nth(pr, 3), *c3 = nth(pr, 4);
    CHECK(pp->kind == AST_PROCESS && pp->op == 1);
    CHECK(c1->kind == AST_SIGNAL_ASSIGN && c1->b->b->kind == AST_UNARY && c1->b->c);
    CHECK(c2->kind == AST_SIGNAL_ASSIGN && !c2->b && ast_count(c2->list) == 2 &&
          c2->list->a && !c2->list->next->a);
    CHECK(c3->kind == AST_SIGNAL_ASSIGN && c3->c && ast_count(c3->list) == 2 &&
          c3->list->kind == AST_CASE_ALT);
    AstNode *as = nth(pr, 5);
    CHECK(as->kind == AST_ASSERT && as->b->kind == AST_STRING && strcmp(as->c->name, "warning") == 0);
    done(&p);
  }

  TEST("block and generate statements; concurrent procedure call") {
    parse_arch(&p, "", "  b1 : block is\n    signal q : bit;\n  begin\n    q <= '1';\n  end block b1;\n"
                       "  g1 : for k in 1 to 3 generate\n    x == 0.0;\n  end generate g1;\n"
                       "  g2 : if n > 0 generate\n  begin\n    y == 1.0;\n  end generate;\n"
                       "  log_value(x);");
    CHECK(p.errors == 0);
    AstNode *b = arch_of(&p)->stmts, *g1 = b->next, *g2 = g1->next, *pc = g2->next;
    CHECK(b->kind == AST_BLOCK && strcmp(b->name, "b1") == 0 && b->decls && b->stmts);
    CHECK(g1->kind == AST_GENERATE && strcmp(g1->name2, "k") == 0 &&
          g1->a->kind == AST_RANGE && g1->stmts->kind == AST_SIMPLE_SIMUL);
    CHECK(g2->kind == AST_GENERATE && g2->op == 1 && g2->a->kind == AST_BINARY);
    CHECK(pc->kind == AST_PROC_CALL && pc->a->kind == AST_CALL);
    done(&p);
  }

  TEST("sequential statements in a function body") {
    parse(&p, "package body p is\n  function f(x : real) return real is\n    variable y : real;\n  begin\n"
              "    if x > 0.0 then\n      y := x;\n    elsif x < -1.0 then\n      y := -x;\n"
              "    else\n      null;\n    end if;\n"
              "    case n is\n      when 1 | 2 => y := 1.0;\n      when others => null;\n    end case;\n"
              "    for i in 1 to 10 loop\n      next when i = 3;\n      exit;\n    end loop;\n"
              "    while y < 10.0 loop y := y + 1.0; end loop;\n"
              "    outer : loop exit outer when y > 1.0; end loop outer;\n"
              "    assert y > 0.0 report \"neg\" severity error;\n"
              "    report \"done\";\n"
              "    log(y);\n"
              "    return y;\n  end;\nend;\n");
    CHECK(p.errors == 0);
    AstNode *s = p.unit->decls->stmts;
    CHECK(ast_count(s) == 9);
    CHECK(s->kind == AST_SEQ_IF && ast_count(s->list) == 3 && !nth(s->list, 2)->a);
    CHECK(nth(s, 1)->kind == AST_SEQ_CASE && ast_count(nth(s, 1)->list) == 2);
    AstNode *l1 = nth(s, 2), *l2 = nth(s, 3), *l3 = nth(s, 4);
    CHECK(l1->kind == AST_LOOP && l1->op == 2 && strcmp(l1->name2, "i") == 0 &&
          l1->a->kind == AST_RANGE && ast_count(l1->stmts) == 2);
    CHECK(l1->stmts->kind == AST_NEXT_EXIT && l1->stmts->op == 0 && l1->stmts->a &&
          l1->stmts->next->op == 1 && !l1->stmts->next->a);
    CHECK(l2->kind == AST_LOOP && l2->op == 1 && l2->a->op == OP_LT);
    CHECK(l3->kind == AST_LOOP && l3->op == 0 && strcmp(l3->name, "outer") == 0 &&
          strcmp(l3->stmts->name2, "outer") == 0);
    CHECK(nth(s, 5)->kind == AST_ASSERT && nth(s, 6)->kind == AST_REPORT);
    CHECK(nth(s, 7)->kind == AST_PROC_CALL && nth(s, 8)->kind == AST_RETURN);
    CHECK(at(&p, s->loc, 5, 5));
    done(&p);
  }
}

/* ---- expressions ---- */

/* Parses `x == <expr>;` and returns the right-hand side. */
static AstNode *rhs(Parsed *p, const char *expr) {
  size_t n = strlen(expr) + 64;
  char *stmts = malloc(n);
  snprintf(stmts, n, "x == %s;", expr);
  parse_arch(p, "", stmts);
  free(stmts);
  AstNode *a = arch_of(p);
  return a && a->stmts ? a->stmts->b : NULL;
}

static void expression_tests(void) {
  Parsed p;
  AstNode *e;

  TEST("precedence: adding, multiplying, exponent, sign") {
    e = rhs(&p, "a + b * c ** 2 - d / e");
    CHECK(p.errors == 0);
    CHECK(e->kind == AST_BINARY && e->op == OP_SUB);
    CHECK(e->a->op == OP_ADD && e->a->b->op == OP_MUL && e->a->b->b->op == OP_POW);
    CHECK(e->b->op == OP_DIV);
    done(&p);
    e = rhs(&p, "-a * b + c");
    CHECK(e->op == OP_ADD && e->a->kind == AST_UNARY && e->a->op == OP_NEG &&
          e->a->a->op == OP_MUL);
    done(&p);
    e = rhs(&p, "abs a + a ** 2 + a mod b - a rem b & s");
    CHECK(p.errors == 0 && e->op == OP_CONCAT);
    done(&p);
  }

  TEST("logical and relational operators in conditions") {
    parse_arch(&p, "", "if a and b or not c use x == 0.0; elsif a /= b xor a <= c use x == 1.0;"
                       " else x == 2.0; end use;");
    CHECK(p.errors == 0);
    AstNode *c1 = arch_of(&p)->stmts->list->a, *c2 = arch_of(&p)->stmts->list->next->a;
    CHECK(c1->op == OP_OR && c1->a->op == OP_AND && c1->b->kind == AST_UNARY &&
          c1->b->op == OP_NOT);
    CHECK(c2->op == OP_XOR && c2->a->op == OP_NE && c2->b->op == OP_LE);
    done(&p);
  }

  TEST("physical literals; a bare unit is a name") {
    e = rhs(&p, "1.5 ms * v + 10 ns + sec");
    CHECK(p.errors == 0);
    AstNode *ph = e->a->a->a;
    CHECK(ph->kind == AST_PHYS && ph->num == 1.5 && strcmp(ph->name, "ms") == 0);
    CHECK(e->a->b->kind == AST_PHYS && e->a->b->num == 10);
    CHECK(e->b->kind == AST_NAME && strcmp(e->b->name, "sec") == 0);
    done(&p);
  }

  TEST("names: selected, calls, indexed, type conversion, now") {
    e = rhs(&p, "math_real.sin(w * now) + v(1) + real(n) + a.b.c");
    CHECK(p.errors == 0);
    AstNode *sin = e->a->a->a, *idx = e->a->a->b, *conv = e->a->b, *sel = e->b;
    CHECK(sin->kind == AST_CALL && sin->a->kind == AST_SELECTED &&
          strcmp(sin->a->name, "sin") == 0 && ast_count(sin->list) == 1 &&
          sin->list->kind == AST_ASSOC && sin->list->b->b->kind == AST_NAME &&
          strcmp(sin->list->b->b->name, "now") == 0);
    CHECK(idx->kind == AST_CALL && idx->list->b->num == 1);
    CHECK(conv->kind == AST_CALL && strcmp(conv->a->name, "real") == 0 && !conv->name2);
    CHECK(sel->kind == AST_SELECTED && strcmp(sel->name, "c") == 0 &&
          sel->a->kind == AST_SELECTED);
    done(&p);
  }

  TEST("attributes: dot, dot'dot, integ, above with argument, delayed") {
    e = rhs(&p, "x'dot'dot + q'integ + s'delayed(1 ms) + t'high");
    CHECK(p.errors == 0);
    AstNode *dd = e->a->a->a;
    CHECK(dd->kind == AST_ATTR && strcmp(dd->name, "dot") == 0 && dd->a->kind == AST_ATTR &&
          strcmp(dd->a->name, "dot") == 0 && strcmp(dd->a->a->name, "x") == 0);
    CHECK(strcmp(e->a->a->b->name, "integ") == 0 && !e->a->a->b->b);
    CHECK(strcmp(e->a->b->name, "delayed") == 0 && e->a->b->b->kind == AST_PHYS);
    CHECK(strcmp(e->b->name, "high") == 0);
    CHECK(at(&p, dd->loc, 5, 12));
    done(&p);
  }

  TEST("aggregates, parentheses and qualified expressions") {
    e = rhs(&p, "(a) + (a, b) + (others => 0.0) + (1 => x, 2 | 3 => y) + real'(n) + vec'(1.0, 2.0)");
    CHECK(p.errors == 0);
    AstNode *t = e;
    AstNode *qagg = t->b;
    t = t->a;
    AstNode *q = t->b;
    t = t->a;
    AstNode *named = t->b;
    t = t->a;
    AstNode *oth = t->b;
    t = t->a;
    CHECK(t->a->kind == AST_PAREN && t->a->a->kind == AST_NAME);
    CHECK(t->b->kind == AST_AGGREGATE && ast_count(t->b->list) == 2 && !t->b->list->a);
    CHECK(oth->kind == AST_AGGREGATE && oth->list->a->kind == AST_OTHERS &&
          oth->list->b->num == 0.0);
    CHECK(ast_count(named->list) == 2 && ast_count(named->list->next->a) == 2);
    CHECK(q->kind == AST_CALL && q->name2 && strcmp(q->name2, "qualified") == 0 &&
          strcmp(q->a->name, "real") == 0 && q->list->b->kind == AST_NAME);
    CHECK(qagg->kind == AST_CALL && strcmp(qagg->name2, "qualified") == 0 &&
          qagg->list->b->kind == AST_AGGREGATE);
    done(&p);
  }

  TEST("string, character and bit string literals") {
    e = rhs(&p, "\"a\"\"b\" & 'c' & X\"F\"");
    CHECK(p.errors == 0);
    CHECK(e->a->a->kind == AST_STRING && strcmp(e->a->a->name, "a\"b") == 0);
    CHECK(e->a->b->kind == AST_CHAR && strcmp(e->a->b->name, "c") == 0);
    CHECK(e->b->kind == AST_STRING && strcmp(e->b->name, "1111") == 0);
    done(&p);
  }

  TEST("ast_dump of literals, operators and names") {
    e = rhs(&p, "2 * 1.5e3 ** (-\"x\") + abs 'q' + 3 us");
    CHECK(p.errors == 0);
    CHECK(dump_is(e, "(BINARY +\n"
                     "  a: (BINARY +\n"
                     "    a: (BINARY *\n"
                     "      a: (NUM int 2)\n"
                     "      b: (BINARY **\n"
                     "        a: (NUM real 1500)\n"
                     "        b: (PAREN\n"
                     "          a: (UNARY -\n"
                     "            a: (STRING \"x\")))))\n"
                     "    b: (UNARY abs\n"
                     "      a: (CHAR 'q')))\n"
                     "  b: (PHYS 3 us))\n"));
    done(&p);
  }
}

/* ---- syntax errors and recovery ---- */

/* 1 when the messages of p contain text; prints them otherwise. */
static int said(const Parsed *p, const char *text) {
  if (strstr(p->msgs, text)) return 1;
  printf("  (messages:\n%s)\n", p->msgs);
  return 0;
}

static void error_tests(void) {
  Parsed p;

  TEST("missing ';' reported at the next token, with the source line and caret") {
    parse(&p, "entity e is\n  port (terminal p, n : electrical)\nend entity e;\n");
    CHECK(p.errors == 1);
    CHECK(said(&p, "t.vhd:3:1: error: syntax error: found 'end', expected ';'\n"
                   "    end entity e;\n"
                   "    ^~~\n"));
    done(&p);
  }

  TEST("missing operand: 'expected an expression'") {
    parse_arch(&p, "", "  v == i * ;");
    CHECK(p.errors == 1);
    CHECK(said(&p, "t.vhd:5:12: error: syntax error: found ';', expected an expression\n"));
    done(&p);
  }

  TEST("stray identifier after an equation") {
    parse_arch(&p, "", "  v == i foo;");
    CHECK(said(&p, "t.vhd:5:10: error: syntax error: found identifier 'foo', expected ';' or 'tolerance'\n"));
    done(&p);
  }

  TEST("reserved word where a name belongs") {
    parse_arch(&p, "  signal label : bit;", "");
    CHECK(said(&p, "t.vhd:3:10: error: syntax error: found reserved word 'label', expected identifier\n"));
    done(&p);
    parse(&p, "entity e is port (in : real); end;");
    CHECK(said(&p, "t.vhd:1:19: error: syntax error: found reserved word 'in', expected an interface declaration\n"));
    done(&p);
  }

  TEST("missing ';' after a declaration, before 'begin'") {
    parse_arch(&p, "  quantity q : real", "");
    CHECK(said(&p, "t.vhd:4:1: error: syntax error: found 'begin', expected ';'\n"));
    done(&p);
  }

  TEST("a sign after an operator: hint") {
    parse_arch(&p, "", "  x == a * -b;");
    CHECK(said(&p, "t.vhd:5:12: error: syntax error: found '-', expected an expression "
                   "(a sign cannot follow an operator in VHDL: write a * (-b))\n"));
    done(&p);
  }

  TEST("a statement where a declaration belongs, and vice versa") {
    parse_arch(&p, "  x == 1.0;", "");
    CHECK(said(&p, "t.vhd:3:3: error: syntax error: found identifier 'x', expected a declaration or 'begin'\n"));
    done(&p);
    parse_arch(&p, "", "  signal s : bit;");
    CHECK(said(&p, "t.vhd:5:3: error: syntax error: found 'signal', expected a concurrent statement or 'end' "
                   "(declarations belong before 'begin')\n"));
    done(&p);
  }

  TEST("'end if' in a simultaneous if statement") {
    parse_arch(&p, "", "  if c use\n    x == 1.0;\n  end if;");
    CHECK(said(&p, "t.vhd:7:7: error: syntax error: found 'if', expected 'use'\n"));
    done(&p);
  }

  TEST("invalid character and end of file") {
    parse_arch(&p, "", "  x == 1.0 $ 2.0;");
    CHECK(p.errors == 1);
    CHECK(said(&p, "t.vhd:5:12: error: character '$' is not allowed here in VHDL (only in strings "
                   "and comments)\n"));
    done(&p);
    parse(&p, "library ieee;\n");
    CHECK(said(&p, "t.vhd:2:1: error: syntax error: found end of file, expected a design unit\n"));
    done(&p);
  }

  TEST("mismatched end names") {
    parse(&p, "entity e is end entity f;\narchitecture a of e is begin end architecture b;\n");
    CHECK(p.errors == 2);
    CHECK(said(&p, "t.vhd:1:24: error: the name after 'end' is 'f', but the name declared is 'e'\n"));
    CHECK(said(&p, "t.vhd:2:47: error: the name after 'end' is 'b', but the name declared is 'a'\n"));
    CHECK(ast_count(p.root->list) == 2);
    done(&p);
  }

  TEST("end labels of statements and subprograms are checked") {
    parse_arch(&p, "", "  sw : if c use x == 1.0; end use sv;\n"
                       "  p1 : process begin wait; end process p2;\n"
                       "  process begin wait; end process p3;\n"
                       "  ok : process begin l : loop exit; end loop l; end process ok;");
    CHECK(p.errors == 3);
    CHECK(said(&p, "t.vhd:5:35: error: the name after 'end' is 'sv', but the name declared is 'sw'\n"));
    CHECK(said(&p, "t.vhd:6:40: error: the name after 'end' is 'p2', but the name declared is 'p1'\n"));
    CHECK(said(&p, "t.vhd:7:35: error: 'p3' after 'end' names a statement that has no label\n"));
    CHECK(arch_of(&p) && ast_count(arch_of(&p)->stmts) == 4 && !arch_of(&p)->stmts->ctx);
    done(&p);
    parse(&p, "package body p is function f return real is begin return 1.0; end function g; end;");
    CHECK(said(&p, "t.vhd:1:76: error: the name after 'end' is 'g', but the name declared is 'f'\n"));
    done(&p);
  }

  TEST("recovery: errors in declarations, statements and units are all reported") {
    parse(&p, "entity e is\n  port (terminal p, n electrical);\nend entity e;\n"        /* 1-3 */
              "architecture a of e is\n  quantity v across i through p to n\n"            /* 4-5 */
              "  signal s : bit;\nbegin\n  v == i * ;\n  i == v +* 2.0;\n"                  /* 6-9 */
              "  x == 1.0\nend architecture a;\n"                                           /* 10-11 */
              "architecture b of e f is begin end;\n"                                       /* 12 */
              "package p is\n  constant c : real := 1.0\n  constant d : real := 2.0;\nend;\n"
              "entity last is end;\n");
    CHECK(p.errors == 7);
    CHECK(said(&p, "t.vhd:2:23: error: syntax error: found identifier 'electrical', expected ',' or ':'\n"));
    CHECK(said(&p, "t.vhd:6:3: error: syntax error: found 'signal', expected ';'\n"));
    CHECK(said(&p, "t.vhd:8:12: error: syntax error: found ';', expected an expression\n"));
    CHECK(said(&p, "t.vhd:9:11: error: syntax error: found '*', expected an expression\n"));
    CHECK(said(&p, "t.vhd:11:1: error: syntax error: found 'end', expected ';' or 'tolerance'\n"));
    CHECK(said(&p, "t.vhd:12:21: error: syntax error: found identifier 'f', expected 'is'\n"));
    CHECK(said(&p, "t.vhd:15:3: error: syntax error: found 'constant', expected ';'\n"));
    /* the units around the errors survive */
    AstNode *u = p.root->list;
    CHECK(u && u->kind == AST_ENTITY);
    CHECK(nth(u, 1) && nth(u, 1)->kind == AST_ARCH && nth(u, 1)->decls &&
          nth(u, 1)->decls->kind == AST_SIGNAL);
    AstNode *last = u;
    while (last && last->next) last = last->next;
    CHECK(last && last->kind == AST_ENTITY && strcmp(last->name, "last") == 0);
    done(&p);
  }

  TEST("recovery drops the rest of a broken statement: no second message for it") {
    parse_arch(&p, "", "  x == k * -x + 1.0;\n"        /* 5 */
                       "  y == (a + ) * b;\n"          /* 6 */
                       "  z == 1.0 2.0 + c;\n"         /* 7 */
                       "  w = 2.0;");                  /* 8 */
    CHECK(p.errors == 4);
    CHECK(said(&p, "t.vhd:5:12: error: syntax error: found '-', expected an expression"));
    CHECK(said(&p, "t.vhd:6:13: error: syntax error: found ')', expected an expression\n"));
    CHECK(said(&p, "t.vhd:7:12: error: syntax error: found real literal '2.0', expected ';' or 'tolerance'\n"));
    CHECK(said(&p, "t.vhd:8:5: error: syntax error: found '=', expected '==', ';' or ':' "
                   "(a simultaneous statement is written a == b)\n"));
    done(&p);
  }

  TEST("a missing ';' after a number: hint") {
    parse_arch(&p, "", "  x == 1.0\n  y == 2.0;");
    CHECK(p.errors == 1);
    CHECK(said(&p, "t.vhd:6:5: error: syntax error: found '==', expected ';' or 'tolerance' "
                   "(is a ';' missing at the end of the line before?)\n"));
    done(&p);
    parse_arch(&p, "", "  x == 1.0 ms y;");   /* not at the start of a line: no hint */
    CHECK(p.errors == 1 && !strstr(p.msgs, "missing at the end"));
    done(&p);
  }

  TEST("recovery after a missing ';' resumes at the next line, and in maps at ')'") {
    parse_arch(&p, "", "  x == 1.0 * z\n"
                       "  y == 2.0 +;\n"
                       "  u : entity work.m generic map (k => , c => 1.0) port map (a => n);\n"
                       "  v : entity work.m port map (a => n b => m);");
    CHECK(p.errors == 4);
    CHECK(said(&p, "t.vhd:6:3: error: syntax error: found identifier 'y', expected ';' or 'tolerance'\n"));
    CHECK(said(&p, "t.vhd:6:13: error: syntax error: found ';', expected an expression\n"));
    CHECK(said(&p, "t.vhd:7:39: error: syntax error: found ',', expected an expression or 'open'\n"));
    CHECK(said(&p, "t.vhd:8:38: error: syntax error: found identifier 'b', expected ',' or ')'\n"));
    done(&p);
    parse(&p, "entity e is\n  generic (k : real; c real);\n  port (terminal a b : electrical);\nend;\n"
              "architecture a of e is begin end;\n");
    CHECK(p.errors == 2);
    CHECK(said(&p, "t.vhd:2:24: error: syntax error: found identifier 'real', expected ',' or ':'\n"));
    CHECK(said(&p, "t.vhd:3:20: error: syntax error: found identifier 'b', expected ',' or ':'\n"));
    CHECK(ast_count(p.root->list) == 2);
    done(&p);
  }

  TEST("empty design files") {
    parse(&p, "");
    CHECK(p.errors == 1 && p.root && p.root->kind == AST_DESIGN_FILE && !p.root->list);
    CHECK(said(&p, "t.vhd:1:1: error: empty design file: expected an entity, architecture or package\n"));
    done(&p);
    parse(&p, "-- nothing here\n  /* nor here */\n\n");
    CHECK(p.errors == 1);
    CHECK(said(&p, "t.vhd:1:1: error: empty design file: expected an entity, architecture or package\n"));
    done(&p);
  }
}

/* ---- hostile input ---- */
static void robustness_tests(void) {
  Parsed p;

  TEST("typographic apostrophe: one hint, then parsed as a tick") {
    parse_arch(&p, "", "  f == m * x\xE2\x80\x99" "dot\xE2\x80\x99" "dot;");
    CHECK(p.errors == 2);
    CHECK(said(&p, "t.vhd:5:13: error: typographic apostrophe '\xE2\x80\x99' is not allowed in VHDL; "
                   "use the ASCII apostrophe '\n"));
    AstNode *s = arch_of(&p) ? arch_of(&p)->stmts : NULL;
    CHECK(s && s->b->b->kind == AST_ATTR && s->b->b->a->kind == AST_ATTR);
    done(&p);
  }

  TEST("disallowed bytes: one error per run, parsing goes on") {
    parse_arch(&p, "", "  x == 1.0; \x01\x02\x03\n  y == \xC3\xA9 2.0;");
    CHECK(p.errors == 2);
    CHECK(said(&p, "t.vhd:5:13: error: character not allowed in VHDL source: 0x01\n"));
    CHECK(said(&p, "t.vhd:6:8: error: character not allowed in VHDL source: 0xC3\n"));
    CHECK(arch_of(&p) && ast_count(arch_of(&p)->stmts) == 2);
    done(&p);
  }

  TEST("binary data and UTF-16 text: one error, no parse") {
    parse_n(&p, "-- header\n\x7f" "ELF\x02\x01\x01\x00\x00\x00entity e is end;", 29);
    CHECK(p.errors == 1 && p.root && !p.root->list);
    CHECK(said(&p, "t.vhd:2:1: error: not a VHDL source file: byte 0x7F here looks like binary data\n"));
    done(&p);
    parse_n(&p, "\xFF\xFE" "e\0n\0t\0", 8);
    CHECK(p.errors == 1);
    CHECK(said(&p, "t.vhd:1:1: error: the file is UTF-16 text; save it as ASCII or UTF-8\n"));
    done(&p);
    /* a few stray control bytes in text are errors of the lexer, not binary data */
    parse_arch(&p, "", "  x == 1.0; \x01\x02\x03");
    CHECK(p.errors == 1 && said(&p, "character not allowed in VHDL source: 0x01"));
    done(&p);
  }

  TEST("a UTF-8 byte order mark is ignored") {
    parse(&p, "\xEF\xBB\xBF" "entity e is end;\n");
    CHECK(p.errors == 0 && p.unit && p.unit->kind == AST_ENTITY);
    CHECK(p.unit && at(&p, p.unit->loc, 1, 11));
    done(&p);
  }

  TEST("binary garbage never crashes") {
    unsigned seed_state = 12345;
    for (int round = 0; round < 20; round++) {
      size_t n = 4096 + 997 * (size_t)round;
      char *buf = malloc(n);
      for (size_t i = 0; i < n; i++) {
        seed_state = seed_state * 1103515245u + 12345u;
        buf[i] = (char)(seed_state >> 16);
      }
      if (round % 2) memcpy(buf, "entity e is end; architecture a of e is begin ", 46);
      parse_n(&p, buf, (long)n);
      CHECK(p.root && p.root->kind == AST_DESIGN_FILE && p.errors > 0);
      done(&p);
      free(buf);
    }
  }

  TEST("100000 nested parentheses: 'too deeply nested', no crash") {
    size_t depth = 100000;
    char *src = malloc(2 * depth + 128);
    char *q = src + sprintf(src, "entity e is end;\narchitecture a of e is begin x == ");
    memset(q, '(', depth);
    q += depth;
    q += sprintf(q, "1.0");
    memset(q, ')', depth);
    q += depth;
    sprintf(q, "; end;\n");
    parse(&p, src);
    CHECK(p.errors == 1);
    CHECK(said(&p, "error: too deeply nested"));
    CHECK(p.root && p.root->list && p.root->list->kind == AST_ENTITY);
    done(&p);
    free(src);
  }

  TEST("1000 nested parentheses are fine") {
    size_t depth = 1000;
    char *src = malloc(2 * depth + 128);
    char *q = src + sprintf(src, "entity e is end;\narchitecture a of e is begin x == ");
    memset(q, '(', depth);
    q += depth;
    q += sprintf(q, "1.0");
    memset(q, ')', depth);
    q += depth;
    sprintf(q, "; end;\n");
    parse(&p, src);
    CHECK(p.errors == 0);
    AstNode *e = arch_of(&p)->stmts->b;
    int n = 0;
    while (e && e->kind == AST_PAREN) e = e->a, n++;
    CHECK(n == 1000 && e && e->kind == AST_NUM);
    done(&p);
    free(src);
  }

  TEST("an expression of 200000 terms: 'expression too long', then recovery") {
    size_t terms = 200000;
    char *src = malloc(2 * terms + 256);
    char *q = src + sprintf(src, "entity e is end;\narchitecture a of e is begin\n  x == a");
    for (size_t i = 1; i < terms; i++) q += sprintf(q, "+a");
    sprintf(q, ";\n  y == b.c.d + 1.0;\nend;\n");
    parse(&p, src);
    CHECK(p.errors == 1);
    CHECK(said(&p, "t.vhd:3:8: error: expression too long: more than 10000 operators before the next ';'\n"));
    CHECK(arch_of(&p) && ast_count(arch_of(&p)->stmts) == 1 &&
          strcmp(arch_of(&p)->stmts->a->name, "y") == 0);
    done(&p);
    free(src);
  }

  TEST("a 100000-character identifier") {
    size_t len = 100000;
    char *src = malloc(len + 128);
    char *q = src + sprintf(src, "entity e is end;\narchitecture a of e is quantity ");
    memset(q, 'Z', len);
    q += len;
    sprintf(q, " : real; begin end;\n");
    parse(&p, src);
    CHECK(p.errors == 0);
    AstNode *d = arch_of(&p) ? arch_of(&p)->decls : NULL;
    CHECK(d && d->kind == AST_QUANTITY && strlen(d->name) == len && d->name[0] == 'z');
    done(&p);
    free(src);
  }

  TEST("50000 equations: lists grow in linear time") {
    size_t n = 50000, size = n * 24 + 128;
    char *src = malloc(size);
    char *q = src + sprintf(src, "entity e is end;\narchitecture a of e is begin\n");
    for (size_t i = 0; i < n; i++) q += sprintf(q, "x%zu == %zu.0;\n", i, i);
    sprintf(q, "end;\n");
    parse(&p, src);
    CHECK(p.errors == 0);
    CHECK(ast_count(arch_of(&p)->stmts) == (int)n);
    done(&p);
    free(src);
  }
}


/* ---- ast.c helpers ---- */
static void ast_helper_tests(void) {
  TEST("ast lists: O(1) append of nodes and chains, concat, count") {
    Arena *a = arena_new();
    AstNode *x = ast_name(a, LOC_NONE, "x"), *y = ast_name(a, LOC_NONE, "y");
    AstNode *z = ast_name(a, LOC_NONE, "z"), *w = ast_name(a, LOC_NONE, "w");
    AstList l = {0};
    CHECK(ast_list_append(l, NULL).head == NULL);
    l = ast_list_one(x);
    y->next = z;   /* a chain is appended whole */
    l = ast_list_append(l, y);
    CHECK(l.count == 3 && l.head == x && l.tail == z && ast_count(l.head) == 3);
    AstList m = ast_list_concat(ast_list_one(w), (AstList){0});
    l = ast_list_concat(l, m);
    CHECK(l.count == 4 && l.tail == w && ast_count(l.head) == 4);
    CHECK(ast_list_concat((AstList){0}, m).head == w);
    CHECK(ast_count(NULL) == 0);
    arena_free(&a);
  }

  TEST("ast_lower, ast_unary, ast_binary") {
    Arena *a = arena_new();
    CHECK(strcmp(ast_lower(a, "AbC_9xYZ", 5), "abc_9") == 0);
    AstNode *x = ast_name(a, (Loc){0, 4, 1}, "x");
    AstNode *u = ast_unary(a, (Loc){0, 3, 1}, OP_NEG, x);
    AstNode *b = ast_binary(a, (Loc){0, 5, 1}, OP_POW, u, x);
    CHECK(u->kind == AST_UNARY && u->op == OP_NEG && u->a == x && u->loc.off == 3);
    CHECK(b->kind == AST_BINARY && b->op == OP_POW && b->a == u && b->b == x && !b->next);
    arena_free(&a);
  }

  TEST("kind and operator names") {
    int named = 1;
    for (int k = 0; k < AST_KIND_COUNT; k++)
      named &= strcmp(ast_kind_name((AstKind)k), "unknown construct") != 0;
    CHECK(named);
    CHECK(strcmp(ast_kind_name(AST_PROCESS), "process statement") == 0);
    CHECK(strcmp(ast_kind_name(AST_ENTITY), "entity declaration") == 0);
    CHECK(strcmp(ast_kind_name(AST_KIND_COUNT), "unknown construct") == 0);
    CHECK(strcmp(ast_op_name(OP_POW), "**") == 0 && strcmp(ast_op_name(OP_AND), "and") == 0);
    CHECK(strcmp(ast_op_name(OP_NE), "/=") == 0 && strcmp(ast_op_name(OP_NOT), "not") == 0);
  }

  TEST("ast_dump: NULL, indentation, interface attributes") {
    char *s = dump(NULL);
    CHECK(strcmp(s, "()\n") == 0);
    free(s);
    Parsed p;
    parse(&p, "entity e is port (quantity q : out real := 1.0); end;");
    CHECK(dump_is(p.unit->ports, "(IFACE q class=quantity mode=out\n"
                                 "  a: (NAME real)\n"
                                 "  b: (NUM real 1))\n"));
    done(&p);
  }
}

int main(void) {
  Parsed p;
  setvbuf(stdout, NULL, _IOLBF, 0);   /* keep the report if a case crashes */

  TEST("seed model: the whole tree") {
    parse(&p, seed);
    CHECK(p.errors == 0);
    CHECK(dump_is(p.root, seed_tree));
    done(&p);
  }

  TEST("seed model: locations") {
    parse(&p, seed);
    AstNode *ent = p.unit, *arch = nth(p.unit, 1);
    CHECK(at(&p, ent->loc, 3, 8));
    CHECK(at(&p, ent->ctx->loc, 1, 9));
    CHECK(at(&p, ent->generics->loc, 4, 12));
    CHECK(at(&p, ent->generics->next->loc, 4, 15));
    CHECK(at(&p, ent->ports->loc, 5, 18));
    CHECK(at(&p, ent->ports->next->loc, 5, 21));
    CHECK(at(&p, arch->loc, 7, 14));
    AstNode *bq = arch->decls;
    CHECK(at(&p, bq->loc, 8, 3));
    CHECK(at(&p, bq->list->loc, 8, 12));
    CHECK(at(&p, bq->list->next->loc, 8, 25));
    CHECK(at(&p, bq->a->loc, 8, 40));
    CHECK(at(&p, bq->b->loc, 8, 45));
    AstNode *eq = arch->stmts;
    CHECK(at(&p, eq->loc, 10, 3));
    CHECK(at(&p, eq->b->loc, 10, 32));              /* binary '-' */
    CHECK(at(&p, eq->b->a->loc, 10, 13));           /* unary '-' */
    CHECK(at(&p, eq->b->a->a->loc, 10, 14));        /* ( */
    CHECK(at(&p, eq->b->a->a->a->loc, 10, 16));     /* * */
    CHECK(at(&p, eq->b->a->a->a->b->loc, 10, 27));  /* outer DOT */
    CHECK(at(&p, eq->b->a->a->a->b->a->loc, 10, 23));
    CHECK(eq->b->loc.len == 1);
    done(&p);
  }

  unit_tests();
  declaration_tests();
  statement_tests();
  expression_tests();
  error_tests();
  robustness_tests();
  ast_helper_tests();
  return CHECK_DONE();
}
