#!/usr/bin/env bash
# Stops the server start.sh started (same PORT argument), if it runs. Its folder is kept, so that
# start.sh starts it again with its data; `stop.sh PORT --clean` deletes it too.
set -euo pipefail
source "$(dirname "$0")/common.sh"
if BIN=$(find_postgres_bin) && [[ -f "$DATA/PG_VERSION" ]]; then
  if as_postgres "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
    as_postgres "$BIN/pg_ctl" -D "$DATA" -m fast -w -t 30 stop >/dev/null
  fi
fi
if [[ "${2:-}" == "--clean" ]]; then
  rm -rf "$DATA" "$DATA.initdb.log" "$DATA.openssl.log" "$DATA.root.crt"
fi
