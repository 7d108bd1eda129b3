import { labelled } from '../labelled.ts';

// The company's fiscal settings for the NFS-e (issue 44 item 2): their values and rules, without
// zod (the web reads them on first load); the contracts are in fiscal-contracts.ts.

/** The Padrão Nacional's environments (tpAmb): tests first, then the real one. */
export const { values: NFSE_ENVIRONMENTS, labels: NFSE_ENVIRONMENT_LABELS } = labelled({
  homologacao: 'Homologação (testes)',
  producao: 'Produção',
});
export type NfseEnvironment = (typeof NFSE_ENVIRONMENTS)[number];

/**
 * The national API (Sefin Nacional) of each environment: homologação is the 'produção restrita'
 * of the contributors' manual. The server's NFSE_URL_HOMOLOGACAO / NFSE_URL_PRODUCAO replace them.
 */
export const NFSE_API_URLS: Record<NfseEnvironment, string> = {
  homologacao: 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional',
  producao: 'https://sefin.nfse.gov.br/SefinNacional',
};

/**
 * Aerial application of crop protection products is item 7.13 of the list of LC nº 116/2003
 * ('Dedetização, desinfecção, desinsetização, imunização, higienização, desratização,
 * pulverização e congêneres'); the Padrão Nacional's cTribNac writes an item as item, subitem
 * and its breakdown in two digits each, so 7.13 with no breakdown is 07.13.01. The NBS (the
 * Nomenclatura Brasileira de Serviços) of the service comes from the national correlation table
 * of LC 116 items with NBS codes and has no default here. Both should be checked by the
 * company's accountant against the município's adherence.
 */
export const AERIAL_APPLICATION_SERVICE = { codigo_tributacao_nacional: '071301' } as const;

/**
 * IBGE municipality codes whose seventh digit does not follow the rule below; the NF-e's
 * validation (Manual de Orientação do Contribuinte) accepts them as they are.
 */
const IBGE_CODES_OUTSIDE_THE_RULE = new Set([
  '2201919',
  '2201988',
  '2202251',
  '2611533',
  '3117836',
  '3152131',
  '4305871',
  '5203939',
  '5203962',
]);

/**
 * An IBGE municipality code: 7 digits, the UF's two first, the last a check digit over the six
 * before it weighed 1, 2, 1, 2, 1, 2 (a product above 9 counts by the sum of its digits), the
 * digit that takes the sum to the next multiple of 10.
 */
export function isValidIbgeMunicipio(code: string): boolean {
  if (!/^[1-5]\d{6}$/.test(code)) return false;
  if (IBGE_CODES_OUTSIDE_THE_RULE.has(code)) return true;
  const sum = [...code.slice(0, 6)].reduce((total, digit, i) => {
    const product = Number(digit) * (i % 2 === 0 ? 1 : 2);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(code[6]);
}
