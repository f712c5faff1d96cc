#!/usr/bin/env bash
# A transient that fails midway keeps the rows it computed, flushed, and
# they are right: sqrt(1 - t) until the model leaves its domain at t = 1.
set -u
VAMSIM=${VAMSIM:-./vamsim}
csv=$(mktemp)
$VAMSIM --tran 2 --step 0.1 -o "$csv" tests/errors/tran_domain.vhd 2>/dev/null; rc=$?
[ $rc -eq 3 ] && echo "PASS keep_rows: exit status 3 on a numeric failure" || echo "FAIL keep_rows: exit $rc, want 3"
rows=$(($(wc -l < "$csv") - 1))
[ "$rows" -eq 11 ] && echo "PASS keep_rows: the 11 rows up to t = 1 are kept" || echo "FAIL keep_rows: $rows rows, want 11"
bad=$(awk -F, 'NR > 1 && $1 < 0.95 { d = $2 - sqrt(1 - $1); if (d < 0) d = -d; if (d > 1e-4) print $1, $2 }' "$csv")
[ -z "$bad" ] && echo "PASS keep_rows: kept rows equal sqrt(1 - t) within 1e-4" || echo "FAIL keep_rows: wrong rows: $bad"
rm -f "$csv"
