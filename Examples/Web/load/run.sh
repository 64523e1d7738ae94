#!/usr/bin/env bash
# The load benchmark of remote bindings (issue 21): builds a server and the `remote-load` client,
# starts the server on 127.0.0.1 with a free port, runs the client's phases against it, stops the
# server however the run ends, and prints the report (then one JSON line with every number).
#
#   Examples/Web/load/run.sh            release build, the issue's goals: 10,000 idle pages,
#                                       1,000 typing for 20 s, 50,000 churned, flood; exits 1 when
#                                       a goal is missed
#   Examples/Web/load/run.sh --quick    debug build, a few hundred pages, ~2 minutes (CI): exits 1
#                                       on a refused or unanswered page, a leak, or a dead server
#
# Options: --server NAME (the executable product to measure; default settings-web),
#          --no-build (use what is built), -- ARGS (more options for remote-load, see
#          `remote-load --help`; later ones win).
# The server's environment is this script's: MALLOC_ARENA_MAX=2 Examples/Web/load/run.sh tries
# glibc's malloc with two arenas.
set -euo pipefail

package=$(cd "$(dirname "$0")/.." && pwd)
quick=0
build=1
server=settings-web
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --no-build) build=0 ;;
    --server) server=$2; shift ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if [ $quick = 1 ]; then
  configuration=debug
  # Bounded for CI (under ~2 minutes with a debug build). The leak check needs enough pages to
  # mean something: 3,000 churned in waves of 300, the baseline after the first 1,000, so 2,000
  # pages come after it; growth over 10 % then means more than ~(10 % of the baseline) / 2,000
  # pages ≈ 3 KB kept per closed page, far less than one session (a store, its observations,
  # its connection: tens of KB), so a session that isn't freed fails the check.
  phase_options=(
    --pages 300
    --typing-pages 100 --typing-seconds 3 --typing-warmup 1
    --churn-pages 3000 --churn-wave 300 --churn-baseline 1000
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

work=$(mktemp -d)
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
  rm -rf "$work"
}
trap stop_server EXIT
trap 'exit 130' INT TERM

"$bin/$server" --host 127.0.0.1 --port 0 --stop-after "$stop_after" >"$work/server.log" 2>&1 &
server_pid=$!

port=
for _ in $(seq 1 600); do
  port=$(sed -n 's|.* is at http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$work/server.log" | head -1)
  [ -n "$port" ] && break
  kill -0 "$server_pid" 2>/dev/null || { echo "run.sh: the server stopped:" >&2; cat "$work/server.log" >&2; exit 2; }
  sleep 0.1
done
[ -n "$port" ] || { echo "run.sh: the server didn't say its address in 60 s" >&2; exit 2; }

echo "$server ($configuration, pid $server_pid) on 127.0.0.1:$port; $(nproc) cores"
status=0
"$bin/remote-load" --port "$port" --server-pid "$server_pid" --label "$server-$configuration" \
  "${phase_options[@]}" "${extra[@]}" || status=$?

if ! kill -0 "$server_pid" 2>/dev/null; then
  echo "run.sh: the server ended during the run:" >&2
  tail -20 "$work/server.log" >&2
  [ $status = 0 ] && status=1
fi
exit $status
