#!/usr/bin/env bash
# The load benchmark's cross-process phase: todos-web as three processes sharing their todos
# through PostgreSQL (cluster/start.sh, postgres/start.sh), 1,000 pages spread over them
# (remote-load: a shared change's way to the other processes' pages; cluster_load.py: 1,000
# adds at once, the CPU an unshared edit costs), and the same unshared edits on one process
# with its todos in memory, as today, for comparison. Prints the report, then one JSON line.
#
#   Examples/Web/load/cluster.sh            release build, 1,000 pages, exits 1 when a goal is
#                                           missed (p99 < 50 ms, none lost, CPU within 10 %)
#   Examples/Web/load/cluster.sh --quick    debug build, 150 pages (CI): exits 1 when an add is
#                                           lost or a message refused
#
# Needs nginx, PostgreSQL (postgres/start.sh installs it) and websockets (pip). Everything it
# starts listens on 127.0.0.1 and stops when it ends, however it ends.
set -euo pipefail
package=$(cd "$(dirname "$0")/.." && pwd)
quick=0
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --no-build) build=0 ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "cluster.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
if [ $quick = 1 ]; then
  configuration=debug
  pages=150
  changes=10
  options=(--pages "$pages" --typing-seconds 5 --typing-rate 1000)
else
  configuration=release
  pages=1000
  changes=30
  options=(--pages "$pages" --typing-seconds 15 --typing-rate 5000 --check)
fi
cd "$package"
if [ $build = 1 ]; then
  swift build -c "$configuration" --product todos-web 2>&1 | tail -n 2
  swift build -c "$configuration" --product remote-load 2>&1 | tail -n 2
fi
bin="$(swift build -c "$configuration" --show-bin-path)/todos-web"
load_bin="$(swift build -c "$configuration" --show-bin-path)/remote-load"
python3 -c 'import websockets' 2>/dev/null \
  || pip install --quiet --disable-pip-version-check websockets==17.4

workdir=$(mktemp -d)
# A server of its own, fresh: the other scripts' use 54329 and 54339.
postgres_port=54349
bash "$package/postgres/stop.sh" "$postgres_port" --clean >/dev/null 2>&1 || true
baseline_pid=""
cleanup() {
  bash "$package/cluster/stop.sh" "$workdir/cluster" || true
  if [ -n "$baseline_pid" ]; then kill "$baseline_pid" 2>/dev/null || true; fi
  bash "$package/postgres/stop.sh" "$postgres_port" --clean >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

database_url=$(bash "$package/postgres/start.sh" "$postgres_port" | tail -n 1)
# Room for every page's todo of the adds at once (the list holds 200 by default).
bash "$package/cluster/start.sh" "$workdir/cluster" --bin "$bin" --database-url "$database_url" \
  -- --maximum-todos 5000
# shellcheck disable=SC1091
source "$workdir/cluster/cluster.env"
# Pages of a process open several files each: room for a thousand of them.
ulimit -n 20000 2>/dev/null || true

"$bin" --host 127.0.0.1 --port 0 --stop-after 3600 --maximum-todos 5000 >"$workdir/baseline.out" 2>"$workdir/baseline.err" &
baseline_pid=$!
baseline_port=""
for _ in $(seq 300); do
  baseline_port=$(sed -n 's/^Todos is at http:\/\/127\.0\.0\.1:\([0-9]*\)\/$/\1/p' "$workdir/baseline.out")
  [ -n "$baseline_port" ] && break
  sleep 0.1
done
[ -n "$baseline_port" ] || { echo "cluster.sh: the baseline todos-web didn't start" >&2; exit 1; }

ports=$(IFS=,; echo "${PORTS[*]}")
pids=$(IFS=,; echo "${PIDS[*]}")
# The propagation, timed by the Swift client (remote-load): a thousand pages' messages cost it a
# fraction of the CPU they cost Python, and the client shares the machine's cores with the
# servers. Its verdict is the Python script's to give, with the other phases'.
timeout 300 "$load_bin" --port "${PORTS[0]}" --ports "$ports" --pids "$pids" \
  --phases propagation --propagation-pages "$pages" --propagation-changes "$changes" \
  | tee "$workdir/propagation.out" || true
tail -n 1 "$workdir/propagation.out" >"$workdir/propagation.json"
timeout 900 python3 "$package/load/cluster_load.py" \
  --ports "$ports" --pids "$pids" --public-origin "${URL%/}" --database-url "$database_url" \
  --baseline-port "$baseline_port" --baseline-pid "$baseline_pid" \
  --propagation-json "$workdir/propagation.json" --at-once-client "$load_bin" "${options[@]}"
