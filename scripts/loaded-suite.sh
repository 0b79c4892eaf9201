#!/usr/bin/env bash
# The suite on a busy machine (decision 1108): a fresh clone of this repository's HEAD, `npm ci`,
# then `npm test` three times in a row and the stress suite once, with two CPU hogs running beside
# them. Prints one line per run with its exit code, time and the machine's load; logs stay in the
# printed folder. Usage: bash scripts/loaded-suite.sh [runs]
set -u
runs=${1:-3}
work=$(mktemp -d "${TMPDIR:-/tmp}/kadal-loaded-XXXXXX")
git clone -q "$(git rev-parse --show-toplevel)" "$work/clone" && cd "$work/clone" || exit 1
echo "commit $(git rev-parse --short HEAD), logs in $work"
t0=$(date +%s)
npm ci --no-audit --no-fund >"$work/npm-ci.log" 2>&1
echo "npm ci: exit $?, $(($(date +%s) - t0)) s"
sha256sum /dev/zero &
hog1=$!
sha256sum /dev/zero &
hog2=$!
trap 'kill $hog1 $hog2 2>/dev/null' EXIT
# No second chances here: a test that would pass only on its retry fails the run.
export E2E_RETRIES=0
failed=0
for i in $(seq 1 "$runs"); do
  t0=$(date +%s)
  npm test >"$work/test-$i.log" 2>&1
  code=$?
  [ "$code" = 0 ] || failed=1
  echo "npm test run $i: exit $code, $(($(date +%s) - t0)) s, load $(cut -d' ' -f1-3 /proc/loadavg)"
done
t0=$(date +%s)
npm run test:stress >"$work/stress.log" 2>&1
code=$?
[ "$code" = 0 ] || failed=1
echo "stress: exit $code, $(($(date +%s) - t0)) s, load $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$failed"
