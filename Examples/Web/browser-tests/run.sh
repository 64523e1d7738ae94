#!/usr/bin/env bash
# The web examples' tests in a real browser. First the pages described by hand (remote bindings):
# builds `settings-bindings-web` and `todos-web`, starts settings-bindings-web twice on 127.0.0.1
# (port 0: the system picks free ports) — once as is, once with 300 ms of latency per message —
# and todos-web once, and drives Debian's chromium through chromedriver (selenium) over every
# scenario of browser_tests.py; both pages run on the library's generic page script only. Then
# the SwiftUI views: starts `settings-web` and `inventory-web` and runs view_tests.py, which finds
# what it uses by accessible name; and script_tests.py, the view pages' script alone with a
# stand-in for the server. Screenshots are written to Examples/Web/.build/.
#
# Needs: chromium, chromium-driver (apt) and selenium (pip); .ci/run installs them.
# Arguments go to browser_tests.py: `run.sh --only fast` runs the scenarios whose names match.
# Every wait is bounded; the servers stop when this script ends, however it ends, and by
# themselves after --stop-after in any case.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in /usr/bin/chromium /usr/bin/chromedriver; do
  if [[ ! -x "$tool" ]]; then
    echo "error: $tool is missing: apt-get install -y --no-install-recommends chromium chromium-driver" >&2
    exit 1
  fi
done

# NO_BUILD=1 uses what a build of the whole package made (CI builds it just before), without
# asking SwiftPM again for each product.
if [[ "${NO_BUILD:-0}" != 1 ]]; then
  echo "== build settings-bindings-web, todos-web, settings-web and inventory-web"
  for product in settings-bindings-web todos-web settings-web inventory-web; do
    swift build --product "$product" 2>&1 | tail -n 3
  done
fi
bin_path="$(swift build --show-bin-path)"

workdir="$(mktemp -d)"
pids=()
stop_servers() {
  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in "${pids[@]}"; do
    # Bounded: a server that doesn't stop in 5 s after SIGTERM is killed.
    for _ in $(seq 50); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null || true
  done
  rm -rf "$workdir"
}
trap stop_servers EXIT

# Starts a server (a product's name, then a name for its logs, then options) in the background
# (not in a subshell: its pid is kept).
start_server() {
  local product="$1" name="$2"
  shift 2
  "$bin_path/$product" --host 127.0.0.1 --port 0 --stop-after 900 "$@" \
    >"$workdir/$name.out" 2>"$workdir/$name.err" &
  pids+=("$!")
}

# Prints the address of a server once it listens (30 s at most): the line "<Title> is at <url>".
server_url() {
  local name="$1" title="$2" url
  for _ in $(seq 300); do
    url="$(sed -n "s/^$title is at //p" "$workdir/$name.out")"
    if [[ -n "$url" ]]; then
      echo "$url"
      return 0
    fi
    sleep 0.1
  done
  echo "error: the $name server didn't start within 30 s:" >&2
  cat "$workdir/$name.out" "$workdir/$name.err" >&2
  return 1
}

start_server settings-bindings-web plain
start_server settings-bindings-web slow --latency-ms 300
start_server todos-web todos
start_server settings-web views
start_server inventory-web inventory
start_server inventory-web inventory-long --catalog-size 120
url="$(server_url plain Settings)"
slow_url="$(server_url slow Settings)"
todos_url="$(server_url todos Todos)"
views_url="$(server_url views Settings)"
inventory_url="$(server_url inventory Inventory)"
long_inventory_url="$(server_url inventory-long Inventory)"
echo "== Settings at $url and, with 300 ms of latency, $slow_url; Todos at $todos_url"
echo "== Views: Settings at $views_url, Inventory at $inventory_url"

mkdir -p .build
status=0
SE_OFFLINE=true python3 browser-tests/browser_tests.py \
  --url "$url" \
  --slow-url "$slow_url" \
  --todos-url "$todos_url" \
  --screenshot .build/settings-form.png \
  --todos-screenshot .build/todos.png "$@" || status=$?
SE_OFFLINE=true python3 browser-tests/view_tests.py \
  --settings-url "$views_url" \
  --inventory-url "$inventory_url" \
  --long-inventory-url "$long_inventory_url" \
  --screenshots .build/ "$@" || status=$?
# The view pages' script alone, with a stand-in for the server: the browser's history when
# several screens are pushed or popped at once, and when a sheet with a pushed screen goes.
SE_OFFLINE=true python3 browser-tests/script_tests.py || status=$?

if [[ $status -ne 0 ]]; then
  echo "== server logs"
  cat "$workdir"/*.err >&2
fi
exit "$status"
