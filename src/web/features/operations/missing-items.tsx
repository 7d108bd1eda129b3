import { Link } from 'react-router';
import type { MissingItem } from '../../../domain/operations/completeness.ts';
import { registerPath } from '../../paths.ts';
import { counted, plural } from '../../../domain/plural.ts';

/** Missing items fixed outside the form: where to go for them. */
const OUTSIDE_LINKS: Record<string, string> = {
  'empresa.registro_mapa': '/perfil',
  'empresa.registro_mapa_arp': '/perfil',
  'propriedade.coordenadas': registerPath('properties'),
  'piloto.caar_certificado': registerPath('pilots'),
};

/**
 * What concluding still needs, in the order of Anexo I: each item takes the person to its field
 * (`onField`), or to the page where it is kept (the company's MAPA record, the farm's map).
 */
export function MissingItems({
  items,
  onField,
}: {
  items: MissingItem[];
  onField: (field: string) => void;
}) {
  return (
    <section
      aria-labelledby="faltando"
      className="mt-4 rounded-2xl border border-brand-100 bg-brand-50/60 p-4"
    >
      <h2 id="faltando" className="font-semibold text-ink-900">
        Para concluir, {plural(items.length, 'falta', 'faltam')}{' '}
        {counted(items.length, 'item', 'itens')} do relatório:
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.field}>
            {item.field in OUTSIDE_LINKS ? (
              <Link
                to={OUTSIDE_LINKS[item.field]!}
                className="inline-block rounded-full bg-white px-3 py-1 text-sm text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => onField(item.field)}
                className="rounded-full bg-white px-3 py-1 text-sm text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
