#!/usr/bin/env bash
# Starts a page server (todos-web unless --bin names another: inventory-web, settings-web) as
# several processes behind nginx, on 127.0.0.1 only, in the background:
#
#   cluster/start.sh WORKDIR [--processes N] [--database-url URL] [--bin PATH] [-- ARGS]
#
# Every process gets the same token secret (WORKDIR/token-secret, made here) and, given
# --database-url, keeps its shared state (todos-web's todos, inventory-web's items) in that
# PostgreSQL database; nginx (nginx.conf beside this script) listens on a free port and hands each
# page and WebSocket to the processes in turn. ARGS go to every process (--latency-ms 300, say).
#
# Writes WORKDIR/cluster.env, which a test or benchmark sources: URL (nginx's address), PORTS and
# PIDS (the processes', in order), NGINX_PID, and the command that started process i
# (WORKDIR/process-i.sh: a test restarts one with it). Stop everything with cluster/stop.sh
# WORKDIR. Every wait is bounded; each process stops by itself after an hour in any case.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "$here/.." && pwd)

workdir=${1:?usage: cluster/start.sh WORKDIR [--processes N] [--database-url URL] [--bin PATH] [-- ARGS]}
shift
processes=3
database_url=""
bin=""
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --processes) processes=$2; shift ;;
    --database-url) database_url=$2; shift ;;
    --bin) bin=$2; shift ;;
    --) shift; extra=("$@"); break ;;
    *) echo "cluster/start.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
if [ -z "$bin" ]; then
  bin="$(cd "$package" && swift build --show-bin-path)/todos-web"
fi
if [ ! -x "$bin" ]; then
  echo "cluster/start.sh: $bin is not built (swift build --product $(basename "$bin"))" >&2
  exit 1
fi
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  echo "cluster/start.sh: nginx is missing: apt-get install -y --no-install-recommends nginx" >&2
  exit 1
fi
nginx=$(command -v nginx || echo /usr/sbin/nginx)
program=$(basename "$bin")

mkdir -p "$workdir"
workdir=$(cd "$workdir" && pwd)
# A port nobody listens on now, for nginx.
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}
port=$(free_port)
head -c 32 /dev/urandom | base64 > "$workdir/token-secret"
chmod 600 "$workdir/token-secret"

database=()
if [ -n "$database_url" ]; then
  database=(--database-url "$database_url")
fi

pids=()
ports=()
for i in $(seq 1 "$processes"); do
  # The command, kept so that a test can start the process again on its port after killing it.
  {
    echo "#!/usr/bin/env bash"
    printf 'exec %q --host 127.0.0.1 --port "${1:-0}" --stop-after 3600' "$bin"
    printf ' %q' --token-secret-file "$workdir/token-secret" \
      --public-origin "http://127.0.0.1:$port" ${database[@]+"${database[@]}"} \
      ${extra[@]+"${extra[@]}"}
    echo
  } > "$workdir/process-$i.sh"
  chmod +x "$workdir/process-$i.sh"
  "$workdir/process-$i.sh" >"$workdir/process-$i.out" 2>"$workdir/process-$i.err" &
  pids+=("$!")
done
for i in $(seq 1 "$processes"); do
  process_port=""
  for _ in $(seq 300); do
    # Every server prints "<title> is at <address>" once it listens.
    process_port=$(sed -n 's/^.* is at http:\/\/127\.0\.0\.1:\([0-9]*\)\/$/\1/p' "$workdir/process-$i.out")
    [ -n "$process_port" ] && break
    if ! kill -0 "${pids[$((i - 1))]}" 2>/dev/null; then
      echo "cluster/start.sh: $program $i stopped:" >&2
      cat "$workdir/process-$i.err" >&2
      exit 1
    fi
    sleep 0.1
  done
  if [ -z "$process_port" ]; then
    echo "cluster/start.sh: $program $i didn't print its address in 30 s" >&2
    exit 1
  fi
  ports+=("$process_port")
done

upstreams=""
for process_port in "${ports[@]}"; do
  upstreams+="    server 127.0.0.1:$process_port max_fails=1 fail_timeout=2s;"$'\n'
done
sed -e "s|@WORKDIR@|$workdir|g" -e "s|@PORT@|$port|g" "$here/nginx.conf" \
  | awk -v upstreams="$upstreams" '{ if ($0 == "@UPSTREAMS@") printf "%s", upstreams; else print }' \
  > "$workdir/nginx.conf"
"$nginx" -c "$workdir/nginx.conf" -e "$workdir/nginx-error.log" >"$workdir/nginx.out" 2>&1 &
nginx_pid=$!
for _ in $(seq 100); do
  if curl -s -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null; then
    break
  fi
  if ! kill -0 "$nginx_pid" 2>/dev/null; then
    echo "cluster/start.sh: nginx stopped:" >&2
    cat "$workdir/nginx.out" "$workdir/nginx-error.log" >&2 2>/dev/null || true
    exit 1
  fi
  sleep 0.1
done

{
  echo "URL=http://127.0.0.1:$port/"
  echo "NGINX_PID=$nginx_pid"
  echo "PIDS=(${pids[*]})"
  echo "PORTS=(${ports[*]})"
} > "$workdir/cluster.env"
echo "$program x$processes behind nginx at http://127.0.0.1:$port/ (processes on ports ${ports[*]})"
