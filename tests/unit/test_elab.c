/*
 * test_elab.c - unit tests of the library manager and elaboration: from
 * VHDL-AMS source in memory to the DAE.  Residuals are checked by
 * evaluating them at chosen x, x' and comparing with values computed by
 * hand; errors by their exact file:line:col and words.
 */
#define _GNU_SOURCE
#include "check.h"
#include "dae.h"
#include "diag.h"
#include "elab.h"
#include "lib.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

typedef struct Fix {
  Diag *d;
  Arena *a;
  Lib *l;
  Dae *dae;
  FILE *ms;
  char *msg;
  size_t len;
} Fix;

/* Analyses src as file "t.vhd" and elaborates it (top NULL: default). */
static Dae *build(Fix *f, const char *src, const char *top) {
  memset(f, 0, sizeof *f);
  f->d = diag_new();
  f->ms = open_memstream(&f->msg, &f->len);
  diag_set_stream(f->d, f->ms);
  f->a = arena_new();
  f->l = lib_new(f->d, f->a, VAMSIM_STDLIB);
  int id = diag_add_file(f->d, "t.vhd", src, strlen(src));
  if (lib_analyse(f->l, id) == 0) f->dae = elab_design(f->l, f->d, top);
  fflush(f->ms);
  return f->dae;
}

static void done(Fix *f) {
  elab_free(&f->dae);
  lib_free(&f->l);
  arena_free(&f->a);
  diag_free(&f->d);
  fclose(f->ms);
  free(f->msg);
}

/* Messages printed so far contain s. */
static int said(Fix *f, const char *s) {
  fflush(f->ms);
  return f->msg && strstr(f->msg, s) != NULL;
}

static int var_of(const Dae *dae, const char *name) {
  for (int i = 0; dae && i < dae->nvar; i++)
    if (strcmp(dae->var[i].name, name) == 0) return i;
  return -1;
}

static int count_kind(const Dae *dae, DaeVarKind k) {
  int n = 0;
  for (int i = 0; i < dae->nvar; i++) n += dae->var[i].kind == k;
  return n;
}

/* The k-th equation of kind kind (or with var == v for KCL/AUX when v >= 0). */
static int eq_of(const Dae *dae, DaeEqKind kind, int v, int k) {
  for (int i = 0; i < dae->neq; i++)
    if (dae->eq[i].kind == kind && (v < 0 || dae->eq[i].var == v) && k-- == 0) return i;
  return -1;
}

static double res(const Dae *dae, int eq, const double *x, const double *xd) {
  return expr_eval(dae->pool, dae->eq[eq].expr, x, xd, 0.0, 1, NULL);
}

static int out_of(const Dae *dae, const char *name) {
  for (int i = 0; i < dae->nout; i++)
    if (strcmp(dae->out[i].name, name) == 0) return i;
  return -1;
}

/* Natures for tests that do not need the standard library. */
#define NATURES                                                                \
  "package nat is\n"                                                           \
  "  subtype voltage is real;\n"                                               \
  "  subtype current is real;\n"                                               \
  "  nature electrical is voltage across current through electrical_ref reference;\n" \
  "  subtype displacement is real tolerance \"d\";\n"                          \
  "  subtype force is real;\n"                                                 \
  "  nature kinematic is displacement across force through kinematic_ref reference;\n" \
  "  alias ground is electrical_ref;\n"                                        \
  "end package nat;\n"

static void test_kcl(void) {
  TEST("kcl signs and branch quantities") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"
                     "entity top is end entity;\n"
                     "architecture a of top is\n"
                     "  terminal n1, n2 : electrical;\n"
                     "  quantity v across i through n1 to n2;\n"
                     "  quantity v2 across i2 through n2;\n"
                     "  quantity v3 across i3 through n1 to ground;\n"
                     "begin\n"
                     "  v == 2.0 * i;\n"
                     "  v2 == 3.0 * i2 + 1.0;\n"
                     "  i3 == 0.5 * v3;\n"
                     "end architecture;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    CHECK(dae->nvar == 5);
    CHECK(dae->neq == 5);
    int n1 = var_of(dae, "n1"), n2 = var_of(dae, "n2"), i = var_of(dae, "i"),
        i2 = var_of(dae, "i2"), i3 = var_of(dae, "i3");
    CHECK(n1 >= 0 && n2 >= 0 && i >= 0 && i2 >= 0 && i3 >= 0);
    CHECK(dae->var[n1].kind == DAE_ACROSS && dae->var[i].kind == DAE_THROUGH);
    CHECK(dae->var[n1].nature && strcmp(dae->var[n1].nature, "electrical") == 0);
    double x[5];
    x[n1] = 5; x[n2] = 2; x[i] = 7; x[i2] = 11; x[i3] = 13;
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_KCL, n1, 0), x, NULL), 7 + 13, 0, 1e-12);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_KCL, n2, 0), x, NULL), -7 + 11, 0, 1e-12);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 0), x, NULL), (5 - 2) - 14, 0, 1e-12);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), x, NULL), 2 - 33 - 1, 0, 1e-12);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 2), x, NULL), 13 - 2.5, 0, 1e-12);
    CHECK(dae->nout == 8);
    CHECK(strcmp(dae->out[0].name, "n1") == 0 && strcmp(dae->out[1].name, "n2") == 0);
    CHECK(strcmp(dae->out[2].name, "v") == 0 && strcmp(dae->out[3].name, "i") == 0);
    CHECK_NEAR(expr_eval(dae->pool, dae->out[2].expr, x, NULL, 0, 1, NULL), 3, 0, 1e-12);
    done(&f);
  }
}

#define SEED                                                                   \
  "ENTITY inertia_trans IS\n"                                                  \
  "  GENERIC (m, g: REAL);\n"                                                  \
  "  PORT (TERMINAL p, n: kinematic);\n"                                       \
  "END ENTITY inertia_trans;\n"                                                \
  "ARCHITECTURE behav OF inertia_trans IS\n"                                   \
  "  QUANTITY tdisp ACROSS tforce THROUGH p TO n;\n"                           \
  "BEGIN\n"                                                                    \
  "  tforce == -(m*tdisp'DOT'DOT) - (m*g);\n"                                  \
  "END ARCHITECTURE behav;\n"

