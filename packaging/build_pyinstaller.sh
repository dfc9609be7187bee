#!/usr/bin/env bash
# Build a one-folder PyInstaller bundle of mechgui: packaging/dist/mechgui/mechgui
# Usage: packaging/build_pyinstaller.sh [extra PyInstaller options]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HERE="$ROOT/packaging"
cd "$ROOT"

[[ -f mechgui/cli.py ]] || { echo "build_pyinstaller.sh: mechgui/cli.py not found" >&2; exit 1; }

# The project venv (.venv, made by dev.sh) is what gets bundled.
./dev.sh setup
PY="$ROOT/.venv/bin/python"
"$PY" -c 'import PyInstaller' 2>/dev/null \
  || "$PY" -m pip install --progress-bar off -q "pyinstaller>=6.10"

t0=$SECONDS
"$PY" -m PyInstaller \
  --noconfirm --clean --log-level WARN \
  --onedir --name mechgui \
  --distpath "$HERE/dist" --workpath "$HERE/build" --specpath "$HERE/build" \
  --paths "$ROOT" \
  --add-data "$ROOT/mechgui/resources:mechgui/resources" \
  --collect-data ziamath --collect-data ziafont --collect-data latex2mathml \
  --exclude-module matplotlib --exclude-module PIL \
  --exclude-module tkinter --exclude-module _tkinter \
  --exclude-module PyQt5 --exclude-module PyQt6 --exclude-module PySide2 \
  --exclude-module IPython --exclude-module pytest \
  "$@" \
  "$HERE/launcher.py"

echo "bundle: $HERE/dist/mechgui/mechgui ($(du -sh "$HERE/dist/mechgui" | cut -f1), built in $((SECONDS - t0)) s)"
