#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL server on a free loopback port, for tests.
#   scripts/postgres-throwaway.sh start DIR   → prints the server URL; data and log in DIR
#   scripts/postgres-throwaway.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?directory}
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$pgbin" ] || { echo "PostgreSQL não encontrado: instale o pacote postgresql" >&2; exit 1; }

# Under scripts/moved-clock.sh the server's clock is moved by the same offset as the caller's.
moved=
[ -n "${MOVED_CLOCK_LIB:-}" ] &&
  moved="LD_PRELOAD='$MOVED_CLOCK_LIB' FAKETIME='$FAKETIME' DONT_FAKE_MONOTONIC=1 NO_FAKE_STAT=1 "

# initdb refuses to run as root: run the server as the postgres user then. (su runs without the
# moved clock: the preloaded library's shared state would belong to root.)
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    env -u LD_PRELOAD -u FAKETIME_SHARED su postgres -s /bin/bash -c "$moved$*"
  else
    env -u FAKETIME_SHARED bash -c "$moved$*"
  fi
}

case "$cmd" in
  start)
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
      chown postgres "$dir"
      chmod o+x "$(dirname "$dir")" # the server user must reach its directory
    fi
    port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_owner "'$pgbin/initdb' -D '$dir/data' -U postgres --auth=trust -E UTF8 --no-locale" >/dev/null
    as_owner "'$pgbin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-c listen_addresses=127.0.0.1 -p $port -k '$dir' -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start" >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && as_owner "'$pgbin/pg_ctl' -D '$dir/data' -m immediate -w stop" >/dev/null 2>&1 || true
    ;;
  *) echo "uso: $0 start|stop DIR" >&2; exit 2 ;;
esac