#define SEED_REST(CTX)                                                         \
  CTX "entity spring is generic (k : real); port (terminal p, n : kinematic); end entity;\n" \
  "architecture a of spring is\n"                                              \
  "  quantity x across f through p to n;\n"                                    \
  "begin\n"                                                                    \
  "  f == -k * x;\n"                                                           \
  "end architecture;\n"                                                        \
  CTX "entity force_src is generic (f0 : real); port (terminal p : kinematic); end;\n" \
  "architecture a of force_src is\n"                                           \
  "  quantity f through p;\n"                                                  \
  "begin\n"                                                                    \
  "  f == f0;\n"                                                               \
  "end;\n"                                                                     \
  CTX "entity seed_top is end;\n"                                                  \
  "architecture s of seed_top is\n"                                            \
  "  terminal x1 : kinematic;\n"                                               \
  "begin\n"                                                                    \
  "  m1 : entity work.inertia_trans generic map (m => 2.0, g => 9.81)\n"       \
  "       port map (p => x1, n => kinematic_ref);\n"                           \
  "  k1 : entity work.spring generic map (k => 100.0) port map (x1, kinematic_ref);\n" \
  "  f1 : entity work.force_src generic map (f0 => 5.0) port map (p => x1);\n" \
  "end;\n"

/* The seed model: a mass on a spring pushed by a constant force. */
static void check_seed(Fix *f, Dae *dae) {
  CHECK(dae != NULL);
  if (!dae) { printf("%s", f->msg); return; }
  CHECK(dae->nvar == 5);
  CHECK(dae->neq == 5);
  int x1 = var_of(dae, "x1"), tf = var_of(dae, "m1.tforce"), y = var_of(dae, "m1.tdisp'dot"),
      kf = var_of(dae, "k1.f"), ff = var_of(dae, "f1.f");
  CHECK(x1 >= 0 && tf >= 0 && y >= 0 && kf >= 0 && ff >= 0);
  if (x1 < 0 || tf < 0 || y < 0 || kf < 0 || ff < 0) return;
  CHECK(dae->var[y].kind == DAE_AUX_DOT);
  double x[5] = {0}, xd[5] = {0};
  x[x1] = 0.25; x[tf] = 3; x[y] = 4; x[kf] = 6; x[ff] = 10;
  xd[y] = 0.5; xd[x1] = 1.5;
  int e = eq_of(dae, DAE_EQ_SIMUL, -1, 0);
  CHECK(strcmp(dae->eq[e].where, "m1") == 0);
  CHECK_NEAR(res(dae, e, x, xd), 3 - (-(2 * 0.5) - 2 * 9.81), 1e-12, 1e-12);
  CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_AUX, y, 0), x, xd), 4 - 1.5, 0, 1e-12);
  CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), x, xd), 6 + 100 * 0.25, 0, 1e-12);
  CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 2), x, xd), 10 - 5, 0, 1e-12);
  CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_KCL, x1, 0), x, xd), 3 + 6 + 10, 0, 1e-12);
  CHECK(dae->nout == 6);
  CHECK(out_of(dae, "x1") == 0 && out_of(dae, "m1.tdisp") == 1 && out_of(dae, "m1.tforce") == 2);
  CHECK(out_of(dae, "k1.x") == 3 && out_of(dae, "k1.f") == 4 && out_of(dae, "f1.f") == 5);
}

static void test_seed(void) {
  TEST("seed model with inline natures") {
    Fix f;
    Dae *dae = build(&f, NATURES "use work.nat.all;\n" SEED SEED_REST("use work.nat.all;\n"), NULL);
    check_seed(&f, dae);
    done(&f);
  }
  TEST("seed model with library disciplines") {
    Fix f;
    Dae *dae = build(&f, "LIBRARY disciplines;\nUSE disciplines.Kinematic_system.all;\n" SEED
                     SEED_REST("library disciplines; use disciplines.kinematic_system.all;\n"),
                     "seed_top");
    check_seed(&f, dae);
    done(&f);
  }
}

static void test_hierarchy(void) {
  TEST("hierarchy, generics flowing down, port aliasing") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"
                     "entity leaf is generic (k : real := 1.0); port (terminal a : electrical); end;\n"
                     "architecture x of leaf is\n"
                     "  quantity v across i through a;\n"
                     "begin\n"
                     "  i == k * v;\n"
                     "end;\n"
                     "use work.nat.all;\n"
                     "entity mid is generic (g : real; h : real := g + 1.0); port (terminal p : electrical); end;\n"
                     "architecture x of mid is\n"
                     "  terminal inner : electrical;\n"
                     "  constant c : real := 2.0 * h;\n"
                     "begin\n"
                     "  l1 : entity work.leaf generic map (k => c * g) port map (a => p);\n"
                     "  l2 : entity work.leaf port map (a => inner);\n"
                     "end;\n"
                     "use work.nat.all;\n"
                     "entity top is end;\n"
                     "architecture x of top is\n"
                     "  terminal t : electrical;\n"
                     "begin\n"
                     "  m : entity work.mid generic map (g => 3.0) port map (p => t);\n"
                     "end;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    CHECK(dae->nvar == 4);
    int t = var_of(dae, "t"), inner = var_of(dae, "m.inner"), i1 = var_of(dae, "m.l1.i"),
        i2 = var_of(dae, "m.l2.i");
    CHECK(t >= 0 && inner >= 0 && i1 >= 0 && i2 >= 0);
    CHECK(var_of(dae, "m.p") < 0 && var_of(dae, "m.l1.a") < 0);
    double x[4];
    x[t] = 1; x[inner] = 2; x[i1] = 100; x[i2] = 10;
    int e1 = eq_of(dae, DAE_EQ_SIMUL, -1, 0), e2 = eq_of(dae, DAE_EQ_SIMUL, -1, 1);
    CHECK(strcmp(dae->eq[e1].where, "m.l1") == 0 && strcmp(dae->eq[e2].where, "m.l2") == 0);
    CHECK_NEAR(res(dae, e1, x, NULL), 100 - 2 * 4 * 3 * 1, 0, 1e-12);   /* k = c*g = 2*(3+1)*3 */
    CHECK_NEAR(res(dae, e2, x, NULL), 10 - 1 * 2, 0, 1e-12);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_KCL, t, 0), x, NULL), 100, 0, 0);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_KCL, inner, 0), x, NULL), 10, 0, 0);
    CHECK(out_of(dae, "t") == 0 && out_of(dae, "m.l1.v") == 1 && out_of(dae, "m.l2.i") == 4);
    done(&f);
  }
  TEST("component instantiation with default binding and open ports") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"
                     "entity res is generic (r : real := 1.0); port (terminal a, b : electrical); end;\n"
                     "architecture x of res is quantity v across i through a to b; begin v == r * i; end;\n"
                     "use work.nat.all;\n"
                     "entity top is end;\n"
                     "architecture x of top is\n"
                     "  component res is generic (r : real := 5.0); port (terminal a, b : electrical); end component;\n"
                     "  terminal t : electrical;\n"
                     "begin\n"
                     "  r1 : res port map (t, open);\n"
                     "  r2 : component res generic map (r => 2.0) port map (b => electrical_ref, a => t);\n"
                     "end;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    CHECK(dae->nvar == 4);
    int t = var_of(dae, "t"), b = var_of(dae, "r1.b"), i1 = var_of(dae, "r1.i"), i2 = var_of(dae, "r2.i");
    CHECK(t >= 0 && b >= 0 && i1 >= 0 && i2 >= 0);
    double x[4];
    x[t] = 3; x[b] = 1; x[i1] = 1; x[i2] = 1;
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 0), x, NULL), 2 - 5, 0, 1e-12);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), x, NULL), 3 - 2, 0, 1e-12);
    done(&f);
  }
}

