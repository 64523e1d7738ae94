#!/usr/bin/env bash
# What CI runs for the benchmarks: builds them (release) and checks every benchmark's heap
# allocations against the counts checked in under Thresholds/. Allocation counts are exact and
# repeatable, so the check is strict: any change fails, a regression and an improvement alike
# (an improvement means the checked-in counts are stale: update them, see below).
#
# Wall-clock thresholds are not checked: they fail on unchanged code.
#
# To update the counts after an intended change:
#   swift package --allow-writing-to-package-directory benchmark thresholds update \
#     --metric mallocCountTotal
set -euo pipefail
cd "$(dirname "$0")"

status=0
swift package benchmark thresholds check --metric mallocCountTotal --no-progress || status=$?

case "$status" in
  0) ;;
  2) echo "error: heap allocations regressed (see the table above)" >&2 ;;
  4)
    echo "error: heap allocations improved: update Benchmarks/Thresholds/ (see Benchmarks/ci.sh)" >&2
    ;;
  *) echo "error: the benchmarks failed to build or run (exit code $status)" >&2 ;;
esac
exit "$status"
