#!/usr/bin/env bash
# Regenerate the corpus's expected outputs from real Python 3.11 + PyTorch 1.13 + NumPy 1.24.
#
#   tests/corpus/make_expected.sh [--check] [NAME...]
#
# For each tests/corpus/scripts/NAME.py (all of them, or the NAMEs given) runs
#   python3 NAME.py
# from the scripts folder and writes tests/corpus/expected/NAME.out (exact stdout),
# NAME.err (last non-blank stderr line, trailing whitespace removed; empty when
# stderr is empty) and NAME.code (exit status), the layout of the conformance oracle.
#
# --check runs every script a second time and fails when stdout, the last stderr
# line or the exit status differ between the runs: corpus scripts must print only
# what is the same on every run (seeded random numbers, no addresses or timings).
#
# Environment: ORACLE_PYTHON (default /usr/bin/python3), CORPUS_JOBS (default 2).
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
scripts="$here/scripts"
expected="$here/expected"
py=${ORACLE_PYTHON:-/usr/bin/python3}
jobs=${CORPUS_JOBS:-2}

check=0
if [ "${1:-}" = "--check" ]; then
  check=1
  shift
fi

if ! "$py" -c 'import torch, numpy' >/dev/null 2>&1; then
  echo "make_expected: $py cannot import torch and numpy" >&2
  echo "make_expected: on Debian 12: apt-get install -y python3-torch python3-numpy" >&2
  exit 2
fi
read -r pyv tv nv < <("$py" -c 'import sys, torch, numpy; print("%d.%d" % sys.version_info[:2], torch.__version__, numpy.__version__)')
case "$pyv/$tv/$nv" in
  3.11/1.13*/1.24*) ;;
  *) echo "make_expected: warning: the reference is Python 3.11 / torch 1.13 / numpy 1.24, found $pyv / $tv / $nv" >&2 ;;
esac

if [ $# -eq 0 ]; then
  set -- $(cd "$scripts" && ls -1 -- *.py | sed 's/\.py$//')
fi
mkdir -p "$expected"

# run_one NAME DEST_PREFIX: the three expected files for one script
run_one() {
  local name=$1 dest=$2 errf
  errf=$(mktemp)
  (cd "$scripts" && env -u PYTHONPATH -u PYTHONSTARTUP PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1 \
     timeout 300 "$py" "$name.py" >"$dest.out" 2>"$errf" </dev/null)
  echo $? >"$dest.code"
  sed -e 's/[[:space:]]*$//' "$errf" | awk 'NF { l = $0 } END { if (l != "") print l }' >"$dest.err"
  rm -f "$errf"
}
export -f run_one
export scripts py

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

printf '%s\n' "$@" | xargs -P "$jobs" -I{} bash -c 'run_one "$1" "$2/$1"' _ {} "$expected"
if [ $check -eq 1 ]; then
  printf '%s\n' "$@" | xargs -P "$jobs" -I{} bash -c 'run_one "$1" "$2/$1"' _ {} "$tmp"
fi

status=0
for name in "$@"; do
  code=$(cat "$expected/$name.code")
  if [ "$code" -ne 0 ] && [ "$code" -ne 1 ]; then
    echo "make_expected: $name: unexpected exit status $code" >&2
    status=1
  fi
  if [ $check -eq 1 ]; then
    for ext in out err code; do
      if ! cmp -s "$expected/$name.$ext" "$tmp/$name.$ext"; then
        echo "make_expected: $name: .$ext differs between two runs (not deterministic)" >&2
        status=1
      fi
    done
  fi
  echo "$name -> exit $code$( [ -s "$expected/$name.err" ] && printf ', %s' "$(cat "$expected/$name.err")")"
done
exit $status
