#!/usr/bin/env bash
# What CI runs for the benchmarks, in a release build: a check that binding actions name their
# fields, then every benchmark's heap allocations against the counts checked in under
# Thresholds/. Exits non-zero when either fails.
#
# Allocation counts are exact and repeatable, so the check is strict: any change fails, a
# regression and an improvement alike (an improvement means the checked-in counts are stale).
# Wall-clock thresholds are not checked: they fail on unchanged code.
#
# After an intended change, update the counts and commit Thresholds/:
#   swift package --allow-writing-to-package-directory benchmark thresholds update \
#     --metric mallocCountTotal
set -euo pipefail
cd "$(dirname "$0")"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

status=0

# Field names in key path descriptions come from the macros, so that a release build names them
# too (the runtime names a computed property only when it finds the symbol of its accessor).
swift build -c release --product InstructionCounts
description="$("$(swift build -c release --show-bin-path)/InstructionCounts" describe)"
if [[ "$description" == *'\Settings.State.displayName, "Blob"'* ]]; then
  echo "benchmarks: a release build names the fields of binding actions: $description"
else
  status=1
  echo "error: a release build describes a binding action as $description" >&2
fi

if swift package benchmark thresholds check --metric mallocCountTotal --no-progress 2>&1 \
  | tee "$log"; then
  echo "benchmarks: heap allocations equal to the checked-in thresholds"
else
  status=1
  # `swift package` exits 1 whatever failed; the tool's last words say what.
  if grep -q "is WORSE than" "$log"; then
    echo "error: heap allocations regressed (the deviations are listed above)" >&2
  elif grep -q "is BETTER than" "$log"; then
    echo "error: heap allocations went down: update Benchmarks/Thresholds/ (see Benchmarks/ci.sh)" >&2
  else
    echo "error: the benchmarks failed to build or run (see above)" >&2
  fi
fi
exit "$status"
