#!/usr/bin/env bash
# Builds the remote-message fuzzer (release, Swift code instrumented for libFuzzer) and runs it for
# a bounded time over a copy of the seed corpus. Exits non-zero on a crash, a trap, a reported
# issue, a timeout or running out of memory: each is a finding, whose input is kept and replayed
# with a Swift backtrace.
#
#   Fuzz/run.sh [SECONDS] [LIBFUZZER-OPTION...]     # SECONDS: 60 unless given
#   Fuzz/run.sh 0 -runs=10000000                    # a number of inputs instead of a time
#   FUZZ_CONFIGURATION=debug Fuzz/run.sh 60         # a debug build (builds in a third of
#                                                   # the time, runs a fifth as many inputs)
#   FUZZ_SCRATCH_PATH=../.build FUZZ_CONFIGURATION=debug Fuzz/run.sh 60
#                                                   # in the root's debug build folder (CI):
#                                                   # its dependencies are built already
#
# Prints libFuzzer's output, then a summary: inputs run, crashes, slow messages (over 1 ms).
#
# What is instrumented: the library's own modules (TCA_FUZZ_RUN, read by the root package's
# manifest) and the fuzzer's package, with the frontend's `-sanitize=fuzzer` alone; the
# dependencies are not, so a folder that has them built already builds only those modules again.
# The fuzzer alone is linked with libFuzzer's runtime without its `main` (FUZZ_RUNTIME, read by
# Fuzz/Package.swift), and its own `main` runs libFuzzer's driver. Why not `swift build
# --sanitize=fuzzer` (or `-Xswiftc -sanitize=fuzzer`): SwiftPM passes the flag to every module
# and to the macro plugins the library builds too, and a plugin, an executable with a `main` of
# its own, can't link libFuzzer's `main`.
set -euo pipefail
cd "$(dirname "$0")"

seconds="${1:-60}"
shift || true

configuration="${FUZZ_CONFIGURATION:-release}"
case "$configuration" in
  release) scratch=.build-fuzz ;;
  debug) scratch=.build-fuzz-debug ;;
  *) echo "run.sh: FUZZ_CONFIGURATION is release or debug, not $configuration" >&2; exit 2 ;;
esac
scratch="$(realpath -m "${FUZZ_SCRATCH_PATH:-$scratch}")"
toolchain="$(dirname "$(dirname "$(realpath "$(command -v swiftc)")")")"
runtime="$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -n 1)"
export TCA_FUZZ_RUN=1 FUZZ_RUNTIME="$runtime"
build=(swift build -c "$configuration" --scratch-path "$scratch" --product RemoteMessageFuzzer)

echo "== build: ${build[*]}"
start=$SECONDS
"${build[@]}"
echo "build: $((SECONDS - start)) s"
fuzzer="$("${build[@]}" --show-bin-path)/RemoteMessageFuzzer"

# libFuzzer adds what it finds to the corpus it is given: a copy, so that the checked-in seeds
# stay as they are. Findings are kept in the build folder.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/corpus"
cp corpus/* "$work/corpus/"
artifacts="$scratch/findings/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$artifacts"

options=(
  -dict=remote-messages.dict
  -max_len=4200
  -timeout=10
  -rss_limit_mb=2048
  -print_final_stats=1
  -artifact_prefix="$artifacts/"
)
if [[ "$seconds" != 0 ]]; then
  options+=(-max_total_time="$seconds")
fi

echo "== fuzz: RemoteMessageFuzzer ${options[*]} $* (corpus: a copy of Fuzz/corpus)"
# Swift's backtracer would take the crash signal before libFuzzer, which then keeps no input: it
# is turned off here, and the input replayed with it below.
slowest="$scratch/slowest-input"
rm -f "$slowest"
status=0
SWIFT_BACKTRACE=enable=no FUZZ_SLOWEST_INPUT="$slowest" \
  "$fuzzer" "${options[@]}" "$@" "$work/corpus" 2>&1 | tee "$work/log" || status=${PIPESTATUS[0]}

findings=("$artifacts"/*)
[[ -e "${findings[0]}" ]] || findings=()
for finding in "${findings[@]}"; do
  echo "== finding: $finding"
  echo "-- input (as a Python literal):"
  python3 -c 'import sys; print(repr(open(sys.argv[1], "rb").read()))' "$finding"
  echo "-- replayed, with a Swift backtrace:"
  "$fuzzer" -timeout=10 "$finding" 2>&1 | grep -v '^$' | head -n 80 || true
done
[[ ${#findings[@]} -gt 0 ]] || rmdir "$artifacts"

if [[ -f "$slowest" ]]; then
  echo "== the input of the slowest message ($slowest), replayed once:"
  "$fuzzer" "$slowest" 2>&1 | grep -E '^(slow message|messages handled)' || true
fi

inputs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -n 1)"
messages="$(grep '^messages handled:' "$work/log" | tail -n 1 || true)"
slow="$(grep '^slow messages (over 1 ms):' "$work/log" | tail -n 1 || true)"
echo "== summary"
echo "inputs run: ${inputs:-unknown}"
echo "crashes: ${#findings[@]}"
echo "${messages:-messages handled: unknown}"
echo "${slow:-slow messages (over 1 ms): unknown}"
if [[ $status -ne 0 || ${#findings[@]} -gt 0 ]]; then
  echo "error: the fuzzer found a crash (exit status $status; findings in $artifacts)" >&2
  exit 1
fi
