import { FilePlus2, ListPlus, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { StatementLine } from '../../../domain/accounting/response-contracts.ts';
import { MATCH_CONFIDENCE_LABELS } from '../../../domain/accounting/values.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { ActionError } from '../../components/action-error.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Tag } from '../../components/tag.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useIgnoreLine } from './statement-api.ts';
import { MatchRow } from './statement-match.tsx';

const InstallmentPicker = lazyComponent(() =>
  import('./statement-picker.tsx').then((m) => m.InstallmentPicker),
);

const LineTitleDialog = lazyComponent(() =>
  import('./line-title-dialog.tsx').then((m) => m.LineTitleDialog),
);

const CONFIDENCE_TONES = { alta: 'ok', media: 'warn', baixa: 'muted' } as const;
const SETTLED = { conciliada: 'Conciliada', ignorada: 'Ignorada' } as const;

/**
 * A statement line: its date, text and amount (money in green, out in red); while pending, its
 * suggested matches, each confirmed with one click, another open installment to pick, a new
 * title paid by the line ('Criar conta a receber' or 'a pagar'), or 'Ignorar'.
 */
export function StatementLineItem({ line }: { line: StatementLine }) {
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState(false);
  const ignore = useIgnoreLine(line.id);
  const credit = line.valor_cents >= 0;
  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="text-sm text-ink-600">
            {formatDate(line.data)} · {line.conta}
          </p>
          <p className="font-semibold break-words text-ink-900">{line.descricao}</p>
        </div>
        <p
          className={`text-lg font-bold whitespace-nowrap tabular-nums ${credit ? 'text-crop-700' : 'text-red-700'}`}
        >
          {credit && '+'}
          {formatBRL(line.valor_cents)}
        </p>
      </div>
      {line.status !== 'pendente' ? (
        <p className="mt-2">
          <Tag tone={line.status === 'conciliada' ? 'ok' : 'muted'}>{SETTLED[line.status]}</Tag>
        </p>
      ) : (
        <>
          {line.sugestoes.length === 0 ? (
            <p className="mt-3 text-sm text-ink-600">
              Nenhuma conta em aberto com valor e data próximos.
            </p>
          ) : (
            <ul aria-label={`Sugestões para ${line.descricao}`} className="mt-3 space-y-2">
              {line.sugestoes.map((suggestion) => (
                <MatchRow
                  key={suggestion.installment_id}
                  line={line}
                  installmentId={suggestion.installment_id}
                  payable={suggestion}
                >
                  <p className="flex flex-wrap items-center gap-2">
                    <Tag tone={CONFIDENCE_TONES[suggestion.confianca]}>
                      Confiança {MATCH_CONFIDENCE_LABELS[suggestion.confianca].toLowerCase()}
                    </Tag>
                    <span className="text-ink-600">{suggestion.motivo}</span>
                  </p>
                </MatchRow>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <ActionButton
              icon={ListPlus}
              variant="outline"
              aria-expanded={picking}
              onClick={() => setPicking(!picking)}
            >
              Escolher outra conta
            </ActionButton>
            <ActionButton icon={FilePlus2} variant="outline" onClick={() => setCreating(true)}>
              {credit ? 'Criar conta a receber' : 'Criar conta a pagar'}
            </ActionButton>
            <button
              type="button"
              onClick={() => ignore.mutate(undefined)}
              disabled={ignore.isPending}
              className={`${buttonClasses('ghost')} disabled:opacity-60`}
            >
              <X className="h-4 w-4" aria-hidden="true" /> Ignorar
            </button>
            <ActionError error={ignore.error} />
          </div>
          {picking && (
            <Suspense fallback={<Spinner />}>
              <InstallmentPicker line={line} />
            </Suspense>
          )}
          {creating && (
            <Suspense fallback={<Spinner />}>
              <LineTitleDialog line={line} onClose={() => setCreating(false)} />
            </Suspense>
          )}
        </>
      )}
    </li>
  );
}
