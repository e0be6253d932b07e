#!/usr/bin/env bash
# One command from a fresh clone to a running site: Node, dependencies, build, database, seed, serve.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
source scripts/install-deps.sh
npm run build
npm run db:seed
echo "Serving on ${BASE_URL:-http://localhost:${PORT:-3000}}" >&2
exec env NODE_ENV=production node server/index.js
