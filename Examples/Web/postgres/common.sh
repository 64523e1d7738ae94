# Shared by start.sh, stop.sh and restart.sh: the port, the cluster's folder, and the binaries.
PORT=${1:-${TCA_POSTGRES_PORT:-54329}}
DATA=${TCA_POSTGRES_DIR:-/tmp/tca-postgres-$PORT}

# The folder of initdb and pg_ctl: on the PATH, or Debian's /usr/lib/postgresql/<version>/bin.
find_postgres_bin() {
  local dir
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return 0
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

# Runs a command as the postgres user (initdb and the server refuse root).
as_postgres() {
  if [[ $(id -un) == postgres ]]; then
    "$@"
  elif command -v runuser >/dev/null 2>&1; then
    runuser -u postgres -- "$@"
  else
    su postgres -c "$(printf '%q ' "$@")"
  fi
}
