import { OFFICE, routeOptions, type RouteAccess } from '../http/access.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingStatus as billingStatusSchema,
  invoices,
  redirect,
  seatUpdate,
  webhookDelivery,
  webhookReceipt,
} from '../../domain/subscription/contracts.ts';
import { noBody, noContent } from '../../domain/wire.ts';
import { companyIdOf } from '../identity/guards.ts';
import { AppError } from '../platform/app-error.ts';
import { WEBHOOK_PATH, billingDepsOf } from './deps.ts';
import {
  billingStatus,
  cancelInTestMode,
  listInvoices,
  openPortal,
  payInTestMode,
  startCheckout,
  syncSeats,
} from './service.ts';
import { withRefundedInvoice } from './affiliate-events.ts';
import { malformedEvent } from './event-shape.ts';
import { handlePaymentEvent } from './webhook.ts';
import { systemDb } from '../db/system.ts';

const office = { scope: 'company', roles: OFFICE } satisfies RouteAccess;

/**
 * Billing (issue 7). Subscribing and managing are open to owners and admins even when the
 * company may not act — that is how it gets access back — so no route here asks `requireCanAct`.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/billing/status',
    routeOptions({ scope: 'company' }, { response: { 200: billingStatusSchema } }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return billingStatus(billingDepsOf(request), request.identity!.membership!, app.clock.now());
    },
  );

  app.get(
    '/api/billing/invoices',
    routeOptions(office, { response: { 200: invoices } }),
    async (request) => ({ invoices: await listInvoices(systemDb(app), companyIdOf(request)) }),
  );

  app.post(
    '/api/billing/checkout',
    routeOptions(office, { body: noBody, response: { 200: redirect } }),
    async (request) =>
      startCheckout(billingDepsOf(request), companyIdOf(request), request.identity!.user.email),
  );

  app.post(
    '/api/billing/portal',
    routeOptions(office, { body: noBody, response: { 200: redirect } }),
    async (request) => openPortal(billingDepsOf(request), companyIdOf(request)),
  );

  app.post(
    '/api/billing/seats',
    routeOptions(office, { body: noBody, response: { 200: seatUpdate } }),
    async (request) => syncSeats(billingDepsOf(request), companyIdOf(request)),
  );

  // The test checkout and portal (no keys, never in production): 404 in any other mode.
  app.post(
    '/api/billing/teste/pagar',
    routeOptions(office, { body: noBody, response: { 204: noContent } }),
    async (request, reply) => {
      const deps = billingDepsOf(request);
      await payInTestMode(
        deps,
        companyIdOf(request),
        request.identity!.user.email,
        app.clock.now(),
      );
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/billing/teste/cancelar',
    routeOptions(office, { body: noBody, response: { 204: noContent } }),
    async (request, reply) => {
      await cancelInTestMode(billingDepsOf(request), companyIdOf(request));
      return reply.status(204).send();
    },
  );

  // The provider's deliveries: the raw bytes are what the signature covers.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // Public, from any origin: the provider's signature on the raw bytes is the authentication.
    const config = { access: { scope: 'public' as const }, anyOrigin: true };
    const schema = { body: webhookDelivery, response: { 200: webhookReceipt } };
    raw.post(WEBHOOK_PATH, { bodyLimit: 512 * 1024, config, schema }, async (request) => {
      const payments = app.payments;
      if (!payments) throw new AppError('BILLING_UNAVAILABLE');
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let event;
      try {
        event = payments.verify(body, request.headers['stripe-signature'] as string | undefined);
      } catch (error) {
        request.log.warn({ err: error }, 'webhook refused: bad signature');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      const problem = malformedEvent(event);
      if (problem) {
        // Acknowledged: the provider retries any other answer for days, and the event stays malformed.
        const { id, type } = event as { id?: unknown; type?: unknown };
        request.log.warn({ event: id, type, problem }, 'webhook ignored: malformed event');
        return { received: true, outcome: 'ignored' as const };
      }
      const outcome = await handlePaymentEvent(
        systemDb(app),
        await withRefundedInvoice(payments, event),
      );
      request.log.info({ event: event.id, type: event.type, outcome }, 'webhook handled');
      return { received: true, outcome };
    });
  });
};
