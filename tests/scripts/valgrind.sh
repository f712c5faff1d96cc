#!/usr/bin/env bash
# Valgrind (memcheck) on the example designs: no invalid access, no leak.
# Skipped, with a note and no PASS, where valgrind is not installed.
set -u
VAMSIM=${VAMSIM:-./vamsim}
command -v valgrind >/dev/null 2>&1 || { echo "note: valgrind not installed: memcheck skipped"; exit 0; }
case "$VAMSIM" in *asan*) exit 0 ;; esac   # sanitizer builds cannot run under valgrind
for f in netlists/*.vhd; do
  [ -e "$f" ] || continue
  name=$(basename "$f" .vhd)
  log=$(mktemp)
  valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
    --log-file="$log" $VAMSIM --tran 0.2 -o /dev/null "$f" 2>/dev/null; rc=$?
  if [ $rc -eq 99 ]; then
    echo "FAIL valgrind $name: memcheck errors"; grep -E "Invalid|definitely|indirectly|uninitialised" "$log" | head -5 | sed 's/^/    /'
  elif [ $rc -ne 0 ]; then
    echo "FAIL valgrind $name: vamsim exited with $rc"
  else
    echo "PASS valgrind $name: no invalid access, no leak"
  fi
  rm -f "$log"
done