static void test_quantity_ports(void) {
  TEST("quantity ports: in expressions, out aliasing, open out") {
    Fix f;
    Dae *dae = build(&f,
                     "entity gain is generic (k : real);\n"
                     "  port (quantity u : in real; quantity y : out real; quantity z : out real); end;\n"
                     "architecture a of gain is begin y == k * u; z == u'dot; end;\n"
                     "entity top is end;\n"
                     "architecture a of top is\n"
                     "  quantity x, w : real;\n"
                     "begin\n"
                     "  x == sin(now);\n"
                     "  g1 : entity work.gain generic map (2.0) port map (u => x + 1.0, y => w, z => open);\n"
                     "end;\n"
                     "package p is function sin(x : real) return real; end package;\n"
                     "package body p is function sin(x : real) return real is begin return x; end; end package body;\n",
                     "top");
    CHECK(dae == NULL);   /* sin is not visible without a use clause */
    CHECK(said(&f, "t.vhd:8:8: error: 'sin' is not declared"));
    done(&f);
    dae = build(&f,
                "entity gain is generic (k : real);\n"
                "  port (quantity u : in real; quantity y : out real; quantity z : out real); end;\n"
                "architecture a of gain is begin y == k * u; z == u'dot; end;\n"
                "library ieee; use ieee.math_real.all;\n"
                "entity top is end;\n"
                "architecture a of top is\n"
                "  quantity x, w : real;\n"
                "begin\n"
                "  x == sin(now);\n"
                "  g1 : entity work.gain generic map (2.0) port map (u => x + 1.0, y => w, z => open);\n"
                "end;\n", "top");
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    CHECK(dae->nvar == 3);
    int x = var_of(dae, "x"), w = var_of(dae, "w"), z = var_of(dae, "g1.z");
    CHECK(x >= 0 && w >= 0 && z >= 0);
    double v[3], vd[3] = {0};
    v[x] = 2; v[w] = 7; v[z] = 1;
    vd[x] = 4;
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), v, vd), 7 - 2 * 3, 0, 1e-12);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 2), v, vd), 1 - 4, 0, 1e-12);
    CHECK(out_of(dae, "g1.z") == 2 && out_of(dae, "g1.y") < 0 && out_of(dae, "g1.u") < 0);
    done(&f);
  }
}

static void test_nature_mismatch(void) {
  TEST("nature mismatch error at the actual") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"                               /* 10 */
                     "entity m is port (terminal p : kinematic); end;\n" /* 11 */
                     "architecture a of m is begin end;\n"               /* 12 */
                     "use work.nat.all;\n"                               /* 13 */
                     "entity top is end;\n"                              /* 14 */
                     "architecture a of top is\n"                        /* 15 */
                     "  terminal n1 : electrical;\n"                     /* 16 */
                     "begin\n"                                           /* 17 */
                     "  u1 : entity work.m port map (p => n1);\n"        /* 18 */
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:18:37: error: terminal 'n1' of nature 'electrical' cannot be connected "
                   "to port 'p' of nature 'kinematic'"));
    done(&f);
  }
  TEST("branch between terminals of different natures") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"
                     "entity top is end;\n"
                     "architecture a of top is\n"
                     "  terminal n1 : electrical; terminal k : kinematic;\n"
                     "  quantity v across n1 to k;\n"
                     "begin end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:14:27: error: the terminals of a branch must have the same nature"));
    done(&f);
  }
}

static void test_name_errors(void) {
  TEST("unknown entity, generic, port, missing generic") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"                                                 /* 10 */
                     "entity r is generic (k : real); port (terminal a : electrical); end;\n" /* 11 */
                     "architecture x of r is begin end;\n"                                 /* 12 */
                     "use work.nat.all;\n"                                                 /* 13 */
                     "entity top is end;\n"                                                /* 14 */
                     "architecture x of top is\n"                                          /* 15 */
                     "  terminal t : electrical;\n"                                        /* 16 */
                     "begin\n"                                                             /* 17 */
                     "  u1 : entity work.nothere port map (a => t);\n"                     /* 18 */
                     "  u2 : entity work.r generic map (kk => 1.0) port map (a => t);\n"   /* 19 */
                     "  u3 : entity work.r generic map (k => 1.0) port map (b => t);\n"    /* 20 */
                     "  u4 : entity work.r port map (a => t);\n"                           /* 21 */
                     "  u5 : entity work.r generic map (1.0, 2.0) port map (t);\n"         /* 22 */
                     "  u6 : entity work.r generic map (k => 1.0, k => 2.0) port map (t);\n" /* 23 */
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:18:20: error: entity 'nothere' not found in library 'work'"));
    CHECK(said(&f, "t.vhd:19:35: error: 'kk' is not a generic of entity 'r'"));
    CHECK(said(&f, "t.vhd:20:55: error: 'b' is not a port of entity 'r'"));
    CHECK(said(&f, "t.vhd:21:3: error: generic 'k' of entity 'r' has no value"));
    CHECK(said(&f, "t.vhd:22:40: error: too many actuals in the generic map"));
    CHECK(said(&f, "t.vhd:23:45: error: generic 'k' is associated more than once"));
    done(&f);
  }
  TEST("unknown library, top generic without default, unknown top") {
    Fix f;
    Dae *dae = build(&f, "library nolib;\nentity top is generic (g : real); end;\n"
                     "architecture a of top is begin end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:1:9: error: library 'nolib' not found (searched folder '"));
    CHECK(said(&f, "stdlib/nolib"));
    CHECK(said(&f, "t.vhd:2:24: error: top entity 'top' has generic 'g' without a default value"));
    done(&f);
    dae = build(&f, "entity top is end;\narchitecture a of top is begin end;\n", "other");
    CHECK(dae == NULL && said(&f, "top entity 'other' not found"));
    done(&f);
  }
  TEST("duplicate declarations") {
    Fix f;
    Dae *dae = build(&f, "entity top is end;\n"
                     "architecture a of top is\n"
                     "  quantity x : real;\n"
                     "  constant x : real := 1.0;\n"
                     "begin x == 1.0; end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:4:12: error: duplicate declaration of 'x'"));
    CHECK(said(&f, "t.vhd:3:12: note: 'x' is first declared here"));
    done(&f);
  }
}

