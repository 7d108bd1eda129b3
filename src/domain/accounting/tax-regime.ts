import { labelled } from '../labelled.ts';

/** The company's tax regime, which sets the DRE's deductions and IRPJ/CSLL. */
export const { values: TAX_REGIMES, labels: TAX_REGIME_LABELS } = labelled({
  simples_nacional: 'Simples Nacional',
  lucro_presumido: 'Lucro Presumido',
});
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** The Simples Nacional's annexes a service company falls under (LC 123/2006 art. 18 §§ 5º-B a 5º-J). */
export const { values: SIMPLES_ANEXOS, labels: SIMPLES_ANEXO_LABELS } = labelled({
  '3': 'Anexo III',
  '5': 'Anexo V',
});
export type SimplesAnexo = (typeof SIMPLES_ANEXOS)[number];
