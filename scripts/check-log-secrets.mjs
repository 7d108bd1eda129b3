// Fails when a server log holds a password, a session cookie, a token or a secret (issue 19,
// item 6): `node scripts/check-log-secrets.mjs FILE...`. It looks for the test suites' known
// passwords, session cookies and provider keys by their shape, and the value of every secret
// in the environment it runs in (AUTH_SECRET, STRIPE_SECRET_KEY, ADMIN_PASSWORD…). A finding
// is reported by file, line and what it is — never by the secret itself.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What never appears in a log, by what it is. */
export const KNOWN_SECRETS = [
  { what: 'test password', pattern: /Segredo#2026|Admin#Forte2026|Errada#2026/ },
  { what: 'session cookie', pattern: /better-auth\.session_(token|data)=[^;\s"]/ },
  { what: 'Stripe key', pattern: /\b(sk|rk)_(test|live)_[A-Za-z0-9]{8,}/ },
  { what: 'Stripe webhook secret', pattern: /\bwhsec_[A-Za-z0-9]{8,}/ },
  { what: 'bearer token', pattern: /\bBearer\s+[A-Za-z0-9._~+/-]{8,}/ },
  {
    what: 'token in an address',
    pattern: /[?&](token|invite|convite-afiliado)=(?!%5Bredacted%5D|\[redacted\])[^&\s"]{8,}/,
  },
];

/** Environment variables holding a secret: their values are looked for too. */
const SECRET_NAME = /(SECRET|PASSWORD|TOKEN|API_KEY)/;

/**
 * The secrets to look for: the known shapes plus each secret-named environment variable's value
 * (8 characters or more, so a placeholder like 'x' is no finding everywhere).
 */
export function secretsToFind(env) {
  const fromEnv = Object.entries(env)
    .filter(([name, value]) => SECRET_NAME.test(name) && typeof value === 'string')
    .filter(([, value]) => value.length >= 8)
    .map(([name, value]) => ({ what: `${name} value`, needle: value }));
  return [...KNOWN_SECRETS, ...fromEnv];
}

/** Each line of `text` holding a secret: its number (from 1) and what the secret is. */
export function findSecrets(text, secrets) {
  const findings = [];
  text.split('\n').forEach((line, index) => {
    for (const secret of secrets) {
      const found = secret.pattern ? secret.pattern.test(line) : line.includes(secret.needle);
      if (found) findings.push({ line: index + 1, what: secret.what });
    }
  });
  return findings;
}

function main(files) {
  if (files.length === 0) {
    console.error('uso: node scripts/check-log-secrets.mjs ARQUIVO...');
    return 2;
  }
  const secrets = secretsToFind(process.env);
  let lines = 0;
  let found = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    lines += text.split('\n').filter(Boolean).length;
    for (const finding of findSecrets(text, secrets)) {
      console.error(`${file}:${finding.line}: ${finding.what}`);
      found += 1;
    }
  }
  console.log(`${lines} linhas de log verificadas, ${found} segredos encontrados`);
  return found > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(main(process.argv.slice(2)));
}
