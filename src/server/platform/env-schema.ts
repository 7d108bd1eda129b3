import { isIP } from 'node:net';
import { z } from 'zod';
import { isTileUrlTemplate } from '../../domain/geo/tiles.ts';
import { DEFAULT_STORAGE_QUOTA_MB } from '../../domain/companies/storage.ts';

// Every environment variable the server reads, parsed once by `loadConfig` (config.ts), which
// turns it into the `Config`. A bad value stops the start with one line naming the variable
// (see main.ts).

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

/** A limit per hour: a whole number of 1 or more, `fallback` when unset. */
function perHour(fallback: number) {
  return z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(fallback);
}

export const envSchema = z.object({
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
  SIGN_UP_LIMIT_PER_HOUR: perHour(10),
  SIGN_UP_LIMIT_GLOBAL: perHour(50),
  // Issue 35: a company's file storage in MB unless the platform admin sets its own, and the
  // uploads a company may make in an hour (a whole number of 1 or more, as the limits above).
  STORAGE_QUOTA_MB: perHour(DEFAULT_STORAGE_QUOTA_MB),
  UPLOAD_LIMIT_PER_HOUR: perHour(120),
  // Issue 44: the key that encrypts the companies' A1 certificates at rest (AES-256-GCM), 32
  // bytes as 64 hexadecimal digits (e.g. `openssl rand -hex 32`); unset, no certificate is taken.
  CERTIFICATE_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'deve ter 64 dígitos hexadecimais (ex.: openssl rand -hex 32)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Issue 44 item 3: the national NFS-e API (Sefin Nacional) of each environment, and a CA to
  // trust besides the system's (a PEM file: the local stand-in's, in tests and development).
  NFSE_URL_HOMOLOGACAO: optionalUrl(['https:']),
  NFSE_URL_PRODUCAO: optionalUrl(['https:']),
  NFSE_CA_FILE: optionalText,
});

/** The environment as parsed, before it becomes the `Config`. */
export type Env = z.infer<typeof envSchema>;
