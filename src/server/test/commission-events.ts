import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AFFILIATE_STATUSES } from '../../domain/affiliates/values.ts';
import type { Db } from '../db/database.ts';
import {
  affiliateCommissions,
  affiliateReferrals,
  affiliates,
  companies,
  userCharges,
} from '../db/schema/index.ts';
import { signUpCompany } from './session.ts';
import { deliverWebhook } from './webhook.ts';
import { becomeAffiliate, someone } from './affiliates.ts';

/** Seconds since the epoch, as the provider dates its objects. */
export const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

type Referred = {
  affiliateId: string;
  affiliateCookie: string;
  companyId: string;
  /** The referred company's owner. */
  ownerCookie: string;
  customer: string;
};

/**
 * An affiliate (a user of its own company) and a company that signed up through its link,
 * referred at `referredAt`, whose provider customer is `customer`.
 */
export async function referredCompany(
  app: FastifyInstance,
  db: Db,
  options: {
    n?: number;
    referredAt?: string | Date;
    affiliateStatus?: (typeof AFFILIATE_STATUSES)[number];
  } = {},
): Promise<Referred> {
  const n = options.n ?? 1;
  const ana = await someone(app, db, `afiliado${n}@exemplo.com.br`);
  const code = await becomeAffiliate(app, ana.cookie);
  const owner = await signUpCompany(app, {
    companyName: `Aero Cliente ${n}`,
    email: `dono${n}@cliente.com.br`,
    affiliateRef: code,
  });
  const { companyId } = owner;
  const customer = `cus_cliente_${n}`;
  await db
    .update(companies)
    .set({ stripe_customer_id: customer })
    .where(eq(companies.id, companyId));
  const referredAt = new Date(options.referredAt ?? '2026-11-01T10:00:00-03:00');
  const [referral] = await db
    .update(affiliateReferrals)
    .set({ created_at: referredAt })
    .where(eq(affiliateReferrals.company_id, companyId))
    .returning();
  if (!referral) throw new Error('no referral recorded');
  if (options.affiliateStatus) {
    await db
      .update(affiliates)
      .set({ status: options.affiliateStatus })
      .where(eq(affiliates.id, referral.affiliate_id));
  }
  return {
    affiliateId: referral.affiliate_id,
    affiliateCookie: ana.cookie,
    companyId,
    ownerCookie: owner.cookie,
    customer,
  };
}

const event = (id: string, type: string, created: number, object: object) => ({
  id,
  object: 'event',
  type,
  created,
  data: { object },
});

/** The paid invoice an event speaks of: unless told, 'in_1', R$ 59,90 paid on 22/11 at 10:00. */
type Invoice = { invoice?: string; cents?: number; paidAt?: string };
const invoiceOf = (o: Invoice) => ({
  invoice: o.invoice ?? 'in_1',
  cents: o.cents ?? 5990,
  paidAt: at(o.paidAt ?? '2026-11-22T10:00:00-03:00'),
});

/** `invoice.paid` (or `invoice.payment_succeeded`) of `cents` paid at `paidAt`. */
export const invoicePaid = (id: string, customer: string, o: Invoice & { type?: string } = {}) => {
  const { invoice, cents, paidAt } = invoiceOf(o);
  return event(id, o.type ?? 'invoice.paid', paidAt, {
    object: 'invoice',
    id: invoice,
    customer,
    customer_email: 'dono@cliente.com.br',
    amount_paid: cents,
    amount_due: cents,
    status: 'paid',
    status_transitions: { paid_at: paidAt },
  });
};

/** `charge.refunded` of the invoice's charge: `refunded` centavos refunded in all. */
export const chargeRefunded = (
  id: string,
  customer: string,
  o: Invoice & { refunded?: number } = {},
) => {
  const { invoice, cents, paidAt } = invoiceOf(o);
  const refunded = o.refunded ?? cents;
  return event(id, 'charge.refunded', paidAt + 3600, {
    object: 'charge',
    id: `ch_${invoice}`,
    customer,
    invoice,
    amount: cents,
    amount_captured: cents,
    amount_refunded: refunded,
    refunded: refunded >= cents,
    paid: true,
    created: paidAt,
  });
};

export const deliverAll = async (app: FastifyInstance, events: object[]) => {
  const outcomes: string[] = [];
  for (const e of events) outcomes.push((await deliverWebhook(app, e)).json().outcome as string);
  return outcomes;
};

/** What a company's payments left: its commissions, its referral, its charges. */
export async function endState(db: Db, companyId: string) {
  const commissions = await db
    .select({
      tipo: affiliateCommissions.tipo_comissao,
      invoice: affiliateCommissions.invoice_id,
      base: affiliateCommissions.valor_base,
      valor: affiliateCommissions.valor_comissao,
      status: affiliateCommissions.status,
    })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.company_id, companyId))
    .orderBy(asc(affiliateCommissions.invoice_id), asc(affiliateCommissions.tipo_comissao));
  const referral = await db
    .select({ status: affiliateReferrals.status, converted_at: affiliateReferrals.converted_at })
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.company_id, companyId));
  const charges = await db
    .select({
      invoice: userCharges.stripe_invoice_id,
      amount: userCharges.amount,
      status: userCharges.status,
    })
    .from(userCharges)
    .where(eq(userCharges.company_id, companyId))
    .orderBy(asc(userCharges.stripe_invoice_id));
  return { commissions, referral, charges };
}
