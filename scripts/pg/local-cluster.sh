#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster on this machine (installing it when missing, as root) and
# makes the role the tests use: `ssb`, password `ssb`, allowed to create databases (every test
# file makes its own and drops it) and to end the connections of a database it drops.
# Prints the admin URL for SSB_TEST_DATABASE_URL.
# Usage: bash scripts/pg/local-cluster.sh   (docs/deployment.md, "PostgreSQL on one machine")
set -euo pipefail

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "--- installing PostgreSQL from Debian" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

# The first cluster Debian made (e.g. "15 main"); Debian's package creates one on install.
read -r version name port status _ < <(pg_lsclusters --no-header | head -n 1)
if [ -z "${version:-}" ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  pg_createcluster "$version" main >/dev/null
  read -r version name port status _ < <(pg_lsclusters --no-header | head -n 1)
fi
if [ "$status" != "online" ]; then
  pg_ctlcluster "$version" "$name" start
fi
for _ in $(seq 1 50); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 0.2
done

runuser -u postgres -- psql -q -p "$port" -v ON_ERROR_STOP=1 <<'SQL' >/dev/null
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ssb') THEN
    CREATE ROLE ssb LOGIN CREATEDB PASSWORD 'ssb';
  END IF;
END
$$;
-- DROP DATABASE ... WITH (FORCE) ends every connection to the dropped database, autovacuum's
-- workers included; without this role a test's drop fails whenever autovacuum is visiting.
GRANT pg_signal_backend TO ssb;
SQL
runuser -u postgres -- psql -q -p "$port" -tc "SELECT 1 FROM pg_database WHERE datname = 'ssb'" | grep -q 1 ||
  runuser -u postgres -- createdb -p "$port" -O ssb ssb

echo "postgres://ssb:ssb@127.0.0.1:$port/ssb"
