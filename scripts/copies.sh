#!/usr/bin/env bash
# Repeated code in src/ (decision 024), with jscpd as .jscpd.json sets it (six lines and 50 tokens
# or more, imports aside, migrations' SQL and the message catalogue left out):
# - no copy to the letter, anywhere;
# - no new copy of the same shape (alike but for names) beyond those .jscpd-baseline.json accepts.
#   scripts/copies.sh           → checks both; lists only what is wrong
#   scripts/copies.sh --accept  → rewrites the baseline from today's tree (a reviewed decision:
#                                 run it when a change removes copies, or keeps one on purpose)
set -uo pipefail
cd "$(dirname "$0")/.."
jscpd=node_modules/.bin/jscpd
shapes=(--exit-code 0 --ignore-identifiers --baseline .jscpd-baseline.json)

if [ "${1:-}" = --accept ]; then
  "$jscpd" --no-tips "${shapes[@]}" --update-baseline --reporters silent 2>&1 | grep Baseline
  exit "${PIPESTATUS[0]}"
fi

failed=0
if ! exact=$("$jscpd" --no-tips --no-colors --reporters ai 2>&1); then
  echo "Código copiado ao pé da letra (junte numa função ou componente):"
  echo "$exact" | grep -E '~'
  failed=1
fi
if ! shape=$("$jscpd" --no-tips --no-colors "${shapes[@]}" --fail-on-new-clones --reporters console 2>&1); then
  echo "Código novo com a mesma forma de um trecho existente (reaproveite-o, ou aceite com scripts/copies.sh --accept):"
  echo "$shape" | grep -A2 '\[NEW\]' | grep -E '^ *-? *[a-z]'
  failed=1
fi
exit "$failed"
