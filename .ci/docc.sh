#!/usr/bin/env bash
# Builds the DocC catalog from the module's symbol graph and fails on any warning: undocumented
# parameters, links that don't resolve or are ambiguous, articles whose names collide.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-symbol-graph --minimum-access-level public > .ci-symbolgraph.log 2>&1 || {
  cat .ci-symbolgraph.log >&2
  exit 1
}
graphs=$(grep -o "/[^ ]*symbolgraph[^ ]*" .ci-symbolgraph.log | tail -1)
graphs=${graphs:-.build/symbolgraph}
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
# Only the module's own symbol graphs (its extensions of other modules' types included).
cp "$graphs"/ComposableArchitecture*.symbols.json "$staging"/

docc convert Sources/ComposableArchitecture/Documentation.docc \
  --additional-symbol-graph-dir "$staging" \
  --fallback-display-name ComposableArchitecture \
  --fallback-bundle-identifier composable-architecture \
  --output-path "$staging/out" \
  --warnings-as-errors 2>&1 | tee .ci-docc.log
