#!/usr/bin/env bash
# Writes tests/lessons/expected/NAME.{out,err,code} for every lesson in resources/lessons/
# from real Python (the shared oracle: CPython 3.11, PyTorch 1.13, NumPy 1.24). A lesson
# that uses cuda:0 is run through its CPU twin in cuda-twins/ (the shared
# cuda-derivations/_fakecuda.py rules), since the reference PyTorch has no CUDA.
#
#   tests/lessons/make_expected.sh [ORACLE]   (default: ../shared/conformance/oracle)
# The twins run under the oracle's interpreter (ORACLE_PYTHON, default /usr/bin/python3).
set -eu
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
oracle=${1:-$root/../shared/conformance/oracle}
fakecuda=$(dirname "$oracle")/cuda-derivations
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for lesson in "$root"/resources/lessons/*.py; do
  name=$(basename "$lesson" .py)
  if [ -f "$here/cuda-twins/$name.py" ]; then
    cp "$here/cuda-twins/$name.py" "$tmp/$name.py"
    set +e
    (cd "$tmp" && env -u PYTHONSTARTUP PYTHONPATH="$fakecuda" PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1 \
       timeout 60 "${ORACLE_PYTHON:-/usr/bin/python3}" "$name.py" >"$name.out" 2>"$name.stderr" </dev/null)
    echo $? >"$tmp/$name.code"
    set -e
    sed -e 's/[[:space:]]*$//' "$tmp/$name.stderr" | awk 'NF { l = $0 } END { if (l != "") print l }' >"$tmp/$name.err"
    echo "twin: $name -> exit $(cat "$tmp/$name.code")"
  else
    cp "$lesson" "$tmp/$name.py"
    "$oracle" "$tmp/$name.py"
  fi
  for ext in out err code; do
    cp "$tmp/$name.$ext" "$here/expected/$name.$ext"
  done
done