static void test_types(void) {
  TEST("2 * x is a type error with a hint") {
    Fix f;
    Dae *dae = build(&f, "entity top is end;\n"
                     "architecture a of top is\n"
                     "  quantity x : real;\n"
                     "begin\n"
                     "  x == 2 * x + 1.0;\n"
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:5:8: error: operator \"*\" is not defined for integer and real"));
    CHECK(said(&f, "use a real literal such as 2.0"));
    done(&f);
  }
  TEST("time, now, conversions, integer arithmetic") {
    Fix f;
    Dae *dae = build(&f, "entity top is end;\n"
                     "architecture a of top is\n"
                     "  constant n : integer := 7 / 2 + 7 mod 3 + (-7) rem 3;\n"
                     "  constant t0 : time := 2 ms + 500 us;\n"
                     "  constant r : real := t0 / 1 ms;\n"
                     "  quantity x, y : real;\n"
                     "begin\n"
                     "  x == real(n) + r + real(integer(2.6));\n"
                     "  y == now + t0;\n"
                     "end;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    double x[2] = {0, 0};
    /* n = 3 + 1 + (-1) = 3; r = 2.5; integer(2.6) = 3 */
    CHECK_NEAR(-res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 0), x, NULL), 3 + 2.5 + 3, 0, 1e-12);
    CHECK_NEAR(-expr_eval(dae->pool, dae->eq[1].expr, x, NULL, 1.0, 1, NULL), 1.0025, 0, 1e-12);
    done(&f);
  }
}

static void test_simul_if(void) {
  TEST("simultaneous if and case become SELECT") {
    Fix f;
    Dae *dae = build(&f, "entity top is end;\n"
                     "architecture a of top is\n"
                     "  quantity x, y, z : real;\n"
                     "  constant mode : integer := 2;\n"
                     "begin\n"
                     "  if x > 1.0 use y == 2.0 * x;\n"
                     "  elsif x < -1.0 use y == -x;\n"
                     "  else if mode = 3 use null; y == 0.0; else y == x; end use;\n"
                     "  end use;\n"
                     "  case domain use\n"
                     "    when quiescent_domain => z == 1.0;\n"
                     "    when others => z == x;\n"
                     "  end case;\n"
                     "  x == 3.0;\n"
                     "end;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    CHECK(dae->neq == 3);
    int e = eq_of(dae, DAE_EQ_SIMUL, -1, 0);
    double x[3] = {2, 3, 0};
    CHECK_NEAR(res(dae, e, x, NULL), 3 - 4, 0, 1e-12);
    x[0] = -2;
    CHECK_NEAR(res(dae, e, x, NULL), 3 - 2, 0, 1e-12);
    x[0] = 0.5;
    CHECK_NEAR(res(dae, e, x, NULL), 3 - 0.5, 0, 1e-12);
    int c = eq_of(dae, DAE_EQ_SIMUL, -1, 1);
    x[2] = 5;
    CHECK_NEAR(expr_eval(dae->pool, dae->eq[c].expr, x, NULL, 0, 0, NULL), 4, 0, 1e-12);
    CHECK_NEAR(expr_eval(dae->pool, dae->eq[c].expr, x, NULL, 0, 1, NULL), 4.5, 0, 1e-12);
    done(&f);
  }
  TEST("simultaneous if with different equation counts") {
    Fix f;
    Dae *dae = build(&f, "entity top is end;\n"
                     "architecture a of top is\n"
                     "  quantity x, y : real;\n"
                     "begin\n"
                     "  if x > 1.0 use y == 2.0; x == 1.0; else y == 1.0; end use;\n"
                     "  if x > 1.0 use y == 2.0; end use;\n"
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:5:38: error: the branches of this simultaneous if give different numbers "
                   "of equations: the else branch gives 1 equation, the first branch gives 2 equations"));
    CHECK(said(&f, "t.vhd:5:3: note: the first branch is here"));
    CHECK(said(&f, "t.vhd:6:3: error: simultaneous if without else must"));
    done(&f);
  }
}

static void test_attributes(void) {
  TEST("'dot'dot creates one auxiliary, 'integ another") {
    Fix f;
    Dae *dae = build(&f, "entity top is end;\n"
                     "architecture a of top is\n"
                     "  quantity x, y, z : real;\n"
                     "begin\n"
                     "  x'dot'dot == -x;\n"
                     "  y == x'dot'dot + x'dot;\n"
                     "  z == y'integ + y'integ;\n"
                     "  break x => 1.0, x'dot => 0.5, y'dot => 2.0;\n"
                     "end;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    CHECK(count_kind(dae, DAE_AUX_DOT) == 1);
    CHECK(count_kind(dae, DAE_AUX_INTEG) == 1);
    CHECK(dae->nvar == 5 && dae->neq == 5);
    int x = var_of(dae, "x"), y = var_of(dae, "y"), xd = var_of(dae, "x'dot"), yi = var_of(dae, "y'integ");
    CHECK(x >= 0 && y >= 0 && xd >= 0 && yi >= 0);
    double v[5] = {0}, vd[5] = {0};
    v[x] = 1; v[y] = 2; v[xd] = 3; v[yi] = 4;
    vd[x] = 5; vd[xd] = 6; vd[yi] = 7;
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_AUX, xd, 0), v, vd), 3 - 5, 0, 0);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_AUX, yi, 0), v, vd), 7 - 2, 0, 0);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), v, vd), 2 - (6 + 5), 0, 0);
    CHECK(dae->nbreak == 3);
    CHECK(dae->brk[0].var == x && dae->brk[0].deriv == 0 && dae->brk[0].value == 1.0);
    CHECK(dae->brk[1].var == xd && dae->brk[1].deriv == 0 && dae->brk[1].value == 0.5);
    CHECK(dae->brk[2].var == y && dae->brk[2].deriv == 1 && dae->brk[2].value == 2.0);
    CHECK(dae->nout == 3);
    done(&f);
  }
  TEST("attribute errors") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"
                     "entity top is end;\n"
                     "architecture a of top is\n"
                     "  terminal p, q : electrical;\n"
                     "  quantity v across p to q;\n"
                     "  quantity x : real;\n"
                     "begin\n"
                     "  x == p'dot;\n"                 /* 17 */
                     "  x == x'delayed(1.0);\n"        /* 18 */
                     "  break v => 0.0;\n"             /* 19 */
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:17:8: error: 'dot applies to quantities; 'p' is a terminal"));
    CHECK(said(&f, "error: not supported yet: attribute 'delayed"));
    CHECK(said(&f, "t.vhd:19:9: error: not supported yet: break on 'v'"));
    done(&f);
  }
}

static void test_functions(void) {
  TEST("math_real mapping and user functions") {
    Fix f;
    Dae *dae = build(&f, "library ieee; use ieee.math_real.all;\n"
                     "package fns is\n"
                     "  function sq (a : real; b : real := 1.0) return real;\n"
                     "  function sat (v : real) return real;\n"
                     "end package;\n"
                     "package body fns is\n"
                     "  function sq (a : real; b : real := 1.0) return real is\n"
                     "    constant two : real := 2.0;\n"
                     "  begin return a * a + two * b; end function;\n"
                     "  function sat (v : real) return real is begin\n"
                     "    if v > 1.0 then return 1.0; elsif v < -1.0 then return -1.0; end if;\n"
                     "    return v;\n"
                     "  end function;\n"
                     "end package body;\n"
                     "library ieee; use ieee.math_real.all; use work.fns.all;\n"
                     "entity top is end;\n"
                     "architecture a of top is\n"
                     "  quantity x, y, z : real;\n"
                     "begin\n"
                     "  y == sin(x) + log(x, 2.0) + arctan(x, 1.0) + realmax(x, 1.0) + math_pi + x ** 1.5;\n"
                     "  z == sq(x) + sq(b => 3.0, a => x) + sat(x);\n"
                     "  x == exp(1.0);\n"
                     "end;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    double v[3] = {0.7, 0, 0};
    double want = sin(0.7) + log(0.7) / log(2.0) + atan2(0.7, 1.0) + 1.0 + 3.14159265358979323846 + pow(0.7, 1.5);
    CHECK_NEAR(-res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 0), v, NULL), want, 1e-14, 1e-14);
    CHECK_NEAR(-res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), v, NULL), 0.49 + 2 + 0.49 + 6 + 0.7, 1e-14, 0);
    v[0] = 3;
    CHECK_NEAR(-res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), v, NULL), 9 + 2 + 9 + 6 + 1, 1e-14, 0);
    CHECK_NEAR(-res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 2), v, NULL), exp(1.0) - 3, 1e-14, 0);
    done(&f);
  }
  TEST("recursive function and unsupported statements") {
    Fix f;
    Dae *dae = build(&f, "entity top is end;\n"
                     "architecture a of top is\n"
                     "  function r (v : real) return real is begin return r(v); end function;\n"
                     "  quantity x : real;\n"
                     "  signal s : real;\n"
                     "begin\n"
                     "  x == r(x);\n"
                     "  p : process begin wait; end process;\n"
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "not supported yet: recursive function 'r'"));
    CHECK(said(&f, "t.vhd:5:10: error: not supported yet: signal declarations ('s')"));
    CHECK(said(&f, "error: not supported yet: process statements"));
    done(&f);
  }
}

static void test_robustness(void) {
  TEST("self-instantiation and deep nesting are errors") {
    Fix f;
    Dae *dae = build(&f, "entity selfie is end;\n"
                     "architecture a of selfie is begin u : entity work.selfie; end;\n", NULL);
    CHECK(dae == NULL && said(&f, "instantiates itself"));
    done(&f);
    size_t n = 5000;
    char *src = xmalloc(n * 4 + 200);
    strcpy(src, "entity top is end;\narchitecture a of top is quantity x : real; begin x == ");
    size_t len = strlen(src);
    for (size_t i = 0; i < n; i++) src[len++] = '(';
    src[len++] = 'x';
    for (size_t i = 0; i < n; i++) src[len++] = ')';
    strcpy(src + len, "; end;\n");
    dae = build(&f, src, NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "too deeply nested"));
    done(&f);
    strcpy(src, "entity top is end;\narchitecture a of top is quantity x : real; begin x == 1.0");
    len = strlen(src);
    for (int i = 0; i < 900; i++) len += (size_t)sprintf(src + len, " + x");
    strcpy(src + len, "; end;\n");
    dae = build(&f, src, NULL);   /* a long sum is not too deep */
    CHECK(dae != NULL);
    if (dae) {
      double x[1] = {2};
      CHECK_NEAR(res(dae, 0, x, NULL), 2 - 1 - 900 * 2, 0, 0);
    }
    done(&f);
    free(src);
  }
}

static void test_chain(void) {
  TEST("a chain of 10000 instances elaborates fast") {
    int n = 10000;
    size_t cap = (size_t)n * 80 + 4096, len = 0;
    char *src = xmalloc(cap);
    len += (size_t)sprintf(src + len, "%s", NATURES
                           "use work.nat.all;\n"
                           "entity r is generic (k : real := 1.0); port (terminal a, b : electrical); end;\n"
                           "architecture x of r is quantity v across i through a to b; begin v == k * i; end;\n"
                           "use work.nat.all;\n"
                           "entity top is end;\n"
                           "architecture x of top is\n");
    len += (size_t)sprintf(src + len, "  terminal t0");
    for (int i = 1; i <= n; i++) len += (size_t)sprintf(src + len, ", t%d", i);
    len += (size_t)sprintf(src + len, " : electrical;\nbegin\n");
    for (int i = 0; i < n; i++)
      len += (size_t)sprintf(src + len, "  u%d : entity work.r port map (t%d, t%d);\n", i, i, i + 1);
    sprintf(src + len, "end;\n");
    clock_t c0 = clock();
    Fix f;
    Dae *dae = build(&f, src, NULL);
    double secs = (double)(clock() - c0) / CLOCKS_PER_SEC;
    CHECK(dae != NULL);
    if (dae) CHECK(dae->nvar == 2 * n + 1 && dae->neq == 2 * n + 1);
    CHECK(secs < 5.0);
    printf("  (10000 instances: %.3f s)\n", secs);
    done(&f);
    free(src);
  }
}

/* Writes text to dir/name (creating dir). */
static void write_file(const char *dir, const char *name, const char *text) {
  char path[512];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *fp = fopen(path, "w");
  if (fp) {
    fputs(text, fp);
    fclose(fp);
  }
}

