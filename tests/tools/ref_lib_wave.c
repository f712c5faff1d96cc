/*
 * ref_lib_wave.c - reference waveforms for the source tests of the model
 * library (tests/sim/lib_sources_*.vhd).
 *
 *   ref_lib_wave MODEL [dt=X] [tstop=X]
 *
 * prints CSV to stdout: a header `time,COL,...`, then one row at every
 * multiple of dt (default 0.001) from 0 to tstop (default 1).  Each model
 * is one test bench: the columns are named like the bench's output
 * columns, and each is a closed-form function of time written here from
 * the definitions of the waveforms, independently of the VHDL package
 * stdlib/models/waveforms.vhd:
 *
 *   step(a, b, td)        a for t < td, b from td on
 *   sine(off, A, f, ph)   off + A sin(2 pi f t + ph degrees)
 *   pulse(v1, v2, td, tr, tf, pw, per)
 *                         SPICE PULSE: v1 until td, a straight ramp to v2
 *                         lasting tr, v2 for pw, a ramp back lasting tf,
 *                         v1 until the next period (per > 0) begins
 *   pwl(points)           straight lines between points, constant outside
 *   bump(h, td, dur)      h (1 - cos(2 pi (t - td)/dur))/2 on [td, td+dur]
 *
 * The parameters are those of the benches (see each bench's comments);
 * derived columns (a damper's force d*x', a spring's k*integral) use the
 * derivatives and integrals of these functions, worked out by hand below.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CMAX 40

static const double PI = 3.14159265358979323846;

typedef struct Model {
  const char *name;
  const char *cols[CMAX];                /* terminated by NULL */
  void (*output)(double t, double *y);   /* one value per column */
} Model;

/* ---- the waveforms ---- */

static double step(double a, double b, double td, double t) { return t < td ? a : b; }

static double sine(double off, double amp, double f, double ph_deg, double t)
{
  return off + amp * sin(2.0 * PI * f * t + ph_deg * PI / 180.0);
}

/* The pulse at time t; the time into the current period is found with
 * floor (not fmod, as the VHDL package uses "mod"). */
static double pulse(double v1, double v2, double td, double tr, double tf, double pw,
                    double per, double t)
{
  if (t < td) return v1;
  double tau = t - td;
  if (per > 0.0) tau -= per * floor(tau / per);
  if (tau < tr) return v1 + (v2 - v1) * (tau / tr);
  if (tau < tr + pw) return v2;
  if (tau < tr + pw + tf) return v2 + (v1 - v2) * ((tau - tr - pw) / tf);
  return v1;
}

/* Piecewise linear through n points (tp[i], vp[i]); at a time shared by
 * two points the later one holds. */
static double pwl(int n, const double *tp, const double *vp, double t)
{
  if (t < tp[0]) return vp[0];
  for (int i = n - 1; i > 0; i--)
    if (t >= tp[i - 1] && t < tp[i])
      return vp[i - 1] + (vp[i] - vp[i - 1]) * (t - tp[i - 1]) / (tp[i] - tp[i - 1]);
  return vp[n - 1];
}

static double bump(double h, double td, double dur, double t)
{
  if (t < td || t > td + dur) return 0.0;
  return 0.5 * h * (1.0 - cos(2.0 * PI * (t - td) / dur));
}

static double bump_dot(double h, double td, double dur, double t)
{
  if (t < td || t > td + dur) return 0.0;
  return 0.5 * h * (2.0 * PI / dur) * sin(2.0 * PI * (t - td) / dur);
}

/* The shapes shared by the benches (the same generics in each). */
static const double PWL5_T[] = {0.1, 0.2, 0.4005, 0.4005, 0.8};
static const double PWL5_V[] = {0.0, 2.0, 2.0, -1.0, 0.5};

