#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on a free port, runs the given command with TEST_DATABASE_URL set
# to an empty database on it, and stops the server afterwards. A throw-away server need not survive a crash, so
# it does not wait for the disk (fsync off).
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PORT=${PGPORT_CI:-55432}
DIR=$(mktemp -d /tmp/portal-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" -l "$DIR/log" -w start >/dev/null
cleanup() { "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
"$PGBIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -qc 'CREATE DATABASE portal_test' >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/portal_test"
"$@"
