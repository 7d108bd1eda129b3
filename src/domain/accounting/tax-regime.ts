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

/** The company's tax setting (rates in percent). */
export type TaxSetting = {
  regime: TaxRegime;
  simples_anexo: 3 | 5 | null;
  iss_aliquota: number;
  pis_aliquota: number;
  cofins_aliquota: number;
  presuncao: number;
};

/**
 * Without a setting saved: Simples Nacional, Anexo III (services with the 'fator r' at or above
 * 28 %). The Lucro Presumido rates are its usual ones: ISS 5 % (the municipal ceiling, LC 116/2003
 * art. 8º), PIS 0,65 % and COFINS 3 % in the cumulative regime (Lei 9.718/1998 arts. 4º e 8º),
 * presumed profit 32 % of a service's revenue (Lei 9.249/1995 arts. 15 §1º III 'a' and 20).
 */
export const DEFAULT_TAX_SETTING: TaxSetting = {
  regime: 'simples_nacional',
  simples_anexo: 3,
  iss_aliquota: 5,
  pis_aliquota: 0.65,
  cofins_aliquota: 3,
  presuncao: 32,
};

/** A bracket of a Simples Nacional annex: up to `ate` of RBT12 (R$), the nominal rate (%) and the deduction (R$). */
type Bracket = { ate: number; aliquota: number; deduzir: number };

/** LC 123/2006 Anexos III and V as written by LC 155/2016 (from 2018). */
const SIMPLES_TABLES: Record<3 | 5, Bracket[]> = {
  3: [
    { ate: 180_000, aliquota: 6, deduzir: 0 },
    { ate: 360_000, aliquota: 11.2, deduzir: 9_360 },
    { ate: 720_000, aliquota: 13.5, deduzir: 17_640 },
    { ate: 1_800_000, aliquota: 16, deduzir: 35_640 },
    { ate: 3_600_000, aliquota: 21, deduzir: 125_640 },
    { ate: 4_800_000, aliquota: 33, deduzir: 648_000 },
  ],
  5: [
    { ate: 180_000, aliquota: 15.5, deduzir: 0 },
    { ate: 360_000, aliquota: 18, deduzir: 4_500 },
    { ate: 720_000, aliquota: 19.5, deduzir: 9_900 },
    { ate: 1_800_000, aliquota: 20.5, deduzir: 17_100 },
    { ate: 3_600_000, aliquota: 23, deduzir: 62_100 },
    { ate: 4_800_000, aliquota: 30.5, deduzir: 540_000 },
  ],
};

/**
 * The Simples Nacional's effective rate (%) for a gross revenue of the last 12 months (RBT12,
 * centavos): (RBT12 × nominal rate − deduction) / RBT12, LC 123/2006 art. 18 §1º-A. Above the
 * last bracket, the last one's (the company leaves the Simples; its accountant says when).
 */
export function simplesEffectiveRate(anexo: 3 | 5, rbt12Cents: number): number {
  const table = SIMPLES_TABLES[anexo];
  const rbt12 = rbt12Cents / 100;
  const bracket = table.find((b) => rbt12 <= b.ate) ?? table.at(-1)!;
  if (rbt12 <= 0) return bracket.aliquota;
  return (((rbt12 * bracket.aliquota) / 100 - bracket.deduzir) / rbt12) * 100;
}

/** The monthly share of the presumed profit above which IRPJ's 10 % surcharge applies: R$ 20.000,00 (Lei 9.249/1995 art. 3º §1º). */
const IRPJ_SURCHARGE_MONTHLY_CENTS = 2_000_000;

/** The taxes of one month's gross revenue, each in centavos (name → amount). */
export type MonthTaxes = {
  deducoes: { chave: 'das' | 'iss' | 'pis' | 'cofins'; valor_cents: number }[];
  irpj_csll: { chave: 'irpj' | 'csll'; valor_cents: number }[];
};

export const TAX_LINE_NAMES = {
  das: 'Simples Nacional (DAS)',
  iss: 'ISS',
  pis: 'PIS',
  cofins: 'COFINS',
  irpj: 'IRPJ',
  csll: 'CSLL',
} as const;

const share = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/**
 * A month's taxes on its gross revenue (`receitaCents`) by the company's regime.
 *
 * Simples Nacional: one DAS, at the effective rate of the RBT12 (the 12 months before; a company
 * without them takes the month × 12, LC 123/2006 art. 18 §2º); ISS, PIS, COFINS, IRPJ and CSLL
 * are inside it.
 *
 * Lucro Presumido: ISS, PIS and COFINS at their rates on the revenue; IRPJ 15 % and CSLL 9 % on
 * the presumed profit (the revenue × `presuncao`), plus IRPJ's 10 % on the presumed profit above
 * R$ 20.000,00 a month (Lei 9.249/1995 arts. 3º, 15 and 20). Taxes due quarterly are shown in the
 * month of the revenue they are on (competência).
 */
export function monthTaxes(
  setting: TaxSetting,
  receitaCents: number,
  rbt12Cents: number,
): MonthTaxes {
  if (receitaCents <= 0) return { deducoes: [], irpj_csll: [] };
  if (setting.regime === 'simples_nacional') {
    const rbt12 = rbt12Cents > 0 ? rbt12Cents : receitaCents * 12;
    const rate = simplesEffectiveRate(setting.simples_anexo ?? 3, rbt12);
    return { deducoes: [{ chave: 'das', valor_cents: share(receitaCents, rate) }], irpj_csll: [] };
  }
  const presumido = share(receitaCents, setting.presuncao);
  return {
    deducoes: [
      { chave: 'iss', valor_cents: share(receitaCents, setting.iss_aliquota) },
      { chave: 'pis', valor_cents: share(receitaCents, setting.pis_aliquota) },
      { chave: 'cofins', valor_cents: share(receitaCents, setting.cofins_aliquota) },
    ],
    irpj_csll: [
      {
        chave: 'irpj',
        valor_cents:
          share(presumido, 15) + share(Math.max(0, presumido - IRPJ_SURCHARGE_MONTHLY_CENTS), 10),
      },
      { chave: 'csll', valor_cents: share(presumido, 9) },
    ],
  };
}

/** 'Simples Nacional, Anexo III' or 'Lucro Presumido': what a DRE says it was worked out under. */
export const regimeName = (setting: { regime: TaxRegime; simples_anexo: 3 | 5 | null }) =>
  setting.regime === 'simples_nacional' && setting.simples_anexo
    ? `${TAX_REGIME_LABELS.simples_nacional}, ${SIMPLES_ANEXO_LABELS[`${setting.simples_anexo}`]}`
    : TAX_REGIME_LABELS[setting.regime];
