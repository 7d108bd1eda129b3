#!/usr/bin/env bash
# What CI runs: every check and suite — the API's whole on a real PostgreSQL, its engine's files on
# PGlite (decision 021) — then the browser suite, whose server runs on PGlite.
# Installs what is missing (npm packages; Chromium's headless shell, postgresql and nginx with apt-get
# when root).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
phase_started=
phase_cpu=
# The machine's busy and total CPU ticks so far (/proc/stat's first line; idle and iowait are not busy).
cpu_ticks() { awk '/^cpu /{ print $2+$3+$4+$7+$8+$9, $2+$3+$4+$5+$6+$7+$8+$9 }' /proc/stat; }
# Each step's heading, after the time the step before it took and how busy it kept the cores (the
# suite's budget is a sum; a step that leaves a core idle is one that could overlap another).
step() {
  local now
  now=$(cpu_ticks)
  if [ -n "$phase_started" ]; then
    printf '(%d s, processadores %s%% ocupados)\n' $((SECONDS - phase_started)) \
      "$(awk -v a="$phase_cpu" -v b="$now" 'BEGIN { split(a, x, " "); split(b, y, " ");
        t = y[2] - x[2]; printf "%d", (t > 0 ? 100 * (y[1] - x[1]) / t : 0) }')"
  fi
  phase_started=$SECONDS
  phase_cpu=$now
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

work=$(mktemp -d -t agrovoo-test.XXXXXX)
chmod 755 "$work"
cleanup() {
  scripts/postgres-throwaway.sh stop "$work/pg" || true
  scripts/postgres-throwaway.sh stop "$work/pg-moved" || true
  rm -rf "$work"
}
trap cleanup EXIT

step "Dependências"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
else
  echo "node_modules em dia"
fi
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell) # the journeys' browser
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx) # the scale-out test's load balancer
compgen -G '/usr/lib/*/faketime/libfaketime.so.1' >/dev/null || missing+=(faketime) # moved clock
[ -x /usr/bin/xmlsec1 ] || missing+=(xmlsec1) # the NFS-e's signatures checked by another tool
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    echo "instalados: ${missing[*]}"
  else
    echo "Faltam pacotes do sistema: sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

step "Typecheck e lint"
# Side by side: ESLint, the import cycles' and the repeated code's checks on one core, the type
# check and then Prettier's check on the other; each one's output is shown when it is done.
{ npm run --silent lint:code && npm run --silent lint:cycles && npm run --silent lint:copies; } \
  >"$work/eslint.log" 2>&1 &
eslint=$!
{ npm run --silent typecheck && npm run --silent lint:format; } >"$work/checks.log" 2>&1 &
others=$!
checks=0
wait "$others" || checks=$?
cat "$work/checks.log"
wait "$eslint" || checks=$?
cat "$work/eslint.log"
[ "$checks" = 0 ] || exit "$checks"

step "Testes de domínio, web e API do motor embutido (PGlite)"
# The API suite whole on PostgreSQL below; on PGlite its engine's files (decision 021).
API_SUITE=engine npx vitest run --project domain --project 'server*' --project 'web*' \
  --reporter=default --reporter=json --outputFile.json="$work/vitest-pglite.json"

step "Testes de API no PostgreSQL real (a suíte inteira)"
url=$(scripts/postgres-throwaway.sh start "$work/pg")
echo "servidor: $(psql "$url" -Atc 'show server_version' 2>/dev/null || echo "$url")"
TEST_DATABASE_URL="$url" npx vitest run --project 'server*' \
  --reporter=default --reporter=json --outputFile.json="$work/vitest-postgres.json"

step "Testes de domínio e API com o relógio movido"
# Once more on a moment chosen to break assumptions about "today" (scripts/moved-clock.sh): the
# app, its tests and the database all read the moved clock; a test that reads the real date where
# it should read the app's clock fails here. (The browser suite stays on the real date: its
# journeys use the whole app as a person would, and dates they type are relative to today.)
scripts/moved-clock.sh bash -c 'url=$(scripts/postgres-throwaway.sh start "$1")
  TEST_DATABASE_URL="$url" npx vitest run --project domain --project "server*" \
    --reporter=default --reporter=json --outputFile.json="$2"' _ "$work/pg-moved" "$work/vitest-moved.json"
scripts/postgres-throwaway.sh stop "$work/pg-moved"

step "Build"
npm run --silent build

step "Testes no navegador (Chromium)"
E2E_SERVER_LOG="$work/server.log" PLAYWRIGHT_JSON_OUTPUT_NAME="$work/playwright.json" \
  npx playwright test --reporter=list,json

step "Segredos no log do servidor"
node --test scripts/*.test.mjs
node scripts/check-log-secrets.mjs "$work/server.log"

step "Resumo"
node scripts/summarize-tests.mjs "$work/vitest-pglite.json" "$work/vitest-postgres.json" \
  "$work/vitest-moved.json" "$work/playwright.json"
echo "tempo total: $((SECONDS - started)) s"
