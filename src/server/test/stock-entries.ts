import type { z } from 'zod';
import type { entryLineInput } from '../../domain/stock/contracts.ts';
import type { Caller } from './operations.ts';

// Entries for tests: a supplier with a valid CNPJ and lines the caller names.

type Line = Partial<Omit<z.input<typeof entryLineInput>, 'embalagem'>> & {
  /** How many packages is optional (computed from the capacity), which a typed number hides. */
  embalagem?: Partial<NonNullable<z.input<typeof entryLineInput>['embalagem']>> | null;
};

/**
 * The package a product line comes in when the test names none: 20 L rigid containers. An
 * agrotóxico line must give one unless its product has a usual package (issue 38, decision 031).
 */
export const TEST_PACKAGE = { tipo: 'rigida_lavavel', capacidade: 20 } as const;

/**
 * An NF of Agro Insumos Sorriso Ltda. with the given lines (numbered from `numero`); a product
 * line without `embalagem` comes in `TEST_PACKAGE`, and `embalagem: null` sends none.
 */
export const entryPayload = (linhas: Line[], numero = '1201') => ({
  fornecedor: { nome: 'Agro Insumos Sorriso Ltda.', cnpj: '11.222.333/0001-81' },
  nf_numero: numero,
  nf_serie: '1',
  nf_data: '2026-11-03',
  local_devolucao: 'Central de recebimento inpEV de Sorriso-MT',
  linhas: linhas.map((line) => ({
    unidade: 'L',
    custo_unitario_cents: 4_500,
    ...(line.product_id && !('embalagem' in line) && { embalagem: TEST_PACKAGE }),
    ...line,
  })),
});

/** Posts an entry as `owner`; answers its lots' ids by lot code. */
export async function stockUp(owner: Caller, linhas: Line[], numero?: string) {
  const res = await owner({
    method: 'POST',
    url: '/api/stock/entradas',
    payload: entryPayload(linhas, numero),
  });
  if (res.statusCode !== 201) throw new Error(`entry: ${res.statusCode} ${res.body}`);
  const lots = res.json().linhas as { id: string; lote: string }[];
  return Object.fromEntries(lots.map((lot) => [lot.lote, lot.id]));
}

/** The request that sets a product's stock settings (minimum, usual package). */
export const productSettingsRequest = (productId: string, payload: object) => ({
  method: 'PUT' as const,
  url: `/api/stock/produtos/${productId}/configuracao`,
  payload,
});

/**
 * A company that owes empty containers: the sample product in 20 L rigid packages, 100 L of it
 * bought (5 containers owed). Answers the containers' list as GET /api/stock/embalagens does.
 */
export async function owingContainers(owner: Caller, productId: string) {
  await owner(
    productSettingsRequest(productId, {
      minimo: 50,
      embalagem_tipo: 'rigida_lavavel',
      embalagem_capacidade: 20,
    }),
  );
  await stockUp(owner, [{ product_id: productId, lote: 'FX-1', quantidade: 100 }]);
  return (await owner({ method: 'GET', url: '/api/stock/embalagens' })).json();
}
