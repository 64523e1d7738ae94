#!/usr/bin/env bash
# The Todos page in Chromium against todos-web as 3 processes behind nginx (cluster/), with the
# todos in PostgreSQL: builds todos-web, starts a throwaway PostgreSQL with postgres/start.sh
# (when that script exists) on a free port and a data folder of its own, starts the cluster
# (cluster/start.sh WORKDIR --database-url URL), and runs cluster_tests.py: two pages on two
# processes, a process killed with SIGKILL under a page, PostgreSQL stopped and started again.
# Then the SwiftUI view pages the same way, each app a cluster of its own after the Todos one
# (view_cluster_tests.py): settings-web x3, a process killed while a name is typed; inventory-web
# x3 with its items in the same PostgreSQL, two pages on two processes, a process killed under a
# page. Without postgres/start.sh the clusters run without a database, and the scenarios that need
# one are skipped, each with a printed line. Screenshots: Examples/Web/.build/cluster-*.png.
#
#   browser-tests/cluster.sh [--bin PATH] [--views-bin-dir DIR] [--postgres-dir DIR | --no-postgres] [ARGS]
#
# --bin runs that todos-web (copied first) instead of building one, and --views-bin-dir the
# settings-web and inventory-web of that folder (the folder of --bin unless given); --postgres-dir
# takes start.sh/stop.sh from DIR instead of Examples/Web/postgres. ARGS go to cluster_tests.py
# (`--only killed` runs the scenarios whose names match).
#
# Needs: chromium, chromium-driver, nginx (apt) and selenium (pip). Servers listen on 127.0.0.1
# only. Every wait is bounded, the tests as a whole to $CLUSTER_TESTS_TIMEOUT seconds (300); the
# cluster and the database stop when this script ends, however it ends, and the logs are printed
# when a test failed.
set -euo pipefail
cd "$(dirname "$0")/.."
web=$(pwd)

bin=""
views_bin_dir=""
postgres_dir="$web/postgres"
tests_args=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --bin) bin=$(realpath "$2"); shift 2 ;;
    --views-bin-dir) views_bin_dir=$(realpath "$2"); shift 2 ;;
    --postgres-dir) postgres_dir=$(realpath "$2"); shift 2 ;;
    --no-postgres) postgres_dir=""; shift ;;
    *) tests_args+=("$1"); shift ;;
  esac
done

for tool in /usr/bin/chromium /usr/bin/chromedriver; do
  if [[ ! -x "$tool" ]]; then
    echo "error: $tool is missing: apt-get install -y --no-install-recommends chromium chromium-driver" >&2
    exit 1
  fi
done

