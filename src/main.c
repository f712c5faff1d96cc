/*
 * main.c - the command line.  Reads the options, then runs the stages in
 * order: analyse (lib) -> elaborate (elab) -> quiescent point and
 * transient (tran) -> results (out).  Only this file picks exit statuses:
 *
 *   0  success
 *   1  error in the input (syntax, names, types, structure)
 *   2  usage error (command line)
 *   3  numeric failure (no quiescent point, time step too small, ...)
 *   4  interrupted (SIGINT/SIGTERM); rows computed so far are kept
 */
#include "arena.h"
#include "diag.h"
#include "elab.h"
#include "lib.h"
#include "out.h"
#include "structure.h"
#include "tran.h"

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#define VAMSIM_VERSION "0.1.0"

enum { EXIT_INPUT = 1, EXIT_USAGE = 2, EXIT_NUMERIC = 3, EXIT_INTERRUPTED = 4 };

typedef struct Cli {
  const char **files;
  int nfiles;
  const char *top, *outfile, *probes, *stdlib;
  int op, check, stats, dump_ast, dump_dae, have_tran;
  TranOptions tran;
} Cli;

static volatile sig_atomic_t interrupted;   /* the only global: written by the signal handler */

static void on_signal(int sig) {
  (void)sig;
  interrupted = 1;
}

static const char usage_text[] =
    "usage: vamsim [options] FILE...\n"
    "Simulates VHDL-AMS (IEEE 1076.1) designs.  FILEs are analysed in order into\n"
    "library work; the top entity is elaborated into one DAE and solved.\n"
    "\n"
    "  --top NAME          top entity (default: the last entity without ports)\n"
    "  --op                quiescent point only; prints name = value lines\n"
    "  --tran STOP         transient analysis from 0 to STOP seconds\n"
    "  --step DT           one output row at each multiple of DT (default: every step)\n"
    "  -o FILE             write the results there (default: standard output)\n"
    "  --probe NAME[,NAME...]  output only these columns\n"
    "  --method trap|gear|euler  integration method (default: gear, variable-order BDF)\n"
    "  --maxorder N        highest order of gear, 1 to 5 (default 5)\n"
    "  --reltol X          relative local error tolerance (default 1e-6)\n"
    "  --abstol X          absolute local error tolerance (default 1e-9)\n"
    "  --maxstep X         largest time step (default: the smaller of DT and STOP/50)\n"
    "  --check             analyse and elaborate only; print the system's size\n"
    "  --stats             steps, rejections, Newton iterations, factorizations, times\n"
    "  --stdlib DIR        library folder (default: $VAMSIM_STDLIB or the installed one)\n"
    "  --dump-dae          print the elaborated equations\n"
    "  -h, --help          this text\n"
    "  --version           print the version\n"
    "\n"
    "Times accept a unit: 2, 2.5e-3, 10ms, 50us, 1sec.\n"
    "Exit status: 0 ok, 1 input error, 2 usage error, 3 numeric failure, 4 interrupted.\n";

/* Parses a positive number with an optional time unit.  Returns 0 or -1. */
static int parse_number(const char *s, int time_unit, double *out) {
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (end == s || errno || !isfinite(v)) return -1;
  if (*end && time_unit) {
    static const struct { const char *u; double f; } units[] = {
        {"fs", 1e-15}, {"ps", 1e-12}, {"ns", 1e-9}, {"us", 1e-6}, {"ms", 1e-3},
        {"s", 1}, {"sec", 1}, {"min", 60}, {"hr", 3600}};
    size_t i;
    for (i = 0; i < sizeof units / sizeof units[0]; i++)
      if (!strcasecmp(end, units[i].u)) break;
    if (i == sizeof units / sizeof units[0]) return -1;
    v *= units[i].f;
    end += strlen(end);
  }
  if (*end) return -1;
  *out = v;
  return 0;
}

static int usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "vamsim: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n(see vamsim --help)\n");
  return EXIT_USAGE;
}

