import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDecimal } from '../../../../domain/format.ts';
import { buttonClasses } from '../../../components/button-link.tsx';
import { notify } from '../../../lib/notify.ts';
import { rateQuery, useSaveRate } from './api.ts';

/** The platform's commission rate on referred companies' paid invoices (0–100 %, default 20 %). */
export function RateForm() {
  const rate = useQuery(rateQuery);
  const save = useSaveRate();
  const [typed, setTyped] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = typed ?? (rate.data ? formatDecimal(rate.data.percentual) : '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    try {
      const saved = await save.mutateAsync({ percentual: shown });
      setTyped(null);
      notify('Comissão atualizada', `Novas comissões: ${formatDecimal(saved.percentual)} %.`);
    } catch (error) {
      setFailed((error as Error).message);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl border border-brand-100 bg-white p-4"
    >
      <div>
        <label htmlFor="comissao-afiliados" className="text-sm font-semibold text-ink-900">
          Comissão dos afiliados (%)
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="comissao-afiliados"
            value={shown}
            onChange={(event) => setTyped(event.target.value)}
            inputMode="decimal"
            aria-describedby="comissao-dica"
            aria-invalid={failed ? true : undefined}
            className="w-28 rounded-lg border border-brand-200 px-3 py-2 tabular-nums"
          />
          <button
            type="submit"
            disabled={save.isPending || typed === null}
            className={`${buttonClasses('outline')} disabled:opacity-60`}
          >
            {save.isPending ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </div>
      <p id="comissao-dica" className="text-sm text-ink-600">
        Sobre cada fatura paga por uma empresa indicada. Vale para as próximas comissões.
      </p>
      {failed && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {failed}
        </p>
      )}
    </form>
  );
}
