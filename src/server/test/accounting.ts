import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  accountingOptions,
  bankAccount,
  financeTitle,
} from '../../domain/accounting/response-contracts.ts';
import { answer } from './contracts.ts';
import { companyReadyToFly, type Caller } from './operations.ts';

// Accounting for tests: a company with an account, and titles and payments through the API.

/** A bank account as the office types it. */
export const ACCOUNT = {
  nome: 'Sicredi — conta movimento',
  banco: '748',
  agencia: '0812',
  conta: '45812-3',
  saldo_inicial_cents: 1_000_000,
  saldo_inicial_data: '2026-03-01',
};

/**
 * A company ready to fly (a client, an aircraft…) with a bank account: the owner's caller, the
 * ids, the account's id and its categories' ids by seeded key or name.
 */
export async function accountingCompany(app: FastifyInstance, email?: string) {
  const fly = await companyReadyToFly(app, email);
  const conta = answer(
    await fly.owner({ method: 'POST', url: '/api/accounting/contas', payload: ACCOUNT }),
    201,
    bankAccount,
  );
  const options = answer(
    await fly.owner({ method: 'GET', url: '/api/accounting/opcoes' }),
    200,
    accountingOptions,
  );
  const category = (nome: string) => options.categorias.find((c) => c.nome === nome)!.id;
  return {
    ...fly,
    accountId: conta.id,
    services: category('Serviços de aplicação aérea'),
    insurance: category('Seguro aeronáutico'),
  };
}

/** A payable of R$ 1.000,00 for the insurance, due 15 March 2026, unless told otherwise. */
export const titlePayload = (categoryId: string, overrides: object = {}) => ({
  lado: 'pagar',
  descricao: 'Seguro aeronáutico PR-AGV',
  category_id: categoryId,
  contraparte: 'Seguradora Aérea S.A.',
  competencia: '2026-03-01',
  total_cents: 100_000,
  primeiro_vencimento: '2026-03-15',
  ...overrides,
});

/** Posts a title; answers it as the API does. */
export async function postTitle(owner: Caller, payload: object) {
  return answer(
    await owner({ method: 'POST', url: '/api/accounting/titulos', payload }),
    201,
    financeTitle,
  );
}

/** The request paying `valor_cents` of an installment by PIX into the account. */
export const payRequest = (
  installmentId: string,
  accountId: string,
  valor_cents: number,
  data = '2026-03-12',
) => ({
  method: 'POST' as const,
  url: `/api/accounting/parcelas/${installmentId}/pagamentos`,
  payload: { data, valor_cents, bank_account_id: accountId, metodo: 'pix' },
});

/** Posts each payload to `url`: each is refused (400) naming its one field with that message. */
export async function expectEachRefused(
  owner: Caller,
  url: string,
  table: readonly (readonly [payload: object, field: string, message: string])[],
) {
  for (const [payload, field, message] of table) {
    const res = await owner({ method: 'POST', url, payload });
    expect(res.statusCode, field).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
  }
}
