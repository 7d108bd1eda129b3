import { getTableName, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TRIAL_DAYS } from '../../../domain/companies/values.ts';
import { byUser, userId } from './auth.ts';
import { at, createdAt, id, indexOn, parentId, timestamps } from './columns.ts';
import { companyInviteStatus, companyRole, companyStatus, subscriptionStatus } from './enums.ts';

/** Spec part 1 §3 and part 2 §3 'companies'. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    company_name: text('company_name').notNull(),
    cnpj: text('cnpj'),
    contact_email: text('contact_email'),
    status: companyStatus('status').notNull().default('ativo'),
    subscription_status: subscriptionStatus('subscription_status').notNull().default('trial'),
    active: boolean('active').notNull().default(true),
    trial_start_date: at('trial_start_date'),
    trial_duration_days: integer('trial_duration_days').default(DEFAULT_TRIAL_DAYS),
    trial_ends_at: at('trial_ends_at'),
    next_billing_date: at('next_billing_date'),
    max_users: integer('max_users').notNull().default(1),
    // The payment provider's ids and the newest subscription state applied (issue: billing).
    stripe_customer_id: text('stripe_customer_id'),
    stripe_subscription_id: text('stripe_subscription_id'),
    /** Seats the provider bills now; differs from the active members while an update is owed. */
    billed_seats: integer('billed_seats'),
    /** When the newest subscription event applied was created; older ones change nothing. */
    billing_synced_at: at('billing_synced_at'),
    /** Where billing mail goes: an e-mail address, never a note (decision 026). */
    billing_email: text('billing_email'),
    /** The platform administrator's notes on the company (manage dialog; decision 026). */
    admin_notes: text('admin_notes'),
    // The operator's identity on the reports (DESIGN §5 'Perfil').
    registro_mapa: text('registro_mapa'),
    /** The registration as an operator of ARP (drones) in MAPA (Portaria nº 298/2021). */
    registro_mapa_arp: text('registro_mapa_arp'),
    endereco: text('endereco'),
    municipio: text('municipio'),
    uf: text('uf'),
    /** The logo the reports print (DESIGN §5 'Perfil'): its storage key and its checked type. */
    logo_key: text('logo_key'),
    logo_type: text('logo_type').$type<'image/png' | 'image/jpeg'>(),
    /**
     * Bytes of the stored logo, a copy re-encoded within bounds at upload (issue 35); null for
     * a logo stored before, which no document prints until it is re-encoded.
     */
    logo_size: integer('logo_size'),
    /** When an owner or admin dismissed the dashboard's first steps (issue 45); null: shown. */
    first_steps_dismissed_at: at('first_steps_dismissed_at'),
    /** The company's file storage quota in MB; null means the platform's default. */
    storage_quota_mb: integer('storage_quota_mb'),
    /** The company's weather window; null means the defaults of DESIGN §5. */
    janela_meteorologica: jsonb('janela_meteorologica').$type<{
      humidityMinPct: number;
      temperatureMaxC: number;
      windMinKmh: number;
      windMaxKmh: number;
    }>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_cnpj_unique').on(t.cnpj),
    uniqueIndex('companies_stripe_customer_unique').on(t.stripe_customer_id),
    check('companies_max_users_min', sql`${t.max_users} >= 1`),
    check(
      'companies_storage_quota_min',
      sql`${t.storage_quota_mb} IS NULL OR ${t.storage_quota_mb} >= 0`,
    ),
    check(
      'companies_trial_days_min',
      sql`${t.trial_duration_days} IS NULL OR ${t.trial_duration_days} >= 0`,
    ),
  ],
);

/** The company a row belongs to: required, and deleting the company deletes the row. */
export const companyId = () => parentId('company_id', () => companies.id);
/** The columns that open every company's row: its id and its company. */
export const companyRow = () => ({ id: id(), company_id: companyId() });

/**
 * The columns that open a company's numbered document (operations, proposals): its row and its
 * number, sequential per company and year ('2026/0042').
 */
export const numberedRow = () => ({
  ...companyRow(),
  ano: smallint('ano').notNull(),
  sequencia: integer('sequencia').notNull(),
});

/** A document's number is its company's once a year: '<table>_company_number_unique'. */
export const uniqueNumber = (t: {
  company_id: AnyPgColumn;
  ano: AnyPgColumn;
  sequencia: AnyPgColumn;
}) =>
  uniqueIndex(`${getTableName(t.company_id.table)}_company_number_unique`).on(
    t.company_id,
    t.ano,
    t.sequencia,
  );

/** A user's membership of a company. Only active profiles count (spec part 1 §6). */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    user_id: userId(),
    company_id: companyId(),
    role_in_company: companyRole('role_in_company').notNull(),
    active: boolean('active').notNull().default(true),
    is_billing_contact: boolean('is_billing_contact').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    indexOn(t.company_id),
    // A user belongs to at most one company at a time.
    uniqueIndex('profiles_user_active_unique')
      .on(t.user_id)
      .where(sql`${t.active}`),
  ],
);

export const companyInvites = pgTable(
  'company_invites',
  {
    ...companyRow(),
    email: text('email').notNull(),
    invited_by: byUser('invited_by'),
    invited_role: companyRole('invited_role').notNull(),
    status: companyInviteStatus('status').notNull().default('pending'),
    /** Secret of the invite link; only its SHA-256 is stored. */
    token_hash: text('token_hash').notNull().unique(),
    created_at: createdAt(),
    accepted_at: at('accepted_at'),
  },
  (t) => [
    indexOn(t.company_id),
    uniqueIndex('company_invites_pending_unique')
      .on(t.company_id, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    check('company_invites_role_not_owner', sql`${t.invited_role} <> 'owner'`),
  ],
);
