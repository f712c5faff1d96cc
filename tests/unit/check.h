/*
 * check.h - the unit-test harness: a few macros, no framework.
 *
 * Each CHECK prints nothing when it holds and "FAIL file:line: what" when it
 * does not.  Each TEST case prints "PASS name" or "FAIL name" once; the
 * suite runner (tests/run.sh) counts those lines.  main() returns the
 * number of failed cases (capped at 1 for the exit status).
 */
#ifndef VAMSIM_CHECK_H
#define VAMSIM_CHECK_H

#include <math.h>
#include <stdio.h>

static int check_case_failed, check_failed_cases, check_cases;

#define CHECK(cond)                                                           \
  do {                                                                        \
    if (!(cond)) {                                                            \
      printf("  FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                \
      check_case_failed = 1;                                                  \
    }                                                                         \
  } while (0)

/* |got - want| <= abs_tol + rel_tol * |want| */
#define CHECK_NEAR(got, want, rel_tol, abs_tol)                               \
  do {                                                                        \
    double g_ = (got), w_ = (want);                                           \
    if (!(fabs(g_ - w_) <= (abs_tol) + (rel_tol) * fabs(w_))) {               \
      printf("  FAIL %s:%d: %s = %.12g, want %.12g\n", __FILE__, __LINE__,    \
             #got, g_, w_);                                                   \
      check_case_failed = 1;                                                  \
    }                                                                         \
  } while (0)

#define TEST(name)                                                            \
  for (int once_ = (check_case_failed = 0, check_cases++, 1); once_;          \
       once_ = 0, check_case_failed ? (check_failed_cases++,                  \
                                       printf("FAIL %s\n", name))             \
                                    : printf("PASS %s\n", name))

#define CHECK_DONE() (check_failed_cases ? 1 : 0)

#endif
