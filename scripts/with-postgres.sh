#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on loopback: a fresh cluster in a temporary
# folder, started as the postgres user (PostgreSQL refuses to run as root), stopped afterwards.
# The command gets TEST_DATABASE_URL (and DATABASE_URL) for the server's `postgres` database.
#   scripts/with-postgres.sh npm run test:api
set -euo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql), or set PG_BIN." >&2
  exit 1
fi
PORT=${PG_TEST_PORT:-54329}
DIR=$(mktemp -d /tmp/sangam-pg-XXXXXX)
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi

stop() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export DATABASE_URL="$TEST_DATABASE_URL"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
