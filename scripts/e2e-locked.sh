#!/usr/bin/env bash
# Builds and runs end-to-end specs while holding a lock, so that two people working in the same
# tree never rebuild build/ under each other's running server. Usage: scripts/e2e-locked.sh [spec…]
set -euo pipefail
cd "$(dirname "$0")/.."
exec flock /tmp/kadal-e2e.lock bash -c 'npm run build >/dev/null && npx playwright test "$@"' _ "$@"