static double w_step(double t) { return step(1.0, -2.0, 0.3005, t); }
static double w_sine(double t) { return sine(0.5, 2.0, 3.0, 30.0, t); }
static double w_pulse(double t) { return pulse(-1.0, 4.0, 0.1, 0.05, 0.1, 0.2, 0.0, t); }
static double w_train(double t) { return pulse(0.0, 1.0, 0.05, 0.02, 0.03, 0.1, 0.25, t); }
static double w_pwl(double t) { return pwl(5, PWL5_T, PWL5_V, t); }

/* ---- model sources_mech (tests/sim/lib_sources_mech.vhd) ----
 * Force sources on springs k = 2 (x = F/2) and on dampers d = 2 (v = F/2);
 * PositionSine 0.1 + 0.2 sin(4 pi t) on a damper 3: f = 3*0.2*4 pi cos(4 pi t);
 * PositionStep 0.1 -> 0.3 at 0.4005 on a spring 5: f = 5 x;
 * PositionBump h 0.05 from 0.2 for 0.3 s on a damper 3;
 * VelocityStep x = 0.2 + 0.7 (t - 0.2505) after 0.2505 on a damper 3;
 * VelocityStep_v 0 -> 0.4 at 0.3005 on a spring-damper k 10, d 1:
 *   f = 10*0.4*(t - 0.3005) + 0.4 after 0.3005;
 * VelocitySine_v 0.5 sin(4 pi t) on the same: the elongation is
 *   0.5 (1 - cos(4 pi t))/(4 pi); and on a spring k 10 alone;
 * VelocityPWL_v (0,0) (0.2,1) (0.6,1) (0.9,0) on a damper 3: f = 3 v;
 * position_trans 0.05 + 0.1 sin(3 pi t) on damper_trans 4, whose force on
 *   the node is -4 x' = -4*0.1*3 pi cos(3 pi t). */
static void sources_mech(double t, double *y)
{
  static const double vt[] = {0.0, 0.2, 0.6, 0.9}, vv[] = {0.0, 1.0, 1.0, 0.0};
  double w = 4.0 * PI;
  int k = 0;
  y[k++] = 1.5;                                        /* spr_const.x */
  y[k++] = w_step(t) / 2;                              /* spr_step.x */
  y[k++] = w_sine(t) / 2;                              /* spr_sine.x */
  y[k++] = w_pulse(t) / 2;                             /* spr_pulse.x */
  y[k++] = w_train(t) / 2;                             /* spr_train.x */
  y[k++] = w_pwl(t) / 2;                               /* spr_pwl.x */
  y[k++] = 0.1 + 0.2 * sin(w * t);                     /* pos_sine.x */
  y[k++] = 3.0 * 0.2 * w * cos(w * t);                 /* dmp_sine.f */
  y[k++] = step(0.1, 0.3, 0.4005, t);                  /* pos_step.x */
  y[k++] = 5.0 * step(0.1, 0.3, 0.4005, t);            /* spr_pstep.f */
  y[k++] = bump(0.05, 0.2, 0.3, t);                    /* pos_bump.x */
  y[k++] = 3.0 * bump_dot(0.05, 0.2, 0.3, t);          /* dmp_bump.f */
  y[k++] = 0.2 + 0.7 * fmax(t - 0.2505, 0.0);          /* vel_step.x */
  y[k++] = 3.0 * step(0.0, 0.7, 0.2505, t);            /* dmp_vstep.f */
  y[k++] = 1.5;                                        /* dv_const.v */
  y[k++] = w_step(t) / 2;                              /* dv_step.v */
  y[k++] = w_sine(t) / 2;                              /* dv_sine.v */
  y[k++] = w_pulse(t) / 2;                             /* dv_pulse.v */
  y[k++] = w_pwl(t) / 2;                               /* dv_pwl.v */
  y[k++] = t < 0.3005 ? 0.0 : 10.0 * 0.4 * (t - 0.3005) + 0.4;   /* sdv_vstep.f */
  y[k++] = 10.0 * 0.5 * (1.0 - cos(w * t)) / w + 0.5 * sin(w * t); /* sdv_vsine.f */
  y[k++] = 10.0 * 0.5 * (1.0 - cos(w * t)) / w;        /* sv_vsine.f */
  y[k++] = 3.0 * pwl(4, vt, vv, t);                    /* dv_vpwl.f */
  y[k++] = -4.0 * 0.1 * 3.0 * PI * cos(3.0 * PI * t);  /* dmp_kin.f */
}

