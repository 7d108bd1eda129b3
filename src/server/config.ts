import { isIP } from 'node:net';
import { z } from 'zod';
import { APP_NAME } from '../domain/constants.ts';
import { isTileUrlTemplate } from '../domain/geo/tiles.ts';

/**
 * Every environment variable the server reads, parsed once.
 * A bad value stops the start with one line naming the variable (see main.ts).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlText = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `deve ser uma URL ${protocols.map((p) => p.replace(':', '://')).join(' ou ')}`,
    );

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(urlText(protocols).optional())
    .optional();

/** The ranges Fastify's trustProxy knows by name. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range ('10.0.0.0/8', 'fd00::/8') or one of those names. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return (
    prefix === undefined || (/^\d{1,3}$/.test(prefix) && +prefix <= (version === 4 ? 32 : 128))
  );
}

/** TRUST_PROXY: empty or 0 trusts no one, a number that many hops, otherwise the proxies' addresses. */
const proxyTrust = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      /^\d{1,2}$/.test(value) ||
      value.split(',').every((item) => isProxyAddress(item.trim())),
    'deve ser o número de proxies à frente (ex.: 1) ou seus endereços/faixas separados por vírgula (ex.: 10.0.0.5,10.1.0.0/16)',
  )
  .transform((value) => {
    if (/^\d*$/.test(value)) return Number(value) || undefined;
    return value.split(',').map((item) => item.trim());
  })
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'deve ser um número de porta' })
    .int('deve ser um número inteiro')
    .min(0, 'deve estar entre 0 e 65535')
    .max(65535, 'deve estar entre 0 e 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  APP_URL: optionalUrl(['http:', 'https:']),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_URL: optionalUrl(['http:', 'https:']),
  CAPTCHA_TEST_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5}$/, 'deve ter 5 letras ou dígitos')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED_DEMO: booleanFlag.optional(),
  CHECK_REPLIES: booleanFlag.optional(),
  ADMIN_EMAIL: z
    .email('deve ser um e-mail válido')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: optionalText,
  AUTH_SECRET: z
    .string()
    .trim()
    .min(32, 'deve ter pelo menos 32 caracteres')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CONTACT_EMAIL: z
    .email('deve ser um e-mail válido')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PRESENTATION_VIDEO_URL: optionalUrl(['https:']),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'deve ter de 3 a 63 letras minúsculas, dígitos, "." ou "-"',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']).pipe(
    z
      .string()
      .refine(
        (value) => new URL(value).pathname === '/',
        'deve ser só o endereço do serviço, sem caminho (ex.: https://s3.sa-east-1.amazonaws.com)',
      )
      .optional(),
  ),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'deve ser o nome de uma região (ex.: sa-east-1; auto no R2)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: z
    .string()
    .trim()
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .pipe(
      z
        .string()
        .regex(/^([\w.-]+(\/[\w.-]+)*)?$/, 'deve ter só letras, dígitos, ".", "_", "-" e "/"'),
    )
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  S3_PATH_STYLE: booleanFlag.optional(),
  CONTACT_WHATSAPP: z
    .string()
    .trim()
    .regex(/^(55)?\d{10,11}$/, 'deve ser um número com DDD, só dígitos (ex.: 5566999990000)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAP_TILES_URL: optionalText.pipe(
    z
      .string()
      .refine(
        isTileUrlTemplate,
        'deve ser uma URL http:// ou https:// com {z}, {x} e {y} (ex.: https://tile.exemplo.org/{z}/{x}/{y}.png)',
      )
      .optional(),
  ),
  MAP_TILES_ATTRIBUTION: optionalText,
  TRUST_PROXY: proxyTrust,
  SIGN_UP_LIMIT_PER_HOUR: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(10),
});

