#!/usr/bin/env bash
# The load benchmark of remote bindings (issue 21): builds a server and the `remote-load` client,
# starts the server on 127.0.0.1 with a free port, runs the client's phases against it, stops the
# server however the run ends, and prints the report (then one JSON line with every number).
#
#   Examples/Web/load/run.sh            release build, the issue's goals: 10,000 idle pages,
#                                       1,000 typing for 20 s (display names, each starting an
#                                       availability check; then edits that start none), 50,000
#                                       churned, flood; exits 1 when a goal is missed (each run
#                                       on a fresh server of its own)
#   Examples/Web/load/run.sh --quick    debug build, a few hundred pages, < 1 minute (CI): exits 1
#                                       on a refused or unanswered page, a leak, or a dead server
#
# Options: --server NAME (the executable product to measure; default settings-bindings-web,
#          the Settings page described by hand),
#          --typing-label LABEL (a view page's server, such as settings-web: type into the
#          control of that accessible name, found on a first page by control_address.py),
#          --no-build (use what is built), -- ARGS (more options for remote-load, see
#          `remote-load --help`; later ones win).
# The server's environment is this script's (glibc's MALLOC_* tunables, say).
set -euo pipefail

package=$(cd "$(dirname "$0")/.." && pwd)
quick=0
build=1
server=settings-bindings-web
typing_label=
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --no-build) build=0 ;;
    --server) server=$2; shift ;;
    --typing-label) typing_label=$2; shift ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if [ $quick = 1 ]; then
  configuration=debug
  # Bounded for CI (about 40 s once built). The leak check needs enough pages to mean something:
  # 3,000 churned in waves of 300 on a fresh server, the baseline after the first 900 (about
  # 50 MB with a debug build), so 2,100 pages come after it. Growth over 10 % (5 MB) then means
  # more than ~2.4 KB kept per closed page, while one page (its connection, session, store and
  # observations) takes about 20-28 KB: a page that isn't freed fails by far. Allocator noise
  # measured here: under 1 % (0.2 KB per page). Smaller leaks need the full run's 45,000 pages.
  phase_options=(
    --pages 300
    --typing-pages 100 --typing-seconds 3 --typing-warmup 1
    --churn-pages 3000 --churn-wave 300 --churn-baseline 900
    --flood-pages 2 --flood-messages 5000 --flood-seconds 10
    --phase-timeout 60 --settle-ms 1000
    --fail-on refused,unanswered,leak,alive
  )
  stop_after=300
else
  configuration=release
  phase_options=(--fail-on all)
  stop_after=3600
fi

cd "$package"
if [ $build = 1 ]; then
  for product in "$server" remote-load; do
    swift build -c "$configuration" --product "$product" 2>&1 | grep -E "error|warning: .*Sources/|Compiling|Build" | grep -v "^\[" >&2 || true
  done
fi
bin=$(swift build -c "$configuration" --show-bin-path)
for product in "$server" remote-load; do
  [ -x "$bin/$product" ] || { echo "run.sh: $bin/$product isn't built" >&2; exit 2; }
done

# Each page is a socket on both sides.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

mkdir -p "$package/.build"
work=$(mktemp -d "$package/.build/load-run.XXXXXX")
server_pid=
stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  server_pid=
}
trap 'stop_server; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# One run of the client against a server of its own: `run NAME PHASES [ARGS...]`, the ARGS going
# to remote-load before the script's own `-- ARGS`. Churn gets a fresh server: glibc keeps the
# heap of 10,000 closed idle pages, which would hide any growth.
status=0
run() {
  local name=$1 phases=$2
  shift 2
  "$bin/$server" --host 127.0.0.1 --port 0 --stop-after "$stop_after" >"$work/server-$name.log" 2>&1 &
  server_pid=$!
  local port=
  for _ in $(seq 1 600); do
    port=$(sed -n 's|.* is at http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$work/server-$name.log" | head -1)
    [ -n "$port" ] && break
    kill -0 "$server_pid" 2>/dev/null || { echo "run.sh: the server stopped:" >&2; cat "$work/server-$name.log" >&2; exit 2; }
    sleep 0.1
  done
  [ -n "$port" ] || { echo "run.sh: the server didn't say its address in 60 s" >&2; exit 2; }
  echo "== $server ($configuration, pid $server_pid) on 127.0.0.1:$port, $(nproc) cores: $phases"
  local control=()
  if [ -n "$typing_label" ]; then
    local address
    address=$(python3 "$package/load/control_address.py" "http://127.0.0.1:$port/" "$typing_label") \
      || { echo "run.sh: no control named $typing_label on the page" >&2; exit 2; }
    control=(--typing-control "$address")
  fi
  local run_status=0
  "$bin/remote-load" --port "$port" --server-pid "$server_pid" --label "$server-$configuration-$name" \
    --phases "$phases" "${phase_options[@]}" "${control[@]}" "$@" "${extra[@]}" >"$work/$name.out" || run_status=$?
  grep -v '^{' "$work/$name.out" || true
  grep '^{' "$work/$name.out" >"$work/$name.json" || echo '{}' >"$work/$name.json"
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "run.sh: the server ended during the run:" >&2
    tail -20 "$work/server-$name.log" >&2
    [ $run_status = 0 ] && run_status=1
  fi
  stop_server
  [ $run_status = 0 ] || status=$run_status
  echo
}

run main idle,typing,flood
if [ $quick = 1 ]; then
  echo '{}' >"$work/edits.json"
else
  # Typing again, into a field whose edits change the state but start no effect (a name the
  # reducer refuses): the binding path with its change and observation, without the display
  # name's availability check (a task started and the previous one cancelled per keystroke).
  run edits typing --typing-values invalid
fi
run churn churn
echo "{\"main\":$(cat "$work/main.json"),\"edits\":$(cat "$work/edits.json"),\"churn\":$(cat "$work/churn.json")}"
exit $status