/* ---- model sources_rot (tests/sim/lib_sources_rot.vhd) ----
 * The same shapes in the rotational natures: torque sources on springs 2
 * (phi = T/2) and dampers 2 (w = T/2, the periodic train among them);
 * AngleSine, AngleStep, SpeedStep as PositionSine, PositionStep,
 * VelocityStep of sources_mech; SpeedStep_rv on a spring-damper (10, 1)
 * as VelocityStep_v; SpeedSine_rv 0.5 sin(4 pi t) on a spring 10:
 *   t = 10*0.5 (1 - cos(4 pi t))/(4 pi);
 * SpeedPWL_rv (0,0) (0.2,10) (0.6,10) (0.9,-5) on a fan 0.02: t = 0.02 w|w|. */
static void sources_rot(double t, double *y)
{
  static const double st[] = {0.0, 0.2, 0.6, 0.9}, sv[] = {0.0, 10.0, 10.0, -5.0};
  double w = 4.0 * PI, s = pwl(4, st, sv, t);
  int k = 0;
  y[k++] = 1.5;                                        /* spr_const.phi */
  y[k++] = w_step(t) / 2;                              /* spr_step.phi */
  y[k++] = w_sine(t) / 2;                              /* spr_sine.phi */
  y[k++] = w_pulse(t) / 2;                             /* spr_pulse.phi */
  y[k++] = w_pwl(t) / 2;                               /* spr_pwl.phi */
  y[k++] = 0.1 + 0.2 * sin(w * t);                     /* ang_sine.phi */
  y[k++] = 3.0 * 0.2 * w * cos(w * t);                 /* dmp_sine.t */
  y[k++] = step(0.1, 0.3, 0.4005, t);                  /* ang_step.phi */
  y[k++] = 5.0 * step(0.1, 0.3, 0.4005, t);            /* spr_astep.t */
  y[k++] = 0.2 + 0.7 * fmax(t - 0.2505, 0.0);          /* spd_step.phi */
  y[k++] = 3.0 * step(0.0, 0.7, 0.2505, t);            /* dmp_sstep.t */
  y[k++] = 1.5;                                        /* dv_const.w */
  y[k++] = w_step(t) / 2;                              /* dv_step.w */
  y[k++] = w_sine(t) / 2;                              /* dv_sine.w */
  y[k++] = w_train(t) / 2;                             /* dv_train.w */
  y[k++] = w_pwl(t) / 2;                               /* dv_pwl.w */
  y[k++] = t < 0.3005 ? 0.0 : 10.0 * 0.4 * (t - 0.3005) + 0.4;   /* sdv_sstep.t */
  y[k++] = 10.0 * 0.5 * (1.0 - cos(w * t)) / w;        /* sv_ssine.t */
  y[k++] = 0.02 * s * fabs(s);                         /* fan_spwl.t */
}

/* ---- model sources_elec (tests/sim/lib_sources_elec.vhd) ----
 * Voltage sources on resistors 2 ohm: i = V/2.  Current sources (SPICE
 * convention: I flows from the node through the source to ground) on
 * resistors 2 ohm: v = -2 I.  Signal sources: the waveforms themselves. */
static void sources_elec(double t, double *y)
{
  int k = 0;
  y[k++] = 1.5;                    /* r_vconst.i */
  y[k++] = w_step(t) / 2;          /* r_vstep.i */
  y[k++] = w_sine(t) / 2;          /* r_vsine.i */
  y[k++] = w_sine(t);              /* r_vsine.v */
  y[k++] = w_pulse(t) / 2;         /* r_vpulse.i */
  y[k++] = w_pwl(t) / 2;           /* r_vpwl.i */
  y[k++] = -6.0;                   /* r_iconst.v */
  y[k++] = -2.0 * w_step(t);       /* r_istep.v */
  y[k++] = -2.0 * w_sine(t);       /* r_isine.v */
  y[k++] = -2.0 * w_train(t);      /* r_ipulse.v */
  y[k++] = -2.0 * w_pwl(t);        /* r_ipwl.v */
  y[k++] = 3.0;                    /* s_const */
  y[k++] = w_step(t);              /* s_step */
  y[k++] = w_sine(t);              /* s_sine */
  y[k++] = w_train(t);             /* s_pulse */
  y[k++] = w_pwl(t);               /* s_pwl */
}

