# Sourced by the scripts: make .venv and install the project into it when pyproject.toml changed.
# Needs only Python 3.11+ on the machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PYTHON="${PYTHON:-python3}"
extras="${1:-}"
if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "Python 3.11 or newer is needed (found: $("$PYTHON" --version 2>&1)). Set PYTHON=/path/to/python3.11." >&2
  exit 2
fi
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
stamp=".venv/.installed${extras:+-$extras}"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e ".${extras:+[$extras]}"
  touch "$stamp"
fi

# Keep compiled bytecode, in .venv where a fresh clone starts without it: some shells set
# PYTHONDONTWRITEBYTECODE, and then every run (and every `python -m` a test starts) compiles
# the whole project again and pytest rewrites every test module's asserts again, about 10 s a
# process here.
unset PYTHONDONTWRITEBYTECODE
export PYTHONPYCACHEPREFIX="$PWD/.venv/pycache"