/* Fills cli from argv.  Returns -1 to continue, or an exit status. */
static int parse_args(int argc, char **argv, Cli *cli) {
  tran_defaults(&cli->tran);
  cli->files = xcalloc((size_t)argc, sizeof(char *));
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    const char *val = i + 1 < argc ? argv[i + 1] : NULL;
    double *num = NULL;
    int time_unit = 1;
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) { fputs(usage_text, stdout); return 0; }
    if (!strcmp(a, "--version")) { printf("vamsim %s\n", VAMSIM_VERSION); return 0; }
    if (!strcmp(a, "--op")) { cli->op = 1; continue; }
    if (!strcmp(a, "--check")) { cli->check = 1; continue; }
    if (!strcmp(a, "--stats")) { cli->stats = 1; continue; }
    if (!strcmp(a, "--dump-dae")) { cli->dump_dae = 1; continue; }
    if (!strcmp(a, "--tran")) { num = &cli->tran.tstop; cli->have_tran = 1; }
    else if (!strcmp(a, "--step")) num = &cli->tran.step;
    else if (!strcmp(a, "--maxstep")) num = &cli->tran.maxstep;
    else if (!strcmp(a, "--reltol")) { num = &cli->tran.reltol; time_unit = 0; }
    else if (!strcmp(a, "--abstol")) { num = &cli->tran.abstol; time_unit = 0; }
    else if (!strcmp(a, "--maxorder")) {
      double k;
      if (!val || parse_number(val, 0, &k) || k != floor(k) || k < 1 || k > 5)
        return usage_error("--maxorder needs a whole number from 1 to 5, got '%s'", val ? val : "");
      cli->tran.maxorder = (int)k;
      i++;
      continue;
    }
    else if (!strcmp(a, "--top") || !strcmp(a, "-o") || !strcmp(a, "--probe") ||
             !strcmp(a, "--method") || !strcmp(a, "--stdlib")) {
      if (!val) return usage_error("option %s needs a value", a);
      i++;
      if (!strcmp(a, "--top")) cli->top = val;
      else if (!strcmp(a, "-o")) cli->outfile = val;
      else if (!strcmp(a, "--probe")) cli->probes = val;
      else if (!strcmp(a, "--stdlib")) cli->stdlib = val;
      else if (!strcmp(val, "gear") || !strcmp(val, "bdf2")) cli->tran.method = TRAN_GEAR;
      else if (!strcmp(val, "trap")) cli->tran.method = TRAN_TRAP;
      else if (!strcmp(val, "euler")) cli->tran.method = TRAN_EULER;
      else return usage_error("unknown --method '%s' (trap, gear or euler)", val);
      continue;
    } else if (a[0] == '-' && a[1]) {
      return usage_error("unknown option '%s'", a);
    } else {
      cli->files[cli->nfiles++] = a;
      continue;
    }
    if (!val) return usage_error("option %s needs a value", a);
    if (parse_number(val, time_unit, num) || *num <= 0)
      return usage_error("option needs a positive number, got '%s'", val);
    i++;
  }
  if (cli->nfiles == 0) return usage_error("%s", "no input file");
  if (!cli->op && !cli->check && !cli->have_tran) cli->op = 1;
  if (cli->op && cli->have_tran) return usage_error("%s", "--op and --tran exclude each other");
  if (cli->tran.step > 0 && cli->have_tran && cli->tran.step > cli->tran.tstop)
    return usage_error("%s", "--step is larger than the --tran stop time");
  return -1;
}

/* The library folder: --stdlib, $VAMSIM_STDLIB, the source tree, the installed one. */
static const char *stdlib_dir(const Cli *cli) {
  if (cli->stdlib) return cli->stdlib;
  const char *env = getenv("VAMSIM_STDLIB");
  if (env && *env) return env;
  if (access(VAMSIM_STDLIB, R_OK) == 0) return VAMSIM_STDLIB;
  return VAMSIM_SHARE;
}

