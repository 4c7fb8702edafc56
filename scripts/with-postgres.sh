#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh <command...>
# Runs <command> against a throwaway PostgreSQL cluster (TEST_PG_URL is exported),
# then stops and deletes the cluster whatever happened. Exits with the command's status.
set -uo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

pg_bin_dir() {
  local dir
  for dir in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

PG_BIN=$(pg_bin_dir) || { echo "with-postgres: PostgreSQL binaries not found under /usr/lib/postgresql" >&2; exit 1; }
CLUSTER_DIR=$(mktemp -d /tmp/pg-test.XXXXXX)
PORT=$(free_port)

# initdb refuses to run as root, so the cluster belongs to the postgres OS user then.
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$CLUSTER_DIR"
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/data" -m immediate -w stop >/dev/null 2>&1
  rm -rf "$CLUSTER_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_owner "$PG_BIN/initdb" -D "$CLUSTER_DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-sync >"$CLUSTER_DIR/initdb.log" 2>&1 ||
  { cat "$CLUSTER_DIR/initdb.log" >&2; echo "with-postgres: initdb failed" >&2; exit 1; }

# fsync off: a throwaway test cluster never needs crash safety. PG_DURABLE=1 (the benchmarks) keeps PostgreSQL's
# defaults, so a commit is flushed before it is answered, as in production.
durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
[ "${PG_DURABLE:-}" = 1 ] && durability=""
as_owner "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/data" -l "$CLUSTER_DIR/server.log" -w -t 60 \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $CLUSTER_DIR $durability" \
  start >/dev/null ||
  { cat "$CLUSTER_DIR/server.log" >&2; echo "with-postgres: server did not start" >&2; exit 1; }

for _ in $(seq 1 60); do
  "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U postgres && break
  sleep 0.5
done
"$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U postgres || { echo "with-postgres: server not ready" >&2; exit 1; }

export TEST_PG_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
