#!/usr/bin/env bash
# mechgui developer entry point: sets up what is missing, then runs the app or the tests.
#
#   ./dev.sh [ARGS...]                 set up if needed, then open the app (.venv/bin/mechgui ARGS)
#   ./dev.sh test [PYTEST ARGS...]     set up if needed, lint, then run the test suite in one
#                                      worker per core (fails when either fails)
#   ./dev.sh screenshot OUT.png [ARGS...]
#                                      run the app on a virtual screen (xvfb-run) and save a PNG
#   ./dev.sh lint                      ruff check, ruff format --check, mypy (the whole package)
#   ./dev.sh setup                     only set up
#   ./dev.sh help
#
# Setup (each step is skipped when already done, so repeated runs are fast and work offline):
#   1. Debian/Ubuntu libraries Qt needs, installed with apt-get only when one is missing
#      (as root directly, otherwise through sudo when it is available); a CJK font
#      (fonts-noto-cjk) when Chinese is chosen (--lang zh_CN, MECHGUI_LANG, LANG); chromium
#      for `./dev.sh test` (the student pages are run in headless Chromium).
#   2. A virtualenv in .venv with `pip install -e ".[dev]"`, redone when pyproject.toml changes.
#
# Environment: PYTHON (interpreter for the venv, default: the first python3.X >= 3.11 found),
# MECHGUI_VENV (default: .venv beside this script), MECHGUI_SKIP_APT=1 (never call apt-get),
# MECHGUI_SCREENSHOT_DELAY_MS (default 4000), MECHGUI_SCREEN (Xvfb screen, default 1600x1000x24).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="${MECHGUI_VENV:-$ROOT/.venv}"
STAMP="$VENV/.mechgui-setup-stamp"

export PIP_DISABLE_PIP_VERSION_CHECK=1

# Libraries for Qt with QT_QPA_PLATFORM=offscreen (the tests). See shared/guides/qt-notes.md.
QT_OFFSCREEN_PKGS=(libgl1 libegl1 libfontconfig1 libfreetype6 libxkbcommon0 libdbus-1-3
                   libglib2.0-0 libx11-6)
# Extra libraries for a real window (xcb platform plugin), plus Xvfb for headless screenshots.
QT_WINDOW_PKGS=(libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0
                libxcb-shape0 libxcb-randr0 libxcb-xfixes0 libxcb-shm0 libxcb-sync1 libxcb-xkb1
                libxcb-render0 libxcb1 libxkbcommon-x11-0 libx11-xcb1)
XVFB_PKGS=(xvfb xauth)
# A font with Chinese characters, installed when Chinese is chosen (MECHGUI_LANG, LANG,
# LC_ALL or --lang zh_CN); without it the Chinese UI shows empty boxes.
CJK_FONT_PKGS=(fonts-noto-cjk)
# What the tests open exported pages with (tests/test_student_page.py: headless Chromium runs
# the student page's self-test); the tests skip only when it is absent.
TEST_PKGS=(chromium)

say()  { printf '==> %s\n' "$*" >&2; }
warn() { printf 'dev.sh: warning: %s\n' "$*" >&2; }
die()  { printf 'dev.sh: error: %s\n' "$*" >&2; exit 1; }

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'; }

# --- 1. system packages -------------------------------------------------------------------------
pkg_installed() {
  # Ubuntu 24.04 renamed some libraries with a t64 suffix (libglib2.0-0t64); accept either.
  local p
  for p in "$1" "${1}t64"; do
    [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" == "install ok installed" ]] && return 0
  done
  return 1
}

ensure_system_packages() {
  [[ "${MECHGUI_SKIP_APT:-0}" == 1 ]] && return 0
  if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    warn "not a Debian/Ubuntu system: make sure the equivalents of these are installed: $*"
    return 0
  fi
  local missing=() p
  for p in "$@"; do pkg_installed "$p" || missing+=("$p"); done
  ((${#missing[@]} == 0)) && return 0

  local sudo=()
  if [[ "$(id -u)" != 0 ]]; then
    if command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [[ -t 0 ]]; }; then
      sudo=(sudo)
    else
      warn "missing system packages and no root/sudo to install them. Run:"
      warn "  sudo apt-get install ${missing[*]}"
      return 0
    fi
  fi
  say "installing system packages: ${missing[*]}"
  local apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -y -q
             -o Dpkg::Use-Pty=0 -o APT::Color=0)
  "${apt[@]}" update -qq >/dev/null \
    || warn "apt-get update failed; trying to install from the package lists already present"
  "${apt[@]}" install -qq --no-install-recommends "${missing[@]}" 2>&1 >/dev/null \
    | { grep -v '^debconf: delaying package configuration' || true; } >&2 \
    || die "apt-get install failed for: ${missing[*]}"
}

# --- 2. python venv -------------------------------------------------------------------------------
find_python() {
  if [[ -n "${PYTHON:-}" ]]; then echo "$PYTHON"; return; fi
  local c
  for c in python3 python3.13 python3.12 python3.11; do
    if command -v "$c" >/dev/null 2>&1 \
       && "$c" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$c"; return
    fi
  done
  die "Python >= 3.11 not found (on Debian 12: apt-get install python3 python3-venv; or set PYTHON=...)"
}

setup_key() {
  # Redo the install when pyproject.toml or the interpreter changes.
  { cat "$ROOT/pyproject.toml"; "$VENV/bin/python" -c 'import sys; print(sys.version)'; } \
    | sha256sum | cut -d' ' -f1
}

ensure_venv() {
  if [[ -x "$VENV/bin/python" ]] && "$VENV/bin/python" -c '' 2>/dev/null \
     && [[ -f "$STAMP" && "$(cat "$STAMP")" == "$(setup_key)" ]]; then
    return 0
  fi
  local t0=$SECONDS py
  if ! [[ -x "$VENV/bin/python" ]] || ! "$VENV/bin/python" -c '' 2>/dev/null; then
    py="$(find_python)"
    say "creating virtualenv $VENV with $("$py" --version 2>&1) ($(command -v "$py"))"
    rm -rf "$VENV"
    "$py" -m venv "$VENV"
  fi
  say "installing mechgui and its dev tools into $VENV (pip install -e \".[dev]\"; first time: a minute or two)"
  rm -f "$STAMP"
  # pip -q still warns about each configured find-links/index location that does not exist
  # on this machine; drop those lines, keep everything else.
  local rc=0
  (cd "$ROOT" && "$VENV/bin/python" -m pip install --progress-bar off -q -e ".[dev]" 2>&1) \
    | { grep -v "^WARNING: Location '.*' is ignored: it is neither a file nor a directory" || true; } >&2 \
    || rc=$?
  ((rc == 0)) || die "pip install failed (exit $rc, see above)"
  setup_key >"$STAMP"
  say "environment ready in $((SECONDS - t0)) s: $("$VENV/bin/python" -m pip freeze --exclude-editable \
        | grep -iE '^(pyside6[-_]essentials|pyqtgraph|ziamath|sympy|numpy|scipy|pytest|pytest-qt)==' \
        | tr '\n' ' ')"
}

wants_cjk() {  # whether Chinese is chosen: the environment, or --lang zh* among the arguments
  local a prev=""
  [[ "${MECHGUI_LANG:-}${LC_ALL:-}${LANG:-}" == *zh* ]] && return 0
  for a in "$@"; do
    [[ "$a" == --lang=zh* || ( "$prev" == --lang && "$a" == zh* ) ]] && return 0
    prev="$a"
  done
  return 1
}

setup() {
  local pkgs=("${QT_OFFSCREEN_PKGS[@]}")
  [[ "${1:-}" == window ]] && pkgs+=("${QT_WINDOW_PKGS[@]}" "${XVFB_PKGS[@]}")
  # the presenter-view test runs the window on a two-screen Xvfb (skipped without it)
  [[ "${1:-}" == test ]] && pkgs+=("${TEST_PKGS[@]}" "${QT_WINDOW_PKGS[@]}" "${XVFB_PKGS[@]}")
  if [[ "${1:-}" == window ]] && wants_cjk "${@:2}"; then
    pkgs+=("${CJK_FONT_PKGS[@]}")
  fi
  if ! [[ -x "$VENV/bin/python" ]] && ! "$(find_python)" -c 'import ensurepip, venv' 2>/dev/null; then
    pkgs+=(python3-venv)  # Debian's python3 ships venv/ensurepip separately
  fi
  ensure_system_packages "${pkgs[@]}"
  ensure_venv
}

# --- modes --------------------------------------------------------------------------------------
lint() {  # returns 1 when any check fails (all of them run)
  local rc=0
  "$VENV/bin/ruff" check . || rc=1
  "$VENV/bin/ruff" format --check . || rc=1
  "$VENV/bin/mypy" || rc=1
  return "$rc"
}

run_tests() {
  setup test
  cd "$ROOT"
  local lint_rc=0 rc=0
  say "lint: ruff check, ruff format --check, mypy (the whole package)"
  lint || lint_rc=1
  # One worker per core (pytest-xdist); each test file runs whole in one worker, so its module
  # fixtures are built once. Arguments may override: ./dev.sh test -n 0 runs in one process.
  "$VENV/bin/python" -m pytest -n auto --dist loadfile "$@" || rc=$?
  if ((rc == 5)); then
    echo "dev.sh: pytest collected no tests; an empty suite counts as a failure" >&2
    rc=1
  fi
  if ((lint_rc != 0)); then
    echo "dev.sh: lint failed (see above; ./dev.sh lint runs only the lint)" >&2
    ((rc != 0)) || rc=1
  fi
  exit "$rc"
}

run_lint() {
  setup offscreen
  cd "$ROOT"
  lint
}

# Subcommands of the mechgui CLI that need no window (they may run without a display): asked
# of the CLI itself, so a new command (a module of mechgui/commands/) is known here too.
cli_only() {
  "$VENV/bin/python" -c 'from mechgui.cli import all_commands; print(*all_commands())' 2>/dev/null
  echo --help -h --version
}

run_app() {
  setup window "$@"
  if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    local a
    for a in $(cli_only); do
      [[ "${1:-}" == "$a" ]] && exec "$VENV/bin/mechgui" "$@"
    done
    cat >&2 <<'EOF'
dev.sh: no display ($DISPLAY and $WAYLAND_DISPLAY are empty), so the window cannot open.
  On a headless machine, use a virtual screen:   xvfb-run -a ./dev.sh [ARGS...]
  or save a picture of the window:               ./dev.sh screenshot out.png [ARGS...]
  or run Qt without any screen:                  QT_QPA_PLATFORM=offscreen ./dev.sh [ARGS...]
EOF
    exit 2
  fi
  exec "$VENV/bin/mechgui" "$@"
}

run_screenshot() {
  (($# >= 1)) || die "usage: ./dev.sh screenshot OUT.png [ARGS...]"
  local out="$1"; shift
  [[ "$out" == /* ]] || out="$PWD/$out"
  setup window "$@"
  mkdir -p "$(dirname "$out")"
  rm -f "$out"
  local rc=0
  MECHGUI_SCREENSHOT="$out" \
  MECHGUI_SCREENSHOT_DELAY_MS="${MECHGUI_SCREENSHOT_DELAY_MS:-4000}" \
  MECHGUI_AUTOPLAY="${MECHGUI_AUTOPLAY:-1}" \
  QT_QPA_PLATFORM=xcb \
    timeout "${MECHGUI_SCREENSHOT_TIMEOUT:-180}" \
    xvfb-run -a -s "-screen 0 ${MECHGUI_SCREEN:-1600x1000x24} -nolisten tcp" \
    "$VENV/bin/mechgui" "$@" || rc=$?
  if [[ -s "$out" ]]; then
    echo "screenshot: $out"
  else
    die "no screenshot written to $out (app exit code $rc; 124 = timed out)"
  fi
  exit "$rc"
}

case "${1:-}" in
  test)       shift; run_tests "$@" ;;
  screenshot) shift; run_screenshot "$@" ;;
  lint)       shift; run_lint ;;
  setup)      shift; setup window ;;
  help)       usage ;;
  *)          run_app "$@" ;;
esac
