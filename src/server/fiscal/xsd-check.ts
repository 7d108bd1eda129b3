import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The official schemas of the Padrão Nacional da NFS-e (xsd/, their source in xsd/README.md),
// checked by libxml2 compiled to WebAssembly (xmllint-wasm, decision 041): the same validator
// as Debian's xmllint, in the process, with no system package. It loads with the first check.

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'xsd');

/** The root schemas, one per document the API takes or answers. */
export const SCHEMAS = {
  DPS: 'DPS_v1.01.xsd',
  NFSe: 'NFSe_v1.01.xsd',
  pedRegEvento: 'pedRegEvento_v1.01.xsd',
  evento: 'evento_v1.01.xsd',
} as const;
export type SchemaName = keyof typeof SCHEMAS;

let files: { fileName: string; contents: string }[] | undefined;
const schemaFiles = () =>
  (files ??= readdirSync(FOLDER)
    .filter((name) => name.endsWith('.xsd'))
    .map((fileName) => ({ fileName, contents: readFileSync(join(FOLDER, fileName), 'utf8') })));

/** The schema's complaints about `xml` (none: it is valid), each 'line N: message'. */
export async function schemaErrors(xml: string, schema: SchemaName): Promise<string[]> {
  const { validateXML } = await import('xmllint-wasm');
  const all = schemaFiles();
  const root = all.find((file) => file.fileName === SCHEMAS[schema])!;
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [root],
    preload: all.filter((file) => file !== root),
  });
  return result.errors.map((error) =>
    error.loc ? `line ${error.loc.lineNumber}: ${error.message}` : error.message,
  );
}
