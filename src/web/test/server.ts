import { vi } from 'vitest';
import type { Me } from '../../domain/auth/contracts.ts';
import type { CompanyRole } from '../../domain/companies/values.ts';

type Company = NonNullable<Me['membership']>['company'];

/** GET /api/me for a member of 'Aero Sul' in its trial (override what a test is about). */
export function signedIn(
  role: CompanyRole | null,
  options: { canAct?: boolean; isPlatformAdmin?: boolean; company?: Partial<Company> } = {},
): Me {
  return {
    user: {
      id: 'u1',
      email: 'dono@aerosul.com.br',
      name: '',
      isPlatformAdmin: options.isPlatformAdmin ?? false,
    },
    membership: role && {
      role,
      isBillingContact: role === 'owner',
      canAct: options.canAct ?? true,
      company: {
        id: 'c1',
        company_name: 'Aero Sul',
        cnpj: null,
        contact_email: null,
        status: 'ativo',
        subscription_status: 'trial',
        trial_ends_at: null,
        trial_days_remaining: 0,
        next_billing_date: null,
        registro_mapa: null,
        registro_mapa_arp: null,
        janela_meteorologica: null,
        endereco: null,
        municipio: null,
        uf: null,
        ...options.company,
      },
    },
  };
}

/** A refusal as the API answers it: its status, code, pt-BR message and the fields it names. */
export const refusal = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) => new Response(JSON.stringify({ error: { code, message, fields } }), { status });

/**
 * Stubs the server: a request is answered by its 'METHOD path' key ('PATCH /api/…') or else by
 * its path alone, with the key's JSON or the Response of its function (given the request's JSON
 * body); anything else answers `null`.
 */
export function stubServer(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${url}`] ?? answers[url];
    if (typeof answer !== 'function') return new Response(JSON.stringify(answer ?? null));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return (answer as (body: unknown) => Response)(body);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
