#!/usr/bin/env bash
# Input files and command lines that the error tests of tests/errors
# cannot express (run.sh appends an existing file to every command): a
# file that does not exist is an input error (status 1) with a message
# without a source location; no file at all and an unknown option are
# usage errors (status 2) that point at --help.
# Prints PASS/FAIL lines; details of a failure are indented.
set -u
VAMSIM=${VAMSIM:-./vamsim}

# expect NAME STATUS TEXT ARGS...: vamsim ARGS exits with STATUS and its
# standard error holds the line TEXT (exactly) and nothing on stdout.
expect() {
  local name=$1 want=$2 text=$3 out err rc
  shift 3
  err=$(mktemp)
  out=$($VAMSIM "$@" 2>"$err")
  rc=$?
  if [ $rc -ne "$want" ]; then
    echo "FAIL errors_files $name: exit status $rc, want $want"; sed 's/^/    /' "$err"
  elif ! grep -qxF -- "$text" "$err"; then
    echo "FAIL errors_files $name: no line '$text'"; sed 's/^/    /' "$err"
  elif [ -n "$out" ]; then
    echo "FAIL errors_files $name: unexpected output"; sed 's/^/    /' <<<"$out"
  else
    echo "PASS errors_files $name"
  fi
  rm -f "$err"
}

expect missing_file 1 "vamsim: error: cannot read '/nonexistent.vhd': No such file or directory" \
  /nonexistent.vhd
expect missing_file_check 1 "vamsim: error: cannot read '/nonexistent.vhd': No such file or directory" \
  --check /nonexistent.vhd
dir=$(mktemp -d)
expect directory 1 "vamsim: error: cannot read '$dir': Is a directory" "$dir"
rmdir "$dir"
expect no_file 2 "vamsim: error: no input file" --op
expect unknown_option 2 "vamsim: error: unknown option '--frobnicate'" --frobnicate x.vhd
expect usage_hint 2 "(see vamsim --help)"
