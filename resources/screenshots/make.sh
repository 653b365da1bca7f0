#!/bin/sh
# The README's window pictures, made with `tensorlens shot` from the scripts beside this
# file (simulated cuda:0, so they look the same on any machine; the live engine's picture
# needs a Python with PyTorch and NumPy). Run from the checkout after building:
# resources/screenshots/make.sh [build/app/tensorlens]
set -eu
here=$(dirname "$0")
tl=${1:-build/app/tensorlens}
export TENSORLENS_CUDA=sim
"$tl" shot "$here/scripts/detach-numpy-shares-storage.py" --size 1280x720 -o "$here/detach-numpy-shares-storage.png"
"$tl" shot "$here/scripts/cuda-to-cpu-copies.py" --size 1280x720 -o "$here/cuda-to-cpu-copies.png"
"$tl" shot "$here/scripts/lesson-scene.py" --size 1280x720 --projector -o "$here/projector-mode.png"
"$tl" shot "$here/scripts/lesson-scene.py" --size 1920x1080 -o "$here/lesson-scene-1920.png"
"$tl" shot "$here/scripts/lesson-scene.py" --size 1280x720 -o "$here/lesson-scene-1280.png"
"$tl" shot --python "$here/scripts/your-python-roll.py" --step 6 --size 1280x720 -o "$here/your-python.png"
