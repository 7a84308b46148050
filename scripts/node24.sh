#!/usr/bin/env bash
# Runs a command with Node >= 24.18 and the workspace installed.
#
# These machines ship Node 20; the project needs Node 24 (Prism 5.16 needs
# >= 24.18). When the system Node is older, Node 24 is installed from the npm
# registry into .cache/node24 (the `node` package ships the real binary) and put
# first on PATH. Then `npm ci` installs exactly the locked tree when
# node_modules is missing or was installed from another package-lock.json (a
# SHA-256 of the lock file is kept in node_modules/.casino-lock.sha256 after a
# successful install). The lock file holds every platform's optional native
# builds, so `npm ci` works on Linux, macOS and Windows alike.
# Usage: bash scripts/node24.sh <command> [args...]
#        bash scripts/node24.sh --ci    # bootstrap, then `npm ci` whatever the state (CI)
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
stamp="node_modules/.casino-lock.sha256"
lock_hash="$(node -p "require('node:crypto').createHash('sha256').update(require('node:fs').readFileSync('package-lock.json')).digest('hex')")"
if [ "${1:-}" = "--ci" ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  echo "node24: installing dependencies (npm ci) with Node $(node --version)" >&2
  npm ci --no-audit --no-fund >&2
  echo "$lock_hash" >"$stamp"
fi
[ "${1:-}" = "--ci" ] && exit 0

exec "$@"