/* Like build, with a stdlib directory of the caller's choice. */
static Dae *build_with(Fix *f, const char *stdlib, const char *src, const char *top) {
  memset(f, 0, sizeof *f);
  f->d = diag_new();
  f->ms = open_memstream(&f->msg, &f->len);
  diag_set_stream(f->d, f->ms);
  f->a = arena_new();
  f->l = lib_new(f->d, f->a, stdlib);
  int id = diag_add_file(f->d, "t.vhd", src, strlen(src));
  if (lib_analyse(f->l, id) == 0) f->dae = elab_design(f->l, f->d, top);
  fflush(f->ms);
  return f->dae;
}

static void test_models(void) {
  TEST("model library fallback; the user's definition wins") {
    char dir[] = "/tmp/vamsim_elab_XXXXXX";
    if (!mkdtemp(dir)) { CHECK(0); continue; }
    char models[600];
    snprintf(models, sizeof models, "%s/Models", dir);   /* folder names match case-insensitively */
    mkdir(models, 0700);
    write_file(models, "a_nat.vhd", "package mnat is subtype d is real; subtype f is real;\n"
               "nature kin is d across f through kin_ref reference; end package;\n");
    write_file(models, "b_mass.vhd", "use work.mnat.all;\n"
               "entity mass_t is generic (m : real := 1.0); port (terminal p : kin); end;\n"
               "architecture ideal of mass_t is quantity x across fm through p;\n"
               "begin fm == m * x'dot'dot; end;\n");
    const char *design = "library models; use models.mnat.all;\n"
                         "entity top is end;\n"
                         "architecture a of top is\n"
                         "  component mass_t is generic (m : real); port (terminal p : kin); end component;\n"
                         "  terminal n : kin;\n"
                         "begin\n"
                         "  m1 : entity work.mass_t(ideal) generic map (m => 3.0) port map (p => n);\n"
                         "  m2 : mass_t generic map (m => 4.0) port map (p => n);\n"
                         "end;\n";
    Fix f;
    Dae *dae = build_with(&f, dir, design, NULL);
    CHECK(dae != NULL);
    if (dae) {
      CHECK(var_of(dae, "m1.fm") >= 0 && var_of(dae, "m1.x'dot") >= 0);
      CHECK(count_kind(dae, DAE_AUX_DOT) == 1);   /* both masses share node n: one x'dot */
    } else {
      printf("%s", f.msg);
    }
    done(&f);
    static char mine[4096];
    snprintf(mine, sizeof mine, "%s%s", design,
             "library models; use models.mnat.all;\n"
             "entity mass_t is generic (m : real := 1.0); port (terminal p : kin); end;\n"
             "architecture ideal of mass_t is quantity fm through p; begin fm == m; end;\n");
    dae = build_with(&f, dir, mine, "top");
    CHECK(dae != NULL);
    if (dae) CHECK(count_kind(dae, DAE_AUX_DOT) == 0 && var_of(dae, "m1.fm") >= 0);
    done(&f);
    char path[700];
    snprintf(path, sizeof path, "%s/a_nat.vhd", models);
    remove(path);
    snprintf(path, sizeof path, "%s/b_mass.vhd", models);
    remove(path);
    rmdir(models);
    rmdir(dir);
  }
}

static void test_units(void) {
  TEST("architecture selection, latest architecture, replaced units") {
    Fix f;
    Dae *dae = build(&f, "entity e is port (quantity y : out real); end;\n"
                     "architecture one of e is begin y == 1.0; end;\n"
                     "architecture two of e is begin y == 2.0; end;\n"
                     "entity top is end;\n"
                     "architecture a of top is quantity p, q : real; begin\n"
                     "  u1 : entity work.e(one) port map (y => p);\n"
                     "  u2 : entity work.e port map (y => q);\n"
                     "end;\n"
                     "architecture a of top is quantity p, q, r : real; begin\n"
                     "  u1 : entity work.e(one) port map (y => p);\n"
                     "  u2 : entity work.e port map (y => q);\n"
                     "  r == p + q;\n"
                     "end;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    CHECK(dae->nvar == 3 && dae->neq == 3);
    double x[3] = {0, 0, 0};
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 0), x, NULL), -1, 0, 0);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), x, NULL), -2, 0, 0);
    done(&f);
  }
}

static void test_config(void) {
  TEST("configuration specifications bind components") {
    Fix f;
    Dae *dae = build(&f, "entity e1 is generic (k : real := 1.0); port (quantity y : out real); end;\n"
                     "architecture a of e1 is begin y == k; end;\n"
                     "architecture b of e1 is begin y == 10.0 * k; end;\n"
                     "entity e2 is generic (k : real := 1.0); port (quantity y : out real); end;\n"
                     "architecture a of e2 is begin y == 100.0 * k; end;\n"
                     "entity top is end;\n"
                     "architecture a of top is\n"
                     "  component c is generic (k : real := 2.0); port (quantity y : out real); end component;\n"
                     "  for u1 : c use entity work.e1(a);\n"
                     "  for others : c use entity work.e2;\n"
                     "  quantity p, q : real;\n"
                     "begin\n"
                     "  u1 : c port map (y => p);\n"
                     "  u2 : component c generic map (k => 3.0) port map (y => q);\n"
                     "end;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    double x[2] = {0, 0};
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 0), x, NULL), -2, 0, 0);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), x, NULL), -300, 0, 0);
    done(&f);
  }
}

