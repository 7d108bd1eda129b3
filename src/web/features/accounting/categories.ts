import type { CategoryKind, TitleSide } from '../../../domain/accounting/values.ts';

/** The kind of category a side files under: receivables are revenue, payables expenses. */
export const categoryKind = (lado: TitleSide): CategoryKind =>
  lado === 'receber' ? 'receita' : 'despesa';