static const Model models[] = {
  { "sources_mech",
    { "spr_const.x", "spr_step.x", "spr_sine.x", "spr_pulse.x", "spr_train.x", "spr_pwl.x",
      "pos_sine.x", "dmp_sine.f", "pos_step.x", "spr_pstep.f", "pos_bump.x", "dmp_bump.f",
      "vel_step.x", "dmp_vstep.f", "dv_const.v", "dv_step.v", "dv_sine.v", "dv_pulse.v",
      "dv_pwl.v", "sdv_vstep.f", "sdv_vsine.f", "sv_vsine.f", "dv_vpwl.f", "dmp_kin.f",
      NULL },
    sources_mech },
  { "sources_rot",
    { "spr_const.phi", "spr_step.phi", "spr_sine.phi", "spr_pulse.phi", "spr_pwl.phi",
      "ang_sine.phi", "dmp_sine.t", "ang_step.phi", "spr_astep.t", "spd_step.phi",
      "dmp_sstep.t", "dv_const.w", "dv_step.w", "dv_sine.w", "dv_train.w", "dv_pwl.w",
      "sdv_sstep.t", "sv_ssine.t", "fan_spwl.t", NULL },
    sources_rot },
  { "sources_elec",
    { "r_vconst.i", "r_vstep.i", "r_vsine.i", "r_vsine.v", "r_vpulse.i", "r_vpwl.i",
      "r_iconst.v", "r_istep.v", "r_isine.v", "r_ipulse.v", "r_ipwl.v",
      "s_const", "s_step", "s_sine", "s_pulse", "s_pwl", NULL },
    sources_elec },
};

static void usage(void)
{
  fprintf(stderr, "usage: ref_lib_wave MODEL [dt=X] [tstop=X]\nmodels:");
  for (size_t i = 0; i < sizeof models / sizeof models[0]; i++) fprintf(stderr, " %s", models[i].name);
  fputc('\n', stderr);
  exit(2);
}

int main(int argc, char **argv)
{
  if (argc < 2) usage();
  const Model *m = NULL;
  for (size_t i = 0; i < sizeof models / sizeof models[0]; i++)
    if (strcmp(argv[1], models[i].name) == 0) m = &models[i];
  if (!m) usage();
  double dt = 0.001, tstop = 1.0;
  for (int a = 2; a < argc; a++) {
    char *end = NULL;
    if (strncmp(argv[a], "dt=", 3) == 0) dt = strtod(argv[a] + 3, &end);
    else if (strncmp(argv[a], "tstop=", 6) == 0) tstop = strtod(argv[a] + 6, &end);
    if (!end || *end != '\0') {
      fprintf(stderr, "ref_lib_wave: bad argument '%s'\n", argv[a]);
      return 2;
    }
  }
  if (!(dt > 0.0) || !(tstop >= 0.0)) {
    fprintf(stderr, "ref_lib_wave: need dt > 0 and tstop >= 0\n");
    return 2;
  }
  printf("time");
  for (int c = 0; m->cols[c]; c++) printf(",%s", m->cols[c]);
  printf("\n");
  double y[CMAX];
  long steps = lround(tstop / dt);
  for (long i = 0; i <= steps; i++) {
    double t = (double)i * dt;
    m->output(t, y);
    printf("%.10g", t);
    for (int c = 0; m->cols[c]; c++) printf(",%.15g", y[c]);
    printf("\n");
  }
  return 0;
}
