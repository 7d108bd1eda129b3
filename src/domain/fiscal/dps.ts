import { isValidCnpj, isValidCpf } from '../br/documents.ts';
import { saoPauloWallClock } from '../dates.ts';
import type { TaxRegime } from '../accounting/tax-regime.ts';
import type { NfseEnvironment } from '../companies/fiscal-values.ts';

// The DPS (Declaração de Prestação de Serviço) of the Padrão Nacional da NFS-e, layout 1.01
// (issue 44 item 3): what the company declares, which the national API turns into an NFS-e. The
// elements follow TCInfDPS of tiposComplexos_v1.01.xsd in its order; the server validates the
// result against that schema before it signs and sends it.

/** The namespace of every element of the DPS and the NFS-e. */
export const NFSE_NAMESPACE = 'http://www.sped.fazenda.gov.br/nfse';
/** The layout version in force (TVerNFSe). */
export const DPS_LAYOUT_VERSION = '1.01';
/** The DPS series AgroVoo issues under (TSSerieDPS: 1 to 5 digits). */
export const DPS_SERIES = '1';

/**
 * The IBS/CBS of the 2026 test year (LC nº 214/2025 art. 343 ff.): CST 000 'tributação integral'
 * and cClassTrib 000001 (the rates the law sets), and the operation's indicator from the national
 * table of 'código indicador de operação' for a service supplied where the client is. As the
 * cTribNac, to be confirmed by the company's accountant.
 */
export const IBS_CBS_2026 = { cIndOp: '020101', cst: '000', cClassTrib: '000001' } as const;

export type DpsInput = {
  ambiente: NfseEnvironment;
  /** The moment the DPS is made (dhEmi, written in São Paulo's time, -03:00). */
  emitidaEm: Date;
  serie: string;
  numero: number;
  /** The service's date, 'YYYY-MM-DD' (dCompet). */
  competencia: string;
  prestador: {
    /** 14 characters, letters allowed (IN RFB nº 2.229/2024). */
    cnpj: string;
    inscricaoMunicipal: string;
    municipioIbge: string;
    regime: TaxRegime;
  };
  tomador: { documento: string; nome: string; email: string | null } | null;
  servico: {
    codigoTributacaoNacional: string;
    nbs: string;
    descricao: string;
    /** Where the service was performed (cLocPrestacao): the município of the operations. */
    municipioIbge: string;
  };
  valores: { servicoCents: number; issAliquota: number; issRetido: boolean };
};

/** XML's five escapes for text and attribute values. */
export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const tag = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string) => tag(name, escapeXml(value));

/** Centavos as the layout writes money: '1234.50' (TSDec15V2), '0' for nothing. */
export const decimalAmount = (cents: number) => (cents === 0 ? '0' : (cents / 100).toFixed(2));

/** A CPF or CNPJ as its element: 11 digits are a CPF, 14 characters a CNPJ. */
function federalId(documento: string) {
  if (isValidCpf(documento)) return text('CPF', documento);
  if (isValidCnpj(documento)) return text('CNPJ', documento);
  throw new Error(`Documento inválido: ${documento}`);
}

/**
 * The DPS's Id (TSIdDPS, 45 characters): 'DPS', the issuing município (7), the kind of federal
 * registration (1 CPF, 2 CNPJ), the registration (14, a CPF padded with zeros), the series (5) and
 * the number (15), both padded with zeros.
 */
export function dpsId(input: Pick<DpsInput, 'prestador' | 'serie' | 'numero'>): string {
  const { cnpj, municipioIbge } = input.prestador;
  return `DPS${municipioIbge}2${cnpj}${input.serie.padStart(5, '0')}${String(input.numero).padStart(15, '0')}`;
}

/** dhEmi: the instant as São Paulo's clock reads it, with its offset (no daylight time since 2019). */
export const emissionTime = (instant: Date) =>
  `${saoPauloWallClock(instant).toISOString().slice(0, 19)}-03:00`;

/** The rate as TSDec1V2 writes it: '5.00' for 5 %. */
const rate = (percent: number) => percent.toFixed(2);

/**
 * regTrib: a company of the Simples Nacional is an ME/EPP optante (3) whose taxes are paid by the
 * Simples (regApTribSN 1); Lucro Presumido is not an optante (1). No special regime (0).
 */
function taxRegime(regime: TaxRegime) {
  const simples = regime === 'simples_nacional';
  return tag(
    'regTrib',
    tag('opSimpNac', simples ? '3' : '1') +
      (simples ? tag('regApTribSN', '1') : '') +
      tag('regEspTrib', '0'),
  );
}

/** The unsigned DPS, as the layout's XML: infDPS with its Id, ready to be signed. */
export function buildDps(input: DpsInput): string {
  const { prestador, tomador, servico, valores } = input;
  const tomadorXml = tomador
    ? tag(
        'toma',
        federalId(tomador.documento) +
          text('xNome', tomador.nome) +
          (tomador.email ? text('email', tomador.email) : ''),
      )
    : '';
  const tributos = tag(
    'trib',
    tag(
      'tribMun',
      tag('tribISSQN', '1') +
        tag('tpRetISSQN', valores.issRetido ? '2' : '1') +
        tag('pAliq', rate(valores.issAliquota)),
    ) + tag('totTrib', tag('indTotTrib', '0')),
  );
  const ibsCbs = tag(
    'IBSCBS',
    tag('finNFSe', '0') +
      tag('indFinal', '0') +
      tag('cIndOp', IBS_CBS_2026.cIndOp) +
      tag('indDest', '0') +
      tag(
        'valores',
        tag(
          'trib',
          tag('gIBSCBS', tag('CST', IBS_CBS_2026.cst) + tag('cClassTrib', IBS_CBS_2026.cClassTrib)),
        ),
      ),
  );
  const inf =
    tag('tpAmb', input.ambiente === 'producao' ? '1' : '2') +
    tag('dhEmi', emissionTime(input.emitidaEm)) +
    text('verAplic', 'AgroVoo') +
    text('serie', input.serie) +
    tag('nDPS', String(input.numero)) +
    tag('dCompet', input.competencia) +
    tag('tpEmit', '1') +
    tag('cLocEmi', prestador.municipioIbge) +
    tag(
      'prest',
      text('CNPJ', prestador.cnpj) +
        text('IM', prestador.inscricaoMunicipal) +
        taxRegime(prestador.regime),
    ) +
    tomadorXml +
    tag(
      'serv',
      tag('locPrest', tag('cLocPrestacao', servico.municipioIbge)) +
        tag(
          'cServ',
          text('cTribNac', servico.codigoTributacaoNacional) +
            text('xDescServ', servico.descricao) +
            text('cNBS', servico.nbs),
        ),
    ) +
    tag(
      'valores',
      tag('vServPrest', tag('vServ', decimalAmount(valores.servicoCents))) + tributos,
    ) +
    ibsCbs;
  return (
    `<DPS xmlns="${NFSE_NAMESPACE}" versao="${DPS_LAYOUT_VERSION}">` +
    `<infDPS Id="${dpsId(input)}">${inf}</infDPS></DPS>`
  );
}
