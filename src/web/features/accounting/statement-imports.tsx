import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { StatementImportList } from '../../../domain/accounting/response-contracts.ts';
import { formatMinute } from '../../../domain/format.ts';
import { counted } from '../../../domain/plural.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { statementImportsQuery } from './statement-api.ts';
import { UndoImportConfirm } from './undo-import-confirm.tsx';

type Import = StatementImportList['items'][number];

/**
 * 'Importações recentes' of the account: each file with what it brought and 'Desfazer
 * importação' while none of its lines is reconciled (the server refuses it otherwise).
 */
export function StatementImports({ accountId }: { accountId: string }) {
  const imports = useQuery(statementImportsQuery(accountId));
  const [undoing, setUndoing] = useState<Import | null>(null);
  const items = imports.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label="Importações recentes" className="text-sm">
      <h3 className="font-semibold text-ink-900">Importações recentes</h3>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50/60 px-3 py-1.5"
          >
            <span>
              {item.nome_arquivo} · {formatMinute(item.created_at)} ·{' '}
              {counted(item.novas, 'lançamento', 'lançamentos')}
              {item.conciliadas > 0 &&
                ` · ${counted(item.conciliadas, 'conciliado', 'conciliados')}`}
            </span>
            {item.conciliadas === 0 && (
              <ActionButton
                icon={Undo2}
                variant="ghost"
                className="px-2 py-1"
                onClick={() => setUndoing(item)}
              >
                Desfazer importação
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
      {undoing && <UndoImportConfirm imported={undoing} onClose={() => setUndoing(null)} />}
    </section>
  );
}
