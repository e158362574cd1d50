#!/usr/bin/env bash
# Runs the browser tests with the clock of every process they start (the runner, the server, its
# database, Chromium) moved to a moment of your choosing, and running on from there:
#
#   npm run test:e2e:at -- "2026-12-31 23:55Z" [playwright arguments, e.g. tests/server-render.spec.ts]
#
# Times that are rare in CI find what depends on the hour: New Year's Eve, when Kolkata (the server's
# page) is in another year than the reader; the turn of a month or a day in one zone and not another.
# It needs libfaketime (apt-get install faketime). All processes move by the same offset, so their
# clocks agree with each other (an absolute FAKETIME would start each process at the same moment).
set -euo pipefail
cd "$(dirname "$0")"
moment="${1:?usage: run-at.sh "YYYY-MM-DD HH:MMZ" [playwright arguments]}"
shift
lib=$(find /usr/lib -name libfaketime.so.1 2>/dev/null | head -n 1)
if [[ -z "$lib" ]]; then
  echo "libfaketime was not found: apt-get install faketime" >&2
  exit 1
fi
offset=$(($(date -d "$moment" +%s) - $(date +%s)))
echo "browser tests at $(date -u -d "$moment" '+%Y-%m-%d %H:%M UTC') (clock moved by ${offset} s)"
FAKETIME="$(printf '%+d' "$offset")" LD_PRELOAD="$lib" exec npx playwright test "$@"