/** An S3-compatible bucket for operation files. */
export type S3Config = {
  /** The service's address without the bucket, e.g. https://s3.sa-east-1.amazonaws.com. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key: '' or a path ending in '/'. */
  prefix: string;
  /** endpoint/bucket/key (MinIO) rather than bucket.endpoint/key (AWS' default). */
  pathStyle: boolean;
};

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  /** Unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** The monthly per-seat price; unset, it is found (or created) by its lookup key. */
  stripePriceId: string | undefined;
  /** Another address for Stripe's API (a local stand-in in tests); unset, Stripe's own. */
  stripeApiUrl: string | undefined;
  /** Only ever set outside production. */
  captchaTestCode: string | undefined;
  /** Whether an empty embedded database gets the demo company. */
  seedDemo: boolean;
  /** Whether each JSON reply is checked against its route's response schema (not in production). */
  checkReplies: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Signs session cookies; outside production a random one is kept under dataDir. */
  authSecret: string | undefined;
  /** The floating contact button's e-mail and WhatsApp number (none: no WhatsApp option). */
  contact: { email: string; whatsapp: string | undefined };
  /** The embed address of the presentation video (landing and login); unset: no video. */
  presentationVideoUrl: string | undefined;
  /** Where operation files go; unset, a directory under dataDir. */
  s3: S3Config | undefined;
  /** The map tiles under boundaries (an XYZ template) and their credit; unset: no tiles. */
  mapTiles: { url: string; attribution: string } | undefined;
  /**
   * Whose X-Forwarded-For the client's address comes from: that many proxies in front, or the
   * proxies at these addresses/ranges; unset, no one's (the socket's address is the client's).
   */
  trustProxy: number | string[] | undefined;
  /** Sign-ups one IP may make in an hour (decision 017). */
  signUpLimitPerHour: number;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuração inválida: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** All or nothing: with S3_BUCKET, the endpoint and keys; without it, no other S3_ variable. */
function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId } = e;
  if (!bucket) {
    const set = (
      [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_PREFIX',
        'S3_PATH_STYLE',
      ] as const
    ).find((name) => e[name] !== undefined);
    if (set) throw new ConfigError('S3_BUCKET', `é obrigatório quando ${set} está definido`);
    return undefined;
  }
  const required = 'é obrigatório quando S3_BUCKET está definido';
  if (!endpoint) throw new ConfigError('S3_ENDPOINT', required);
  if (!accessKeyId) throw new ConfigError('S3_ACCESS_KEY_ID', required);
  if (!e.S3_SECRET_ACCESS_KEY) throw new ConfigError('S3_SECRET_ACCESS_KEY', required);
  return {
    endpoint,
    region: e.S3_REGION ?? 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: e.S3_PREFIX ? `${e.S3_PREFIX}/` : '',
    pathStyle: e.S3_PATH_STYLE ?? false,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'ambiente');
    throw new ConfigError(
      variable,
      `(valor ${JSON.stringify(env[variable] ?? '')}): ${issue.message}`,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.AUTH_SECRET) {
    throw new ConfigError('AUTH_SECRET', 'é obrigatório em produção (mínimo 32 caracteres)');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET',
      'é obrigatório quando STRIPE_SECRET_KEY está definido (sem ele nenhum webhook é aceito)',
    );
  }
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) {
    throw new ConfigError('ADMIN_PASSWORD', 'é obrigatório quando ADMIN_EMAIL está definido');
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${APP_NAME} <nao-responda@agrovoo.com.br>`,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripePriceId: e.STRIPE_PRICE_ID,
    stripeApiUrl: e.STRIPE_API_URL,
    captchaTestCode: isProduction ? undefined : e.CAPTCHA_TEST_CODE,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    checkReplies: e.CHECK_REPLIES ?? !isProduction,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    contact: { email: e.CONTACT_EMAIL ?? 'contato@agrovoo.com.br', whatsapp: e.CONTACT_WHATSAPP },
    authSecret: e.AUTH_SECRET,
    presentationVideoUrl: e.PRESENTATION_VIDEO_URL,
    s3: s3Config(e),
    mapTiles: e.MAP_TILES_URL
      ? { url: e.MAP_TILES_URL, attribution: e.MAP_TILES_ATTRIBUTION ?? '' }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    signUpLimitPerHour: e.SIGN_UP_LIMIT_PER_HOUR,
  };
}
