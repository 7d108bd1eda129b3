#!/usr/bin/env bash
# Runs a command with the clock moved to a moment chosen to break assumptions about "today"
# (the last day of a month, a Sunday, 31 December, 29 February, the small hours of the 1st),
# one per run, and prints which. Every process the command starts reads the moved clock (Debian's
# libfaketime, preloaded), and so does a throwaway PostgreSQL it starts
# (scripts/postgres-throwaway.sh), by the same offset: the app's time and the database's agree.
# A test that reads the real date where it should read the app's clock fails on one of these.
#   scripts/moved-clock.sh COMMAND...
#   MOVED_CLOCK=2027-02-28T23:00:00-03:00 scripts/moved-clock.sh COMMAND...   (a chosen moment)
set -euo pipefail
moments=(
  2026-12-31T23:00:00-03:00 # Thursday, the year's last evening: in UTC it is already 2027
  2027-01-31T23:00:00-03:00 # Sunday, the month's last evening
  2027-02-28T23:00:00-03:00 # Sunday, February's last evening (not a leap year)
  2027-03-01T00:30:00-03:00 # Monday, half an hour into a month
  2027-07-31T23:00:00-03:00 # Saturday, the month's last evening
  2028-02-29T12:00:00-03:00 # Tuesday, a leap day
  2030-12-31T23:00:00-03:00 # Tuesday, years on: a date typed as "in the future" has passed
)
if [ "${1:-}" = --list ]; then
  printf '%s\n' "${moments[@]}"
  exit 0
fi
moment=${MOVED_CLOCK:-${moments[RANDOM % ${#moments[@]}]}}
lib=$(compgen -G '/usr/lib/*/faketime/libfaketime.so.1' | head -1 || true)
[ -n "$lib" ] || { echo "libfaketime não encontrado: instale o pacote faketime" >&2; exit 1; }
offset=$(($(date -d "$moment" +%s) - $(date +%s)))
echo "relógio movido para $moment ($(LC_ALL=C TZ=America/Sao_Paulo date -d "$moment" '+%A')); para repetir: MOVED_CLOCK=$moment"
# Monotonic clocks (timers, timeouts) and file times stay real; only the date moves.
export FAKETIME="+$offset" DONT_FAKE_MONOTONIC=1 NO_FAKE_STAT=1 MOVED_CLOCK_LIB="$lib"
exec env LD_PRELOAD="$lib" "$@"
