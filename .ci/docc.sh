#!/usr/bin/env bash
# Builds the DocC catalog from the module's symbol graph and fails on any warning: undocumented
# parameters, links that don't resolve or are ambiguous, articles whose names collide.
#
# `swift package dump-symbol-graph` reuses the debug build (.build), so after `swift build` this
# only extracts the graphs and runs docc. It writes every target's graphs to
# .build/<triple>/symbolgraph and says so on its last line ("Files written to <dir>").
set -euo pipefail
cd "$(dirname "$0")/.."

# Stale graphs from an earlier run must not be documented: start from an empty directory.
bin_path=$(swift build --show-bin-path)
expected_graphs="$(dirname "$bin_path")/symbolgraph"
rm -rf "$expected_graphs"

# Extension block symbols give the module's extensions of other modules' types (DependencyValues'
# `dismiss`, String's `init(state:)`, ...) pages of their own, under Extended Modules.
swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols \
  > .ci-symbolgraph.log 2>&1 || {
  cat .ci-symbolgraph.log >&2
  exit 1
}
graphs=$(sed -n 's/^Files written to //p' .ci-symbolgraph.log | tail -1)
graphs=${graphs:-$expected_graphs}
if [[ ! -f "$graphs/ComposableArchitecture.symbols.json" ]]; then
  cat .ci-symbolgraph.log >&2
  echo "error: no ComposableArchitecture.symbols.json in $graphs" >&2
  exit 1
fi

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
mkdir "$staging/graphs"
# Only the module's own symbol graphs (its extensions of other modules' types included), not
# the examples' or the tests'.
cp "$graphs"/ComposableArchitecture.symbols.json "$graphs"/ComposableArchitecture@*.symbols.json \
  "$staging/graphs"/

status=0
docc convert Sources/ComposableArchitecture/Documentation.docc \
  --additional-symbol-graph-dir "$staging/graphs" \
  --fallback-display-name ComposableArchitecture \
  --fallback-bundle-identifier composable-architecture \
  --output-path "$staging/out" \
  --warnings-as-errors > .ci-docc.log 2>&1 || status=$?
problems=$(grep -cE "^(warning|error): " .ci-docc.log || true)
if [[ $status -ne 0 || $problems -ne 0 ]]; then
  cat .ci-docc.log >&2
  echo "error: the DocC catalog has $problems warning(s) (listed above; docc exited $status)" >&2
  exit 1
fi
echo "DocC catalog: 0 warnings"
