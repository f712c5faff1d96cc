#!/usr/bin/env bash
# Installs the build dependencies (flex, bison, SuiteSparse KLU, mandoc) with
# the system package manager when they are missing.  Debian/Ubuntu: apt-get.
set -e
missing=()
command -v flex  >/dev/null 2>&1 || missing+=(flex)
command -v bison >/dev/null 2>&1 || missing+=(bison)
[ -f /usr/include/suitesparse/klu.h ] || [ -f /usr/include/klu.h ] || missing+=(libsuitesparse-dev)
command -v mandoc >/dev/null 2>&1 || missing+=(mandoc)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
if command -v apt-get >/dev/null 2>&1; then
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
else
  echo "vamsim: please install: ${missing[*]} (flex, bison, SuiteSparse KLU headers and libraries)" >&2
  exit 1
fi
