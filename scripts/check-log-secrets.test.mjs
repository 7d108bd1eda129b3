// `node --test scripts/check-log-secrets.test.mjs`: the log check run as CI runs it, on real files.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findSecrets, secretsToFind } from './check-log-secrets.mjs';

const script = fileURLToPath(new URL('./check-log-secrets.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'log-secrets-'));

/** Runs the check on a log of `lines` with `env`: its exit code and what it printed. */
function check(lines, env = {}) {
  const file = join(dir, `${Math.random()}.log`);
  writeFileSync(file, lines.join('\n'));
  try {
    const out = execFileSync(process.execPath, [script, file], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, out };
  } catch (error) {
    return { code: error.status, out: `${error.stdout}${error.stderr}` };
  }
}

const clean = [
  '{"level":30,"msg":"incoming request","req":{"method":"POST","url":"/api/auth/login"}}',
  '{"level":50,"err":{"message":"convite para j***@dominio.com falhou: token=[redacted]"}}',
];

test('passes a log without secrets, counting its lines', () => {
  const { code, out } = check(clean, { AUTH_SECRET: 'test-secret-of-at-least-thirty-two' });
  assert.equal(code, 0);
  assert.match(out, /2 linhas de log verificadas, 0 segredos encontrados/);
});

for (const [what, line, env] of [
  ['test password', '{"body":{"password":"Segredo#2026"}}', {}],
  ['session cookie', 'cookie: better-auth.session_token=abc.def', {}],
  ['Stripe key', '"key":"sk_test_51HqLyjWDarjtT1zd"', {}],
  ['Stripe webhook secret', 'whsec_0123456789abcdef', {}],
  ['token in an address', '{"url":"/reset-password?token=Zx81Qp0aLk3"}', {}],
  [
    'AUTH_SECRET value',
    'segredo: test-secret-of-at-least-thirty-two',
    { AUTH_SECRET: 'test-secret-of-at-least-thirty-two' },
  ],
]) {
  test(`fails on a ${what}, naming the line but not the secret`, () => {
    const { code, out } = check([...clean, line], env);
    assert.equal(code, 1);
    assert.match(out, new RegExp(`\\.log:3: ${what}`));
    assert.doesNotMatch(out, /Segredo#2026|abc\.def|sk_test_51|whsec_0|thirty-two|Zx81Qp0aLk3/);
  });
}

test('ignores short placeholder values of secret-named variables', () => {
  const secrets = secretsToFind({ ADMIN_PASSWORD: 'x', PATH: '/usr/bin' });
  assert.deepEqual(findSecrets('x /usr/bin', secrets), []);
});

test('fails without a file to check', () => {
  try {
    execFileSync(process.execPath, [script], { stdio: 'pipe' });
    assert.fail('expected exit 2');
  } catch (error) {
    assert.equal(error.status, 2);
  }
});
