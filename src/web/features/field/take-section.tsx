import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { addDays, todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDate, formatDecimal, formatMinute } from '../../../domain/format.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useOnline } from '../../lib/connection.ts';
import { markField, type FieldMark } from '../../lib/field-session.ts';
import { openOperations, takeToField } from '../../lib/field/take.ts';
import { useMe } from '../../lib/session.ts';

/** How far ahead the pilot takes his work: today, and the next days. */
const AHEAD = [
  { value: '0', label: 'Hoje' },
  { value: '1', label: 'Hoje e amanhã' },
  { value: '3', label: 'Hoje e os próximos 3 dias' },
  { value: '7', label: 'Hoje e os próximos 7 dias' },
];

/** '48 KB', '1,2 MB'. */
export const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatDecimal(Math.max(1, Math.round(bytes / 1024)), 0)} KB`
    : `${formatDecimal(bytes / 1024 / 1024, 1)} MB`;

/** '1 operação', '3 operações'. */
export const operationsText = (count: number) =>
  `${count} ${count === 1 ? 'operação' : 'operações'}`;

/**
 * 'Levar para o campo': the operations of the days chosen (a pilot's own flights; the office's
 * all), each ticked or not, downloaded with what their forms read into this browser for use
 * with no signal. Says what was taken, how much and when.
 */
export function TakeSection({
  mark,
  onListed,
}: {
  mark: FieldMark | null;
  /** Called once the list of operations has come (or failed, or cannot come: offline). */
  onListed?: () => void;
}) {
  const me = useMe();
  const online = useOnline();
  const [ahead, setAhead] = useState('1');
  const [left, setLeft] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const today = todayInSaoPaulo(new Date());
  const until = addDays(today, Number(ahead));
  const list = useQuery({
    queryKey: ['field', 'open', today, until],
    queryFn: () => openOperations(today, until),
    enabled: online,
    // A server out of reach is said at once: the pilot may be leaving the hangar.
    retry: false,
  });
  const listed = !online || !list.isPending;
  useEffect(() => {
    if (listed) onListed?.();
  }, [listed, onListed]);
  const chosen = (list.data ?? []).filter((item) => !left.has(item.id));
  const toggle = (id: string) =>
    setLeft((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const take = async () => {
    if (!me.data) return;
    setBusy(true);
    setError('');
    try {
      const now = new Date();
      const ids = chosen.map((item) => item.id);
      const bytes = await takeToField(me.data.user.id, ids, now);
      markField(me.data, { count: ids.length, bytes, takenAt: now.toISOString() });
    } catch (failure) {
      setError(errorMessage(failure, 'Não foi possível levar as operações para o campo.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <CardSection title="Levar para o campo">
      {mark ? (
        <p role="status" className="mt-2 rounded-lg bg-crop-50 px-3 py-2 text-sm text-crop-700">
          Neste aparelho: {operationsText(mark.count)} com os cadastros que os formulários usam (
          {sizeText(mark.bytes)}), levadas em {formatMinute(mark.takenAt)}.
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink-700">
          Nada foi levado para este aparelho ainda. Escolha as operações e leve-as antes de sair
          para onde falta sinal.
        </p>
      )}
      {online ? (
        <div className="mt-4 space-y-3">
          <div className="max-w-xs">
            <SelectField
              label="Período"
              options={AHEAD}
              placeholder="Escolha o período..."
              value={ahead}
              onChange={(event) => setAhead(event.target.value || '0')}
            />
          </div>
          {list.isPending ? (
            <p className="text-sm text-ink-600">Carregando...</p>
          ) : list.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(list.error, 'Não foi possível carregar as operações.')}
            </p>
          ) : list.data.length === 0 ? (
            <p className="text-sm text-ink-700">
              Nenhuma operação agendada ou em andamento de {formatDate(today)} a {formatDate(until)}
              .
            </p>
          ) : (
            <fieldset>
              <legend className="text-sm font-semibold text-ink-900">
                Operações de {formatDate(today)} a {formatDate(until)}
              </legend>
              <ul className="mt-2 divide-y divide-brand-50 rounded-lg border border-brand-100">
                {list.data.map((item) => (
                  <li key={item.id}>
                    <label className="flex items-start gap-3 px-3 py-2 text-sm">
                      <input
                        type="checkbox"
                        className="mt-1 h-4 w-4"
                        checked={!left.has(item.id)}
                        onChange={() => toggle(item.id)}
                      />
                      <span>
                        <span className="font-semibold text-ink-900">{item.numero}</span> ·{' '}
                        {formatDate(item.data)} · {item.cliente} · {item.propriedade}
                        <span className="block text-ink-600">
                          {item.aeronave ?? 'Sem aeronave'} · {item.piloto ?? 'Sem piloto'}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {/* The button and its note come with the list, not under 'Carregando...' then pushed
              down by it (docs/benchmarks.md, "/campo's shift"). */}
          {!list.isPending && (
            <>
              <button
                type="button"
                onClick={() => void take()}
                disabled={busy || chosen.length === 0}
                className={`${buttonClasses('brand')} disabled:opacity-60`}
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                {busy ? 'Levando...' : `Levar ${operationsText(chosen.length)}`}
              </button>
              <p className="text-xs text-ink-600">
                Substitui o que foi levado antes; as alterações que aguardam envio continuam na
                fila.
              </p>
            </>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-700">
          Sem conexão: volte a ter sinal para levar outras operações.
        </p>
      )}
    </CardSection>
  );
}
