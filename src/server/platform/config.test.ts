import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const s3 = {
  S3_BUCKET: 'agrovoo-anexos',
  S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'AKIAEXEMPLO',
  S3_SECRET_ACCESS_KEY: 'segredo',
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: './data',
      logLevel: 'info',
      seedDemo: true,
    });
  });

  it('derives APP_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://app.agrovoo.com.br/' }).appUrl).toBe(
      'https://app.agrovoo.com.br',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ CAPTCHA_TEST_CODE: 'AB' }, 'CAPTCHA_TEST_CODE'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@agrovoo.com.br' }, 'ADMIN_PASSWORD'],
    [{ AUTH_SECRET: 'curto' }, 'AUTH_SECRET'],
    [{ NODE_ENV: 'production' }, 'AUTH_SECRET'],
    [{ ...s3, S3_BUCKET: 'Anexos_AgroVoo' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: s3.S3_ENDPOINT }, 'S3_BUCKET'],
    [{ S3_PATH_STYLE: 'true' }, 'S3_BUCKET'],
    [{ ...s3, S3_ENDPOINT: '' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_ENDPOINT: 'ftp://s3.exemplo' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_ENDPOINT: 's3.exemplo' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com/agrovoo-anexos' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_ACCESS_KEY_ID: undefined }, 'S3_ACCESS_KEY_ID'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: ' ' }, 'S3_SECRET_ACCESS_KEY'],
    [{ ...s3, S3_REGION: 'São Paulo' }, 'S3_REGION'],
    [{ ...s3, S3_PREFIX: 'anexos da empresa' }, 'S3_PREFIX'],
    [{ ...s3, S3_PATH_STYLE: 'sim' }, 'S3_PATH_STYLE'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.5, proxy.interno' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.5/8/1' }, 'TRUST_PROXY'],
  ])('rejects %o naming %s in one line', (env, variable) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
    expect((error as ConfigError).message).not.toContain('\n');
  });

  it('honours CAPTCHA_TEST_CODE only outside production', () => {
    expect(loadConfig({ CAPTCHA_TEST_CODE: 'ABC12' }).captchaTestCode).toBe('ABC12');
    expect(
      loadConfig({
        CAPTCHA_TEST_CODE: 'ABC12',
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
      }).captchaTestCode,
    ).toBeUndefined();
  });

  it('seeds the demo company only in embedded mode unless told otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  it('checks replies against their schemas everywhere but production unless told otherwise', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).checkReplies).toBe(true);
    expect(loadConfig(production).checkReplies).toBe(false);
    expect(loadConfig({ CHECK_REPLIES: 'false' }).checkReplies).toBe(false);
    expect(loadConfig({ ...production, CHECK_REPLIES: 'true' }).checkReplies).toBe(true);
  });

  it('treats empty optional variables as unset', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      ADMIN_EMAIL: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.stripeSecretKey).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
  });

  it('refuses Stripe keys without the webhook secret, which every event is checked with', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET é obrigatório/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.stripeApiUrl).toBe('http://127.0.0.1:12111');
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });

  it('trusts no proxy unless TRUST_PROXY names how many or which', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).trustProxy).toBeUndefined();
    expect(loadConfig({ ...production, TRUST_PROXY: '' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,fd00::/8,::1,loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '172.16.0.0/12', 'fd00::/8', '::1', 'loopback']);
  });

  it('stores files in a bucket only when S3_BUCKET comes with its endpoint and keys', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'agrovoo-anexos',
      accessKeyId: 'AKIAEXEMPLO',
      secretAccessKey: 'segredo',
      prefix: '',
      pathStyle: false,
    });
    expect(
      loadConfig({ ...s3, S3_REGION: 'auto', S3_PREFIX: '/agrovoo/anexos/', S3_PATH_STYLE: '1' })
        .s3,
    ).toMatchObject({ region: 'auto', prefix: 'agrovoo/anexos/', pathStyle: true });
    expect(() => loadConfig({ S3_BUCKET: 'agrovoo-anexos' })).toThrow(
      'Configuração inválida: S3_ENDPOINT é obrigatório quando S3_BUCKET está definido',
    );
  });
});
