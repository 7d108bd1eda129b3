import { APP_NAME } from '../../domain/constants.ts';
import { NFSE_API_URLS, type NfseEnvironment } from '../../domain/companies/fiscal-values.ts';
import { envSchema, type Env } from './env-schema.ts';

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
  /** Sign-ups the whole platform takes in an hour; beyond, admins are alerted (decision 017). */
  signUpGlobalLimitPerHour: number;
  /** A company's file storage quota in MB when the platform admin sets none (issue 35). */
  storageQuotaMb: number;
  /** Uploads a company may make in an hour (issue 35). */
  uploadLimitPerHour: number;
  /** Encrypts the companies' A1 certificates at rest (issue 44); unset, none is taken. */
  certificateKey: Buffer | undefined;
  /** The national NFS-e API of each environment and an extra CA to trust (issue 44 item 3). */
  nfse: { urls: Record<NfseEnvironment, string>; caFile: string | undefined };
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
function s3Config(e: Env): S3Config | undefined {
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
    signUpGlobalLimitPerHour: e.SIGN_UP_LIMIT_GLOBAL,
    storageQuotaMb: e.STORAGE_QUOTA_MB,
    uploadLimitPerHour: e.UPLOAD_LIMIT_PER_HOUR,
    certificateKey: e.CERTIFICATE_KEY ? Buffer.from(e.CERTIFICATE_KEY, 'hex') : undefined,
    nfse: {
      urls: {
        homologacao: e.NFSE_URL_HOMOLOGACAO ?? NFSE_API_URLS.homologacao,
        producao: e.NFSE_URL_PRODUCAO ?? NFSE_API_URLS.producao,
      },
      caFile: e.NFSE_CA_FILE,
    },
  };
}
