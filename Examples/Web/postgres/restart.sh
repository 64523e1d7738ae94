#!/usr/bin/env bash
# Restarts the server start.sh started (same PORT argument): every connection is dropped, and the
# server refuses new ones for a moment. `restart.sh PORT SECONDS` waits that long while it is down.
set -euo pipefail
source "$(dirname "$0")/common.sh"
DOWN=${2:-0}
bash "$(dirname "$0")/stop.sh" "$PORT"
sleep "$DOWN"
bash "$(dirname "$0")/start.sh" "$PORT" >/dev/null