workdir=$(mktemp -d)
cluster_dir="$workdir/cluster"
view_cluster_dir=""
postgres_port=""
postgres_data=""
status=0
cleanup() {
  local code=$?
  trap - EXIT INT TERM
  [[ -d "$cluster_dir" ]] && bash "$web/cluster/stop.sh" "$cluster_dir" || true
  [[ -n "$view_cluster_dir" && -d "$view_cluster_dir" ]] && bash "$web/cluster/stop.sh" "$view_cluster_dir" || true
  if [[ -n "$postgres_port" ]]; then
    TCA_POSTGRES_DIR="$postgres_data" timeout 60 bash "$postgres_dir/stop.sh" "$postgres_port" --clean \
      >/dev/null 2>&1 || echo "warning: PostgreSQL on port $postgres_port didn't stop cleanly" >&2
  fi
  rm -rf "$workdir"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

print_logs() {
  local dir=${1:-$cluster_dir}
  echo "== server logs" >&2
  for log in "$dir"/process-*.out "$dir"/process-*.err "$dir"/nginx-error.log; do
    [[ -s "$log" ]] || continue
    echo "-- ${log#"$workdir"/}" >&2
    tail -n 60 "$log" >&2
  done
  if [[ -n "$postgres_data" && -s "$postgres_data/server.log" ]]; then
    echo "-- PostgreSQL's server.log" >&2
    tail -n 40 "$postgres_data/server.log" >&2
  fi
}

if [[ -z "$bin" ]]; then
  for product in todos-web settings-web inventory-web; do
    echo "== build $product"
    swift build --product "$product" 2>&1 | tail -n 3
  done
  bin="$(swift build --show-bin-path)/todos-web"
fi
views_bin_dir=${views_bin_dir:-$(dirname "$bin")}
# Copies, with the libraries they load from their own folder ($ORIGIN): a build made meanwhile
# doesn't change the program of a process started again.
mkdir "$workdir/bin"
cp "$bin" "$workdir/bin/todos-web"
for product in settings-web inventory-web; do
  if [[ ! -x "$views_bin_dir/$product" ]]; then
    echo "error: $views_bin_dir/$product is not built (swift build --product $product)" >&2
    exit 1
  fi
  cp "$views_bin_dir/$product" "$workdir/bin/$product"
done
find "$(dirname "$bin")" -maxdepth 1 -name '*.so' -exec cp {} "$workdir/bin/" \;

database_args=()
database_url=""
if [[ -n "$postgres_dir" && -f "$postgres_dir/start.sh" ]]; then
  postgres_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
  # A data folder of its own (the postgres user owns it, so not under the private $workdir).
  postgres_data="/tmp/tca-cluster-tests-postgres-$postgres_port"
  export TCA_POSTGRES_DIR="$postgres_data"
  echo "== PostgreSQL on port $postgres_port ($postgres_dir/start.sh)"
  if ! database_url=$(timeout 300 bash "$postgres_dir/start.sh" "$postgres_port" | tail -n 1); then
    echo "error: $postgres_dir/start.sh failed" >&2
    exit 1
  fi
  if [[ "$database_url" != postgres://*@localhost:* && "$database_url" != postgres://*@127.0.0.1:* ]]; then
    echo "error: $postgres_dir/start.sh printed no postgres://…@localhost (or @127.0.0.1) URL: $database_url" >&2
    exit 1
  fi
  if ! "$workdir/bin/todos-web" --help 2>&1 | grep -q -- --database-url; then
    echo "error: this todos-web has no --database-url option" >&2
    exit 1
  fi
  database_args=(--database-url "$database_url")
  tests_args+=(--database-url "$database_url" --postgres-dir "$postgres_dir" --postgres-port "$postgres_port")
else
  if [[ -z "$postgres_dir" ]]; then why="--no-postgres"; else why="no $postgres_dir/start.sh"; fi
  echo "== SKIPPING the scenarios that need PostgreSQL ($why): each process keeps a list of its own"
fi

echo "== start todos-web x3 behind nginx"
if ! timeout 120 bash cluster/start.sh "$cluster_dir" --bin "$workdir/bin/todos-web" \
  ${database_args[@]+"${database_args[@]}"}; then
  print_logs
  exit 1
fi

mkdir -p .build
started=$SECONDS
SE_OFFLINE=true timeout --kill-after=10 "${CLUSTER_TESTS_TIMEOUT:-300}" \
  python3 browser-tests/cluster_tests.py --cluster-dir "$cluster_dir" --screenshots .build \
  ${tests_args[@]+"${tests_args[@]}"} || status=$?
if [[ $status -eq 124 ]]; then
  echo "error: the tests didn't end within ${CLUSTER_TESTS_TIMEOUT:-300} s" >&2
fi
echo "== cluster tests: $((SECONDS - started)) s"
if [[ $status -ne 0 ]]; then
  print_logs
  exit "$status"
fi
bash "$web/cluster/stop.sh" "$cluster_dir"

# The view pages: each app a cluster of its own, one after the other (inventory-web keeps its
# items in the database, settings-web has no state shared between pages).
for app in settings inventory; do
  view_cluster_dir="$workdir/$app-cluster"
  app_database=()
  if [[ $app == inventory ]]; then
    app_database=(${database_args[@]+"${database_args[@]}"})
  fi
  echo "== start $app-web x3 behind nginx"
  if ! timeout 120 bash cluster/start.sh "$view_cluster_dir" --bin "$workdir/bin/$app-web" \
    ${app_database[@]+"${app_database[@]}"}; then
    print_logs "$view_cluster_dir"
    exit 1
  fi
  started=$SECONDS
  SE_OFFLINE=true timeout --kill-after=10 "${CLUSTER_TESTS_TIMEOUT:-300}" \
    python3 browser-tests/view_cluster_tests.py --app "$app" --cluster-dir "$view_cluster_dir" \
    --screenshots .build || status=$?
  if [[ $status -eq 124 ]]; then
    echo "error: the tests didn't end within ${CLUSTER_TESTS_TIMEOUT:-300} s" >&2
  fi
  echo "== $app view cluster tests: $((SECONDS - started)) s"
  if [[ $status -ne 0 ]]; then
    print_logs "$view_cluster_dir"
    exit "$status"
  fi
  bash "$web/cluster/stop.sh" "$view_cluster_dir"
done
