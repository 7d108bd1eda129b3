// KML, KMZ's KML and GPX: parsed by @xmldom/xmldom, turned into GeoJSON by @tmcw/togeojson.
import { gpx, kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { Feature } from 'geojson';
import { fileError } from './file-error.ts';

/** Refuses an XML that declares a DOCTYPE: no geographic file has one, so no entity is ever expanded. */
export function refuseDoctype(file: string, xml: string) {
  if (/<!DOCTYPE/i.test(xml))
    throw fileError(file, 'o XML declara um DOCTYPE, que arquivos geográficos não têm.');
}

/** The features of a KML or GPX text; malformed XML is refused naming its line. */
export function xmlFeatures(file: string, xml: string, format: 'kml' | 'gpx'): Feature[] {
  refuseDoctype(file, xml);
  // The parser's complaints are kept, not logged; an error or a fatal error refuses the file
  // (a fatal one also throws, with where it stopped).
  let problem = false;
  const parser = new DOMParser({
    onError: (level) => {
      if (level !== 'warning') problem = true;
    },
  });
  let document;
  let line: number | undefined;
  try {
    document = parser.parseFromString(xml, 'text/xml');
  } catch (error) {
    line = (error as { locator?: { lineNumber?: number } }).locator?.lineNumber;
  }
  if (problem || !document)
    throw fileError(file, `XML malformado${line ? ` (linha ${line})` : ''}.`);
  const root = document.documentElement?.nodeName.toLowerCase().replace(/^.*:/, '');
  if (root !== format)
    throw fileError(file, `não é um ${format.toUpperCase()} (o elemento raiz é '${root ?? '—'}').`);
  const convert = format === 'kml' ? kml : gpx;
  return convert(document as unknown as Document).features as Feature[];
}