static double wall(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Peak resident memory of this process, in MiB (Linux reports KiB). */
static double peak_mib(void) {
  struct rusage ru;
  return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss / 1024.0 : 0.0;
}

static void print_stats(const Tran *s, const Dae *dae, double t_front, double t_setup) {
  TranStats st = tran_stats(s);
  fprintf(stderr,
          "unknowns %d, equations %d\n"
          "steps %ld, rejected (error test) %ld, rejected (Newton) %ld, events %ld\n"
          "Newton iterations %ld, factorizations %ld, refactorizations %ld, solves %ld\n"
          "smallest step %.3g s, largest step %.3g s\n"
          "time: analysis+elaboration %.3f s, structure+tapes+KLU analysis %.3f s,\n"
          "      quiescent point %.3f s, transient %.3f s\n"
          "peak memory %.1f MiB\n",
          dae->nvar, dae->neq, st.steps, st.rejected_lte, st.rejected_newton, st.events,
          st.newton_iters, st.factorizations, st.refactorizations, st.solves,
          st.steps ? st.hmin_used : 0.0, st.hmax_used, t_front, t_setup, st.t_op, st.t_tran, peak_mib());
}

/* Runs the analyses on an elaborated system.  Returns an exit status. */
static int simulate(Cli *cli, Dae *dae, Diag *d, double t_front) {
  cli->tran.interrupted = &interrupted;
  double t_setup = wall();
  if (structure_check(dae, d)) return EXIT_INPUT;
  Tran *s = tran_new(dae, &cli->tran, d);
  if (!s) return EXIT_INPUT;
  t_setup = wall() - t_setup;
  int status = 0;
  if (tran_op(s) != 0) {
    status = EXIT_NUMERIC;
  } else if (cli->op) {
    if (out_op(dae, tran_x(s), cli->outfile, cli->probes, d)) status = EXIT_INPUT;
  } else {
    Out *o = out_open(dae, cli->outfile, cli->probes, d);
    if (!o) {
      status = EXIT_INPUT;
    } else {
      int rc = tran_run(s, out_row, o);
      long rows = out_rows(o);
      if (out_close(&o, d)) status = EXIT_NUMERIC;
      if (rc == -1) {
        diag_error(d, LOC_NONE, "transient stopped at t = %.9g s; the %ld rows computed before are kept",
                   tran_time(s), rows);
        status = EXIT_NUMERIC;
      } else if (rc == -2) {
        fprintf(stderr, "vamsim: interrupted at t = %.9g s; the %ld rows computed so far are kept\n",
                tran_time(s), rows);
        status = EXIT_INTERRUPTED;
      } else if (rc == -3 && !status) {
        status = EXIT_NUMERIC;
      }
    }
  }
  if (cli->stats) print_stats(s, dae, t_front, t_setup);
  tran_free(&s);
  return status;
}

int main(int argc, char **argv) {
  Cli cli = {0};
  int status = parse_args(argc, argv, &cli);
  if (status >= 0) {
    free(cli.files);
    return status;
  }
  signal(SIGINT, on_signal);
  signal(SIGTERM, on_signal);
  double t0 = wall();
  Diag *d = diag_new();
  Arena *arena = arena_new();
  Lib *lib = lib_new(d, arena, stdlib_dir(&cli));
  for (int i = 0; i < cli.nfiles; i++) {
    int file = diag_read_file(d, cli.files[i]);
    if (file >= 0) lib_analyse(lib, file);
  }
  Dae *dae = NULL;
  status = EXIT_INPUT;
  if (diag_errors(d) == 0) {
    dae = elab_design(lib, d, cli.top);   /* elaboration folds the name's case */
  }
  if (dae && diag_errors(d) == 0) {
    double t_front = wall() - t0;
    if (cli.dump_dae) dae_dump(stdout, dae);
    if (cli.check) {
      printf("%d unknowns, %d equations, %d outputs\n", dae->nvar, dae->neq, dae->nout);
      status = 0;
    } else {
      status = simulate(&cli, dae, d, t_front);
    }
  }
  elab_free(&dae);
  lib_free(&lib);
  arena_free(&arena);
  diag_free(&d);
  free(cli.files);
  return status;
}
