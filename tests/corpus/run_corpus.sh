#!/usr/bin/env bash
# Measure TensorLens's reach on the real-world corpus (scripts/ beside this file).
#
#   tests/corpus/run_corpus.sh [--diff] BIN [NAME...]
#
# Runs every scripts/NAME.py (or the NAMEs given) as
#   BIN run --cuda=off NAME.py
# from the scripts folder, with a timeout (CORPUS_TIMEOUT seconds, default 20), and
# compares stdout, the last non-blank stderr line and the exit status with
# expected/NAME.{out,err,code} (written by make_expected.sh from real Python).
# One line per script:
#   same                         all three equal
#   not-supported: MESSAGE       exit 2 with TensorLens's "not supported" refusal, and
#                                what it printed before refusing is the start of
#                                Python's output
#   DIFFERENT: WHAT              it ran (or refused after printing) something else
#                                than Python: a fidelity bug; --diff shows the diff
#   crash: WHY                   exit 3, a signal or the timeout
# Then the refusals ranked by blocker (the construct or function that stopped the
# script, line numbers removed), the counts, and last exactly "same N / total M".
# Exits 0 unless a script is DIFFERENT or crashed.
set -u

show_diff=0
if [ "${1:-}" = "--diff" ]; then
  show_diff=1
  shift
fi
if [ $# -lt 1 ]; then
  echo "usage: $0 [--diff] BIN [NAME...]" >&2
  exit 2
fi

bin=$1
shift
if [[ "$bin" == */* ]]; then
  bin="$(cd "$(dirname "$bin")" 2>/dev/null && pwd)/$(basename "$bin")"
else
  bin=$(command -v "$bin") || { echo "run_corpus: BIN not found: $1" >&2; exit 2; }
fi
[ -x "$bin" ] || { echo "run_corpus: BIN is not executable: $bin" >&2; exit 2; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
scripts="$here/scripts"
expected="$here/expected"
timeout_s=${CORPUS_TIMEOUT:-20}

if [ $# -eq 0 ]; then
  set -- $(cd "$scripts" && ls -1 -- *.py | sed 's/\.py$//')
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tl-corpus.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# last non-blank line, trailing whitespace removed
last_line() {
  sed -e 's/[[:space:]]*$//' "$1" | awk 'NF { l = $0 } END { printf "%s", l }'
}
# TensorLens's refusal: "tensorlens: FILE, line N: WHAT is not supported by ..." -> "line N: WHAT ..."
refusal() {
  grep -E '^tensorlens: .*, line [0-9]+: ' "$1" | tail -n 1 | sed -E 's/^tensorlens: .*, (line [0-9]+: )/\1/'
}
# first differing line of two files, as "line K: expected "A", got "B""
first_difference() {
  awk -v exp_file="$1" -v got_file="$2" 'BEGIN {
    n = 0
    while (1) {
      e = (getline a < exp_file); g = (getline b < got_file); n++
      if (e <= 0 && g <= 0) exit
      if (e <= 0) a = "<end>"
      if (g <= 0) b = "<end>"
      if (a != b) { printf "line %d: expected \"%s\", got \"%s\"", n, a, b; exit }
    }
  }'
}

same=0; unsupported=0; different=0; crashed=0; total=0
: >"$tmp/blockers"

for name in "$@"; do
  total=$((total + 1))
  exp_out="$expected/$name.out"
  if [ ! -f "$scripts/$name.py" ] || [ ! -f "$exp_out" ] || [ ! -f "$expected/$name.code" ]; then
    echo "$name  DIFFERENT: missing scripts/$name.py or its expected files"
    different=$((different + 1))
    continue
  fi
  (cd "$scripts" && TENSORLENS_CUDA=off timeout -k 2 "$timeout_s" "$bin" run --cuda=off "$name.py" \
     >"$tmp/out" 2>"$tmp/err" </dev/null)
  code=$?
  exp_code=$(tr -d '[:space:]' <"$expected/$name.code")
  exp_err=$( [ -f "$expected/$name.err" ] && last_line "$expected/$name.err" )
  got_err=$(last_line "$tmp/err")

  if [ "$code" -eq 124 ] || [ "$code" -eq 137 ]; then
    echo "$name  crash: still running after ${timeout_s} s"
    crashed=$((crashed + 1))
    continue
  fi
  if [ "$code" -ne 0 ] && [ "$code" -ne 1 ] && [ "$code" -ne 2 ]; then
    echo "$name  crash: exit status $code: $got_err"
    crashed=$((crashed + 1))
    continue
  fi

  if [ "$code" -eq 2 ] && [ "$exp_code" != 2 ]; then
    why=$(refusal "$tmp/err")
    [ -n "$why" ] || why=$got_err
    # what ran before the refusal must be what Python printed first
    out_size=$(stat -c %s "$tmp/out")
    if [ "$out_size" -gt 0 ] && ! cmp -s -n "$out_size" "$tmp/out" "$exp_out" 2>/dev/null \
       || [ "$out_size" -gt "$(stat -c %s "$exp_out")" ]; then
      echo "$name  DIFFERENT: before refusing ($why) printed $(first_difference "$exp_out" "$tmp/out")"
      different=$((different + 1))
      [ $show_diff -eq 1 ] && diff "$exp_out" "$tmp/out" | head -20 | sed 's/^/    /'
      continue
    fi
    echo "$name  not-supported: $why"
    unsupported=$((unsupported + 1))
    printf '%s\n' "$why" | sed -E 's/^line [0-9]+: //; s/ is not supported by tensorlens run \(it runs a subset of Python\)$//' >>"$tmp/blockers"
    continue
  fi

  what=""
  if ! cmp -s "$tmp/out" "$exp_out"; then
    what="stdout $(first_difference "$exp_out" "$tmp/out")"
  elif [ "$got_err" != "$exp_err" ]; then
    what="last stderr line: expected \"$exp_err\", got \"$got_err\""
  elif [ "$code" != "$exp_code" ]; then
    what="exit status $code, expected $exp_code"
  fi
  if [ -z "$what" ]; then
    echo "$name  same"
    same=$((same + 1))
  else
    echo "$name  DIFFERENT: $what"
    different=$((different + 1))
    if [ $show_diff -eq 1 ]; then
      diff "$exp_out" "$tmp/out" | head -20 | sed 's/^/    /'
      [ "$got_err" != "$exp_err" ] && printf '    stderr: expected "%s"\n    stderr:      got "%s"\n' "$exp_err" "$got_err"
    fi
  fi
done

echo
echo "blockers (scripts stopped, first refusal):"
sort "$tmp/blockers" | uniq -c | sort -k1,1nr -k2 | awk '{ n = $1; $1 = ""; printf "%5d %s\n", n, substr($0, 2) }'
echo
echo "not-supported $unsupported, different $different, crash $crashed"
echo "same $same / total $total"
[ $different -eq 0 ] && [ $crashed -eq 0 ]