static void test_misc(void) {
  TEST("case choice lists, 'above, 'reference, port defaults") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"
                     "entity src is generic (v0 : real := 2.0);\n"
                     "  port (quantity u : in real := 0.5; terminal p : electrical); end;\n"
                     "architecture a of src is quantity i through p; begin i == u * v0; end;\n"
                     "use work.nat.all;\n"
                     "entity top is end;\n"
                     "architecture a of top is\n"
                     "  type gear is (low, mid, high, turbo);\n"
                     "  constant g : gear := high;\n"
                     "  terminal t : electrical;\n"
                     "  quantity y, z : real;\n"
                     "begin\n"
                     "  case g use\n"
                     "    when low | mid => y == 1.0;\n"
                     "    when high | turbo => y == 2.0;\n"
                     "  end case;\n"
                     "  if z'above(t'reference) use z == 1.0; else z == 3.0; end use;\n"
                     "  s : entity work.src port map (p => t);\n"
                     "end;\n", NULL);
    CHECK(dae != NULL);
    if (!dae) { printf("%s", f.msg); done(&f); continue; }
    int t = var_of(dae, "t"), y = var_of(dae, "y"), z = var_of(dae, "z"), i = var_of(dae, "s.i");
    CHECK(t >= 0 && y >= 0 && z >= 0 && i >= 0);
    double x[4] = {0};
    x[y] = 5; x[z] = 4; x[t] = 1; x[i] = 0;
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 0), x, NULL), 3, 0, 0);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), x, NULL), 3, 0, 0);
    x[t] = 10;
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 1), x, NULL), 1, 0, 0);
    CHECK_NEAR(res(dae, eq_of(dae, DAE_EQ_SIMUL, -1, 2), x, NULL), -1, 0, 0);
    char *buf = NULL;
    size_t len = 0;
    FILE *ms = open_memstream(&buf, &len);
    dae_dump(ms, dae);
    fclose(ms);
    CHECK(buf && strstr(buf, "kcl t: 0 = s.i") && strstr(buf, "unknowns 4"));
    free(buf);
    done(&f);
  }
  TEST("port errors and unsupported constructs") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"                                                       /* 10 */
                     "entity e is port (quantity u : in real; quantity y : out real;\n"          /* 11 */
                     "  terminal a, b : electrical); end;\n"                                     /* 12 */
                     "architecture x of e is begin y == u; end;\n"                               /* 13 */
                     "use work.nat.all;\n"                                                       /* 14 */
                     "entity top is end;\n"                                                      /* 15 */
                     "architecture x of top is\n"                                                /* 16 */
                     "  quantity q : real;\n"                                                    /* 17 */
                     "  terminal t : electrical;\n"                                              /* 18 */
                     "  nature arr is array (1 to 2) of electrical;\n"                           /* 19 */
                     "begin\n"                                                                   /* 20 */
                     "  u1 : entity work.e port map (y => q, a => t);\n"                         /* 21 */
                     "  u2 : entity work.e port map (u => q, y => 2.0 * q, a => t);\n"            /* 22 */
                     "  u3 : entity work.e port map (q, q, t);\n"                                /* 23 */
                     "  g : for k in 1 to 2 generate end generate;\n"                            /* 24 */
                     "  procedural is begin q := 1.0; end procedural;\n"                         /* 25 */
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:21:3: error: quantity port 'u' of entity 'e' (mode in) has no actual"));
    CHECK(said(&f, "t.vhd:22:45: error: the actual of quantity port 'y' (mode out) must be a quantity name"));
    CHECK(said(&f, "t.vhd:23:3: error: too few actuals in the port map"));
    CHECK(said(&f, "t.vhd:19:10: error: not supported yet: array natures"));
    CHECK(said(&f, "error: not supported yet: generate statements"));
    CHECK(said(&f, "error: not supported yet: simultaneous procedural statements"));
    done(&f);
  }
  TEST("generics flow down a deep hierarchy") {
    int depth = 200;
    size_t cap = (size_t)depth * 300 + 1024, len = 0;
    char *src = xmalloc(cap);
    for (int i = 0; i < depth; i++)
      len += (size_t)sprintf(src + len, "entity e%d is generic (g : real); port (quantity y : out real); end;\n"
                             "architecture a of e%d is begin\n"
                             "  u : entity work.e%d generic map (g => g + 1.0) port map (y => y);\n"
                             "end;\n", i, i, i + 1);
    len += (size_t)sprintf(src + len, "entity e%d is generic (g : real); port (quantity y : out real); end;\n"
                           "architecture a of e%d is begin y == g; end;\n", depth, depth);
    sprintf(src + len, "entity top is end;\narchitecture a of top is quantity r : real; begin\n"
            "  u : entity work.e0 generic map (g => 0.0) port map (y => r);\nend;\n");
    Fix f;
    Dae *dae = build(&f, src, "top");
    CHECK(dae != NULL);
    if (dae) {
      double x[1] = {0};
      CHECK(dae->nvar == 1 && dae->neq == 1);
      CHECK_NEAR(res(dae, 0, x, NULL), -depth, 0, 0);
      CHECK(strlen(dae->eq[0].where) == 2 * (size_t)depth + 1);
    } else {
      printf("%.2000s", f.msg);
    }
    done(&f);
    free(src);
  }
  TEST("odd but parsable inputs do not crash") {
    static const char *const srcs[] = {
      "entity top is end; architecture a of top is quantity x : real; begin x == x'dot'integ'dot; end;",
      "entity top is end; architecture a of top is quantity x : real; begin x == real'high - now; end;",
      "entity top is end; architecture a of top is begin x == 1.0; end;",
      "entity top is end; architecture a of top is constant c : real := c; begin end;",
      "entity top is end; architecture a of top is quantity x : integer; begin end;",
      "entity top is end; architecture a of top is quantity x : real; begin x == 1.0 > 2.0; end;",
      "entity top is end; architecture a of top is quantity x : real; begin if x use x == 1.0; else x == 2.0; end use; end;",
      "entity top is end; architecture a of top is quantity x : real; begin break x => x; end;",
      "entity top is end; architecture a of top is quantity x : real; begin u : entity work.top; end;",
      "entity top is end; architecture a of top is function f return real is begin end; quantity x : real; begin x == f; end;",
      "entity top is end; architecture a of top is quantity x : real; begin x == work.top; end;",
      "entity top is end; architecture a of top is quantity x : real; begin x == ieee.math_real.nothere(x); end;",
      "entity top is end; architecture a of top is alias q is nothing; begin end;",
      "entity top is end; architecture a of top is quantity x : real; begin case x use when 1.0 => x == 1.0; end case; end;",
      "entity top is port (terminal p : nothing); end; architecture a of top is begin end;",
      "entity top is end; architecture a of top is quantity x : real; begin x == \"abc\" & \"d\"; end;",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
      Fix f;
      Dae *dae = build(&f, srcs[i], NULL);
      if (i < 2) CHECK(dae != NULL);
      else CHECK(dae == NULL && said(&f, "error"));
      if ((i < 2) != (dae != NULL)) printf("  input %zu:\n%s", i, f.msg ? f.msg : "");
      done(&f);
    }
  }
}

/* Number of "error:" lines printed so far. */
static int printed_errors(Fix *f) {
  fflush(f->ms);
  int n = 0;
  for (const char *p = f->msg; p && (p = strstr(p, ": error: ")) != NULL; p++) n++;
  return n;
}

