#!/bin/sh
# Makes the cluster on first start (the password from POSTGRES_PASSWORD_FILE, never the
# environment), then runs PostgreSQL in the foreground. tini passes SIGTERM on: a fast shutdown.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD_FILE:?POSTGRES_PASSWORD_FILE must name the password file}"
  mkdir -p "$PGDATA" && chmod 700 "$PGDATA"
  initdb --username="$POSTGRES_USER" --pwfile="$POSTGRES_PASSWORD_FILE" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 --pgdata="$PGDATA" >/dev/null
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\";" | postgres --single -D "$PGDATA" postgres >/dev/null
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql
