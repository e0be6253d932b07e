# Sourced by the set-up scripts: installs the locked dependencies when package-lock.json changed.
stamp="node_modules/.package-lock.stamp"
if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp" || [ "$(cat node_modules/.node-version 2>/dev/null)" != "$(node -v)" ]; then
  npm ci --no-audit --no-fund
  cp package-lock.json "$stamp"
  node -v > node_modules/.node-version
fi
