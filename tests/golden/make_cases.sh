#!/usr/bin/env bash
# Regenerate the expected outputs of the golden conformance cases.
#
#   tests/golden/make_cases.sh [cpu|cuda|current|all]     (default: all)
#
# CPU cases (tests/golden/cases/*.py): expectations come from the shared
# oracle, which runs each case with the reference interpreter
# (Python 3.11 + PyTorch 1.13 + NumPy 1.24).
#
# current: the CPU cases' CASE.current.{out,err,code}, from the oracle's "current"
# reference (Python 3.14 + PyTorch 2.14 + NumPy 2.4, `python3-current`, which
# ../shared/conformance/current-oracle/setup installs); the versions it printed are
# recorded in cases/CURRENT_VERSIONS. Not part of "all": it needs that reference.
#
# CUDA cases (tests/golden/cases/cuda/*.py): the reference build has no CUDA,
# so each case has a CPU twin in tests/golden/cuda-twins/ written by the rules
# of the shared cuda-derivations/_fakecuda.py (imported from the shared folder
# through PYTHONPATH, not copied). Running a twin prints exactly what the CUDA
# case prints; its stdout, last stderr line and exit status become
# cases/cuda/NAME.{out,err,code}.
#
# Environment overrides:
#   TL_ORACLE      path of the shared oracle  (default: ../shared/conformance/oracle
#                  relative to the repository root)
#   TL_FAKECUDA    folder holding _fakecuda.py (default: the oracle's folder
#                  + /cuda-derivations)
#   ORACLE_PYTHON  reference interpreter (default: /usr/bin/python3); also
#                  honoured by the oracle itself
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
oracle=${TL_ORACLE:-$root/../shared/conformance/oracle}
fakecuda=${TL_FAKECUDA:-$(dirname "$oracle")/cuda-derivations}
py=${ORACLE_PYTHON:-/usr/bin/python3}
what=${1:-all}

cases="$here/cases"
twins="$here/cuda-twins"
status=0

run_cpu() {
  if [ ! -x "$oracle" ]; then
    echo "make_cases: oracle not found or not executable: $oracle (set TL_ORACLE)" >&2
    return 1
  fi
  shopt -s nullglob
  local files=("$cases"/*.py)
  shopt -u nullglob
  if [ ${#files[@]} -eq 0 ]; then
    echo "make_cases: no CPU cases in $cases" >&2
    return 1
  fi
  "$oracle" "${files[@]}"
}

run_current() {
  shopt -s nullglob
  local files=("$cases"/*.py)
  shopt -u nullglob
  local py=${ORACLE_PYTHON:-/usr/local/bin/python3-current}
  "$py" -c 'import sys, torch, numpy; print("Python", sys.version.split()[0], "PyTorch", torch.__version__, "NumPy", numpy.__version__)' \
    >"$cases/CURRENT_VERSIONS" || return 1
  "$oracle" --profile=current "${files[@]}"
}

run_cuda() {
  if [ ! -f "$fakecuda/_fakecuda.py" ]; then
    echo "make_cases: _fakecuda.py not found in $fakecuda (set TL_FAKECUDA)" >&2
    return 1
  fi
  local rc=0 twin base errf code
  mkdir -p "$cases/cuda"
  shopt -s nullglob
  for twin in "$twins"/*.py; do
    base=$(basename "$twin" .py)
    if [ ! -f "$cases/cuda/$base.py" ]; then
      echo "make_cases: twin $twin has no case cases/cuda/$base.py" >&2
      rc=1
      continue
    fi
    errf=$(mktemp)
    (cd "$twins" && env -u PYTHONSTARTUP PYTHONPATH="$fakecuda" PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1 \
       timeout 60 "$py" "$base.py" >"$cases/cuda/$base.out" 2>"$errf" </dev/null)
    code=$?
    sed -e 's/[[:space:]]*$//' "$errf" | awk 'NF { l = $0 } END { if (l != "") print l }' >"$cases/cuda/$base.err"
    echo "$code" >"$cases/cuda/$base.code"
    if [ "$code" -ne 0 ] && [ "$code" -ne 1 ]; then
      echo "make_cases: cuda/$base: unexpected exit status $code" >&2
      sed 's/^/    /' "$errf" >&2
      rc=1
    fi
    if [ "$code" -eq 0 ] && [ -s "$errf" ]; then
      echo "make_cases: cuda/$base: exit 0 but stderr is not empty:" >&2
      sed 's/^/    /' "$errf" >&2
      rc=1
    fi
    if grep -q "AssertionError" "$errf"; then
      echo "make_cases: cuda/$base: _fakecuda self-check failed" >&2
      rc=1
    fi
    rm -f "$errf"
    echo "derive: cuda/$base -> exit $code$( [ "$code" -ne 0 ] && printf ', %s' "$(cat "$cases/cuda/$base.err")")"
  done
  for c in "$cases"/cuda/*.py; do
    base=$(basename "$c" .py)
    if [ ! -f "$twins/$base.py" ]; then
      echo "make_cases: CUDA case cuda/$base.py has no twin in $twins" >&2
      rc=1
    fi
  done
  shopt -u nullglob
  return $rc
}

case "$what" in
  cpu) run_cpu || status=1 ;;
  cuda) run_cuda || status=1 ;;
  current) run_current || status=1 ;;
  all) run_cpu || status=1; run_cuda || status=1 ;;
  *) echo "usage: $0 [cpu|cuda|current|all]" >&2; exit 2 ;;
esac
exit $status