static void test_cascades(void) {
  TEST("a failed library clause: one error, not one per name it hides") {
    Fix f;
    Dae *dae = build(&f, "library ieeee; use ieeee.mechanical_systems.all;\n"
                     "entity top is end;\n"
                     "architecture a of top is\n"
                     "  terminal n : translational;\n"
                     "  quantity x across f through n;\n"
                     "begin f == 2.0 * x + velocity'(1.0); end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:1:9: error: library 'ieeee' not found"));
    CHECK(printed_errors(&f) == 1);
    done(&f);
    dae = build(&f, "library ieee; use ieee.mechanical_system.all;\n"
                "entity top is end;\n"
                "architecture a of top is terminal n : translational; begin end;\n", NULL);
    CHECK(dae == NULL && said(&f, "t.vhd:1:24: error: package 'mechanical_system' not found"));
    CHECK(printed_errors(&f) == 1);
    done(&f);
  }
  TEST("an unknown name: once per region, with a suggestion") {
    Fix f;
    Dae *dae = build(&f, "library ieee; use ieee.mechanical_systems.all;\n"
                     "entity top is end;\n"
                     "architecture a of top is\n"
                     "  terminal n1, n2 : translationl;\n"
                     "  quantity x across f through n1 to n2;\n"
                     "  quantity v across n1;\n"
                     "  quantity pos : reel;\n"
                     "begin\n"
                     "  f == 2.0 * x + zz + zz * pos;\n"
                     "  v == pos;\n"
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:4:21: error: 'translationl' is not declared; did you mean 'translational'?"));
    CHECK(said(&f, "t.vhd:7:18: error: 'reel' is not declared; did you mean 'real'?"));
    CHECK(said(&f, "t.vhd:9:18: error: 'zz' is not declared\n"));
    CHECK(printed_errors(&f) == 3);
    done(&f);
  }
  TEST("a missing use clause is named") {
    Fix f;
    Dae *dae = build(&f, "entity top is end;\n"
                     "architecture a of top is\n"
                     "  terminal n : translational;\n"
                     "  quantity x : real;\n"
                     "begin x == math_pi * sqrt(2.0); end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:3:16: error: 'translational' is not declared; package "
                   "ieee.mechanical_systems declares it (add 'library ieee; use "
                   "ieee.mechanical_systems.all;' before the entity)"));
    CHECK(said(&f, "t.vhd:5:12: error: 'math_pi' is not declared; package ieee.math_real "
                   "declares it (add"));
    CHECK(said(&f, "t.vhd:5:22: error: 'sqrt' is not declared; package ieee.math_real declares it\n"));
    done(&f);
  }
  TEST("an error inside an entity instantiated twice is printed once") {
    Fix f;
    Dae *dae = build(&f, "entity m is port (quantity y : out real); end;\n"
                     "architecture a of m is begin y == 2 * y; end;\n"
                     "entity top is end;\n"
                     "architecture a of top is quantity p, q : real; begin\n"
                     "  u1 : entity work.m port map (y => p);\n"
                     "  u2 : entity work.m port map (y => q);\n"
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:2:35: error: operator \"*\" is not defined for integer and real"));
    CHECK(printed_errors(&f) == 1);
    done(&f);
  }
  TEST("failed declarations leave no undeclared names behind") {
    Fix f;
    Dae *dae = build(&f, NATURES
                     "use work.nat.all;\n"                                      /* 10 */
                     "entity top is end;\n"                                     /* 11 */
                     "architecture a of top is\n"                               /* 12 */
                     "  terminal e : electrical; terminal k : kinematic;\n"     /* 13 */
                     "  quantity v across i through e to k;\n"                  /* 14 */
                     "  signal s : real;\n"                                     /* 15 */
                     "  nature vec is array (1 to 2) of electrical;\n"          /* 16 */
                     "  terminal b : vec;\n"                                    /* 17 */
                     "begin i == v + s; end;\n", NULL);                         /* 18 */
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:14:36: error: the terminals of a branch must have the same nature"));
    CHECK(said(&f, "t.vhd:15:10: error: not supported yet: signal declarations ('s')"));
    CHECK(said(&f, "t.vhd:16:10: error: not supported yet: array natures ('vec')"));
    CHECK(printed_errors(&f) == 3);
    done(&f);
  }
  TEST("duplicate labels, with a note at the first") {
    Fix f;
    Dae *dae = build(&f, "entity m is port (quantity y : out real); end;\n"
                     "architecture a of m is begin y == 2.0; end;\n"
                     "entity top is end;\n"
                     "architecture a of top is quantity p, q : real; begin\n"
                     "  u1 : entity work.m port map (y => p);\n"
                     "  u1 : entity work.m port map (y => q);\n"
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:6:3: error: duplicate label 'u1'"));
    CHECK(said(&f, "t.vhd:5:3: note: 'u1' is first used here"));
    done(&f);
  }
  TEST("calls: argument counts and types, at the argument") {
    Fix f;
    Dae *dae = build(&f, "library ieee; use ieee.math_real.all;\n"
                     "entity top is end;\n"
                     "architecture a of top is quantity x, y, z : real; begin\n"
                     "  x == log(1.0, 2.0, 3.0);\n"
                     "  y == sqrt(2);\n"
                     "  z == sine(x);\n"
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:4:8: error: wrong number of arguments for function 'log': 3 given, "
                   "it takes 1 or 2"));
    CHECK(said(&f, "t.vhd:5:13: error: type mismatch: argument 'x' of 'sqrt' is integer, expected real"));
    CHECK(said(&f, "t.vhd:6:8: error: 'sine' is not declared; did you mean 'sin'?"));
    done(&f);
  }
  TEST("formals that do not exist: the message lists those that do") {
    Fix f;
    Dae *dae = build(&f, "entity m is generic (k, c : real); port (quantity y : out real); end;\n"
                     "architecture a of m is begin y == k; end;\n"
                     "entity top is end;\n"
                     "architecture a of top is quantity p : real; begin\n"
                     "  u1 : entity work.m generic map (kk => 1.0, c => 1.0) port map (y => p);\n"
                     "end;\n", NULL);
    CHECK(dae == NULL);
    CHECK(said(&f, "t.vhd:5:35: error: 'kk' is not a generic of entity 'm' (its generics: 'k' and 'c')"));
    done(&f);
  }
  TEST("a unit analysed twice replaces the first, with a warning") {
    Fix f;
    Dae *dae = build(&f, "entity top is end;\n"
                     "entity top is end;\n"
                     "architecture a of top is quantity p : real; begin p == 1.0; end;\n", NULL);
    CHECK(dae != NULL);
    CHECK(said(&f, "t.vhd:2:8: warning: entity 'top' is declared again; it replaces the earlier one"));
    CHECK(said(&f, "t.vhd:1:8: note: the earlier 'top' is here"));
    done(&f);
  }
}

int main(void) {
  test_kcl();
  test_seed();
  test_hierarchy();
  test_quantity_ports();
  test_nature_mismatch();
  test_name_errors();
  test_types();
  test_simul_if();
  test_attributes();
  test_functions();
  test_robustness();
  test_models();
  test_units();
  test_config();
  test_misc();
  test_chain();
  test_cascades();
  return CHECK_DONE();
}
