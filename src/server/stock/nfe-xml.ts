import type * as FastXml from 'fast-xml-parser';
import { readNfe, type NfeDocument } from '../../domain/stock/nfe.ts';
import { AppError } from '../platform/app-error.ts';
import { onFirstUse } from '../platform/on-first-use.ts';

/** The deepest nesting of elements read. */
const MAX_NESTING = 40;

const PARSER_OPTIONS = {
  maxNestedTags: MAX_NESTING,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
};

const fastXml = onFirstUse<typeof FastXml>('fast-xml-parser');
let loaded:
  { parser: FastXml.XMLParser; validate: typeof FastXml.XMLValidator.validate } | undefined;

/** fast-xml-parser, loaded by the first NF-e read rather than at start (issue 43 item 4). */
function xmlLibrary() {
  if (loaded) return loaded;
  const library = fastXml();
  loaded = {
    parser: new library.XMLParser(PARSER_OPTIONS),
    validate: (xml) => library.XMLValidator.validate(xml),
  };
  return loaded;
}

const invalid = (problem: string) =>
  new AppError('NFE_INVALID', { xml: problem }, `Não foi possível ler o XML da NF-e: ${problem}`);

/**
 * The XML's tree. An NF-e's elements nest a few levels (nfeProc › NFe › infNFe › det › prod ›
 * rastro); deeper is refused with a message, not the parser's own error (which would be a 500).
 */
function parsed(xml: string): unknown {
  try {
    return xmlLibrary().parser.parse(xml);
  } catch (error) {
    if (error instanceof Error && /nested tags/i.test(error.message))
      throw invalid(
        `o XML aninha mais de ${MAX_NESTING} níveis de elementos; uma NF-e tem bem menos.`,
      );
    throw error;
  }
}

/**
 * Reads an NF-e's XML (fast-xml-parser; malformed XML is refused with its line), answering the
 * document or a 400 that names the problem.
 */
export function parseNfeXml(xml: string): NfeDocument {
  // An NF-e never declares a DOCTYPE; refusing one leaves no entity to expand.
  if (/<!DOCTYPE/i.test(xml)) throw invalid('o XML declara um DOCTYPE, que uma NF-e não tem.');
  const valid = xmlLibrary().validate(xml);
  // The parser's own reason is English: the line and column alone say where.
  if (valid !== true) {
    const { line, col } = valid.err;
    throw invalid(`XML malformado na linha ${line}${col ? `, coluna ${col}` : ''}.`);
  }
  const read = readNfe(parsed(xml));
  if ('problem' in read) throw invalid(read.problem);
  return read.nfe;
}
