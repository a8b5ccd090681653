#!/usr/bin/env bash
# Installs and runs the store with the local-storage backend (nothing else needed).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm run build
echo "Fashion Zone: http://localhost:4173"
npx vite preview --port 4173 --strictPort --host
