#!/usr/bin/env bash
# Runs a command with Node >= 24.18 and the workspace installed.
#
# These machines ship Node 20; the project needs Node 24 (Prism 5.16 needs
# >= 24.18). When the system Node is older, Node 24 is installed from the npm
# registry into .cache/node24 (the `node` package ships the real binary) and put
# first on PATH. Then `npm install` runs when node_modules is missing or older
# than package-lock.json. (Not `npm ci`: the registry here has no builds of some
# packages for other platforms, e.g. Biome's macOS and Windows binaries, so the
# lock file leaves those optional packages out and `npm ci` refuses it; `npm
# install` installs exactly the locked versions and skips them.)
# Usage: bash scripts/node24.sh <command> [args...]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
min_major=24
min_minor=18

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  local v major minor
  v="$(node -p 'process.versions.node' 2>/dev/null)" || return 1
  major="${v%%.*}"
  minor="${v#*.}"
  minor="${minor%%.*}"
  [ "$major" -gt "$min_major" ] || { [ "$major" -eq "$min_major" ] && [ "$minor" -ge "$min_minor" ]; }
}

if ! node_ok; then
  local_bin="$root/.cache/node24/node_modules/.bin"
  if [ ! -x "$local_bin/node" ]; then
    echo "node24: system Node is $(node --version 2>/dev/null || echo 'missing'); installing Node 24 from the npm registry into .cache/node24" >&2
    npm install --silent --no-save --no-package-lock --prefix "$root/.cache/node24" "node@$min_major" >&2
  fi
  export PATH="$local_bin:$PATH"
  node_ok || { echo "node24: could not get Node >= $min_major.$min_minor (have $(node --version))" >&2; exit 1; }
fi

cd "$root"
stamp="node_modules/.package-lock.json"
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "node24: installing dependencies (npm install) with Node $(node --version)" >&2
  npm install --no-audit --no-fund >&2
fi

exec "$@"
