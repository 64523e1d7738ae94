#!/usr/bin/env bash
# Stops what cluster/start.sh WORKDIR started: nginx and the page server's processes (SIGTERM, then
# SIGKILL after 5 s), including any a test started again. Leaves WORKDIR's logs in place.
set -uo pipefail
workdir=${1:?usage: cluster/stop.sh WORKDIR}
[ -f "$workdir/cluster.env" ] || exit 0
# shellcheck disable=SC1091
source "$workdir/cluster.env"
all=("$NGINX_PID" "${PIDS[@]}")
if [ -f "$workdir/restarted.pids" ]; then
  while read -r pid; do all+=("$pid"); done < "$workdir/restarted.pids"
fi
for pid in "${all[@]}"; do kill "$pid" 2>/dev/null || true; done
for pid in "${all[@]}"; do
  for _ in $(seq 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -9 "$pid" 2>/dev/null || true
done
