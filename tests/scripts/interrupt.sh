#!/usr/bin/env bash
# Ctrl-C (SIGINT) during a transient: exit status 4, a message with the
# time reached, and every row computed so far in the output file, whole.
set -u
VAMSIM=${VAMSIM:-./vamsim}
net=$(mktemp --suffix=.vhd); csv=$(mktemp); err=$(mktemp)
bash bench/chain.sh 2000 > "$net"
$VAMSIM --tran 100 --maxstep 1e-4 --probe m1.x,m2000.x -o "$csv" "$net" 2>"$err" &
pid=$!
for _ in $(seq 1 100); do   # wait until rows are being written
  [ "$(wc -l < "$csv")" -gt 2 ] && break
  sleep 0.1
done
kill -INT $pid
wait $pid; rc=$?
[ $rc -eq 4 ] && echo "PASS interrupt: exit status 4" || echo "FAIL interrupt: exit status $rc, want 4"
grep -q "interrupted at t = .* rows computed so far are kept" "$err" \
  && echo "PASS interrupt: says where it stopped" || { echo "FAIL interrupt: message"; sed 's/^/    /' "$err"; }
rows=$(($(wc -l < "$csv") - 1))
broken=$(awk -F, 'NF != 3' "$csv" | wc -l)
[ "$rows" -gt 1 ] && [ "$broken" -eq 0 ] && [ -z "$(tail -c1 "$csv")" ] \
  && echo "PASS interrupt: $rows whole rows kept" || echo "FAIL interrupt: $rows rows, $broken broken lines"
rm -f "$net" "$csv" "$err"
