#!/usr/bin/env bash
# Builds the DocC catalog from the module's symbol graph and fails on any warning: undocumented
# parameters, links that don't resolve or are ambiguous, articles whose names collide.
#
# The graph is extracted from the debug build's module (`swift build`, which CI has run) with
# `swift-symbolgraph-extract` and the module's own compiler flags (its import paths and C module
# maps, read from the build's manifest): seconds, and no build. `swift package
# dump-symbol-graph` gives the same graph but builds the package again in a configuration of its
# own, every trait's dependencies (SwiftNIO, PostgresNIO) included: ten minutes of CI.
set -euo pipefail
cd "$(dirname "$0")/.."

bin_path=$(swift build --show-bin-path)
manifest="$(dirname "$(dirname "$bin_path")")/debug.yaml"
module_path="$bin_path/Modules/ComposableArchitecture.swiftmodule"
if [[ ! -f "$module_path" || ! -f "$manifest" ]]; then
  swift build --target ComposableArchitecture
fi

# The flags the module was compiled with that say where its imports are.
mapfile -t import_flags < <(python3 - "$manifest" "$module_path" <<'PYTHON'
import json, sys
manifest, module = sys.argv[1], sys.argv[2]
for line in open(manifest):
    line = line.strip()
    if not line.startswith("args: [") or module not in line:
        continue
    args = json.loads(line[len("args: "):])
    if "-module-name" not in args:
        continue
    if args[args.index("-module-name") + 1] != "ComposableArchitecture":
        continue
    index = 0
    while index < len(args):
        if args[index] in ("-I", "-Xcc", "-module-cache-path", "-target"):
            print(args[index]); print(args[index + 1])
            index += 2
        else:
            index += 1
    break
PYTHON
)
if [[ ${#import_flags[@]} -eq 0 ]]; then
  echo "error: no compilation of ComposableArchitecture in $manifest" >&2
  exit 1
fi

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
mkdir "$staging/graphs"
# Extension block symbols give the module's extensions of other modules' types (DependencyValues'
# `dismiss`, String's `init(state:)`, ...) pages of their own, under Extended Modules. Only the
# module's own graphs (its extensions of other modules' types included), not its dependencies'.
swift-symbolgraph-extract -module-name ComposableArchitecture "${import_flags[@]}" \
  -minimum-access-level public -emit-extension-block-symbols -output-dir "$staging/graphs" \
  > .ci-symbolgraph.log 2>&1 || {
  cat .ci-symbolgraph.log >&2
  exit 1
}
if [[ ! -f "$staging/graphs/ComposableArchitecture.symbols.json" ]]; then
  cat .ci-symbolgraph.log >&2
  echo "error: no ComposableArchitecture.symbols.json in $staging/graphs" >&2
  exit 1
fi

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
