#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the SharingPostgres tests and todos-web, and prints its
# URL, the only thing it prints on success:
# postgres://postgres@localhost:PORT/tca?sslmode=verify-full&sslrootcert=DIR.root.crt
#
#   bash Examples/Web/postgres/start.sh [PORT]   # default 54329; TCA_POSTGRES_PORT works too
#   export TCA_POSTGRES_URL=$(bash Examples/Web/postgres/start.sh)
#
# Installs Debian's postgresql and openssl if initdb/pg_ctl or openssl are missing. The cluster
# lives in a temporary folder (TCA_POSTGRES_DIR, by default /tmp/tca-postgres-PORT) owned by the
# postgres user, listens on 127.0.0.1 only, trusts loopback connections over TLS alone (a
# connection without TLS is refused), and has a database named tca. Its certificate, for the
# name localhost, is signed by a root certificate made with it, which the URL names (a copy
# beside the folder, DIR.root.crt, readable by any user). Running it again while the server
# runs only prints the URL. stop.sh stops it; restart.sh restarts it.
set -euo pipefail
source "$(dirname "$0")/common.sh"

if ! find_postgres_bin >/dev/null || ! command -v openssl >/dev/null; then
  echo "Installing PostgreSQL and OpenSSL (Debian's packages)…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql openssl >&2
fi
BIN=$(find_postgres_bin) || { echo "error: no initdb/pg_ctl found after installing" >&2; exit 1; }

if ! id postgres >/dev/null 2>&1; then
  useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
fi

# A cluster whose set-up didn't finish (or made before it had certificates) is made again: it is
# a throwaway one. The marker is written last.
if [[ -f "$DATA/PG_VERSION" && ! -f "$DATA/tca-set-up" ]]; then
  bash "$(dirname "$0")/stop.sh" "$PORT" --clean
fi
if [[ ! -f "$DATA/PG_VERSION" ]]; then
  rm -rf "$DATA"
  mkdir -p "$DATA"
  chown postgres "$DATA"
  chmod 700 "$DATA"
  as_postgres "$BIN/initdb" -D "$DATA" -U postgres --auth=trust --no-sync -E UTF8 --locale=C.UTF-8 \
    >"$DATA.initdb.log" 2>&1 || { cat "$DATA.initdb.log" >&2; exit 1; }
  # A root certificate, and the server's certificate for localhost signed by it. In a shell of
  # its own, so that its first failure stops it (`set -e` doesn't, in a subshell followed by ||).
  # The root's key is thrown away: nothing else is signed with it.
  DATA="$DATA" bash -euo pipefail -c '
    cd "$DATA"
    ec=(-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes)
    openssl req -x509 "${ec[@]}" -days 365 -subj "/CN=tca-test-root" \
      -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
      -keyout root.key -out root.crt
    openssl req "${ec[@]}" -subj "/CN=localhost" -keyout server.key -out server.csr
    printf "subjectAltName=DNS:localhost\nextendedKeyUsage=serverAuth\n" >server.ext
    openssl x509 -req -in server.csr -CA root.crt -CAkey root.key -CAcreateserial -days 365 \
      -extfile server.ext -out server.crt
    rm -f server.csr server.ext root.srl root.key
    chown postgres server.key server.crt
    chmod 600 server.key
    chmod 644 root.crt
  ' >"$DATA.openssl.log" 2>&1 || { cat "$DATA.openssl.log" >&2; exit 1; }
  cat >"$DATA/pg_hba.conf" <<HBA
local all all trust
hostssl all all 127.0.0.1/32 trust
hostnossl all all 127.0.0.1/32 reject
HBA
  cat >>"$DATA/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$DATA'
fsync = off
max_connections = 200
ssl = on
ssl_cert_file = 'server.crt'
ssl_key_file = 'server.key'
CONF
  touch "$DATA/tca-set-up"
fi

if ! as_postgres "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  as_postgres "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -t 30 start >/dev/null \
    || { tail -20 "$DATA/server.log" >&2; exit 1; }
fi

# Bounded wait until it accepts connections, then the database.
for _ in $(seq 1 60); do
  if as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -Atqc "SELECT 1" \
    >/dev/null 2>&1; then
    break
  fi
  sleep 0.5
done
if ! as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -Atqc \
  "SELECT 1 FROM pg_database WHERE datname = 'tca'" | grep -q 1; then
  as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -qc "CREATE DATABASE tca" \
    >/dev/null
fi
# The root certificate where any user can read it (the folder is the postgres user's alone).
cp "$DATA/root.crt" "$DATA.root.crt"
chmod 644 "$DATA.root.crt"
echo "postgres://postgres@localhost:$PORT/tca?sslmode=verify-full&sslrootcert=$DATA.root.crt"
