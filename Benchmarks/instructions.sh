#!/usr/bin/env bash
# Counts instructions per operation with callgrind, which counts the same on every run whatever
# else the machine is doing (hardware counters are not available here):
#   per operation = (I(N = 6000) − I(N = 2000)) / 4000
# so start-up and one-off costs cancel out. Prints a table and ratios.
#
# Usage: Benchmarks/instructions.sh [operation ...]   (default: all)
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v valgrind >/dev/null; then
  echo "valgrind not found: installing it (Debian)" >&2
  apt-get update -qq && apt-get install -y -qq valgrind >/dev/null
fi

swift build -c release --product InstructionCounts >&2
binary="$(swift build -c release --show-bin-path)/InstructionCounts"

operations=("$@")
if [ ${#operations[@]} -eq 0 ]; then
  operations=($("$binary" list))
fi

workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT
# valgrind 3.19 can't read some of the DWARF 5 the toolchain emits; totals don't need it.
# The copy finds the build's shared libraries (its rpath is relative to the original).
cp "$binary" "$workdir/InstructionCounts"
strip --strip-debug "$workdir/InstructionCounts"
export LD_LIBRARY_PATH="$(dirname "$binary")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
binary="$workdir/InstructionCounts"

count() {
  local operation="$1" n="$2" out="$workdir/$1-$2.out"
  valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" "$operation" "$n" \
    >/dev/null 2>&1
  grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}'
}

printf '%-18s %14s\n' "operation" "instructions"
declare -A per_op
for operation in "${operations[@]}"; do
  low=$(count "$operation" 2000)
  high=$(count "$operation" 6000)
  per_op[$operation]=$(( (high - low) / 4000 ))
  printf '%-18s %14s\n' "$operation" "${per_op[$operation]}"
done

if [ -n "${per_op[adhoc]:-}" ] && [ "${per_op[adhoc]}" -gt 0 ]; then
  echo
  for operation in "${operations[@]}"; do
    [ "$operation" = adhoc ] && continue
    awk -v a="${per_op[$operation]}" -v b="${per_op[adhoc]}" -v n="$operation" \
      'BEGIN { printf "%-18s %6.2f × adhoc\n", n, a / b }'
  done
fi
