import { Link } from 'react-router';
import { formatDate, formatDay, formatDecimal } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { LINE_UNIT_LABELS } from '../../../domain/proposals/values.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { Fact } from '../../components/fact.tsx';
import { paths } from '../../paths.ts';
import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';

/**
 * What a proposal says: its services and totals, its terms, the operations it scheduled; without
 * `money` (a pilot's view, whose answer has no amounts: decision 034), the services and
 * quantities alone.
 */
export function ProposalSummary({ detail, money }: { detail: ProposalDetail; money: boolean }) {
  const p = detail.proposal;
  return (
    <>
      <section
        aria-labelledby="servicos"
        className="mt-6 rounded-2xl border border-brand-100 bg-white"
      >
        <h2 id="servicos" className="border-b border-brand-50 px-4 py-3 font-bold text-ink-900">
          Serviços
        </h2>
        <ul className="divide-y divide-brand-50">
          {detail.linhas.map((line) => (
            <li key={line.id} className="flex items-start justify-between gap-4 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{line.descricao}</p>
                <p className="text-sm text-ink-600">
                  {formatDecimal(line.quantidade)} {LINE_UNIT_LABELS[line.unidade]}
                  {money &&
                    ` × ${formatBRL(line.preco_unitario_cents)}/${LINE_UNIT_LABELS[line.unidade]}`}
                </p>
              </div>
              {money && (
                <p className="shrink-0 font-semibold text-ink-900">{formatBRL(line.total_cents)}</p>
              )}
            </li>
          ))}
        </ul>
        {money && <Totals proposal={p} />}
      </section>

      <dl className="mt-6 grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:grid-cols-3">
        <Fact label="Cultura" value={detail.cultura ?? 'A definir'} />
        <Fact label="Válida até" value={formatDate(p.validade)} />
        {money && <Fact label="Pagamento" value={p.condicoes_pagamento ?? '—'} />}
        <Fact label="Criada em" value={formatDay(p.created_at)} />
        <Fact label="Enviada em" value={formatDay(p.enviada_em)} />
        <Fact
          label="Contato"
          value={
            [detail.cliente_email, detail.cliente_telefone && formatPhone(detail.cliente_telefone)]
              .filter(Boolean)
              .join(' · ') || '—'
          }
        />
        {p.observacoes && (
          <Fact label="Observações" value={p.observacoes} className="sm:col-span-3" />
        )}
      </dl>

      {detail.operacoes.length > 0 && (
        <section className="mt-6 rounded-2xl border border-crop-100 bg-white p-4">
          <h2 className="font-bold text-ink-900">Operações agendadas por esta proposta</h2>
          <ul className="mt-2 space-y-2">
            {detail.operacoes.map((op) => (
              <li key={op.id} className="flex flex-wrap items-center gap-3">
                <Link
                  to={`${paths.operation}/${op.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Operação {op.numero}
                </Link>
                <span className="text-ink-700">{formatDate(op.data)}</span>
                <StatusBadge status={op.status} />
              </li>
            ))}
          </ul>
          <Link
            to={`${paths.agenda}?data=${detail.operacoes[0]!.data}`}
            className={`mt-3 ${buttonClasses('ghost')}`}
          >
            Ver na agenda
          </Link>
        </section>
      )}
    </>
  );
}

/** The subtotal, the discount if any, and the total. */
function Totals({ proposal: p }: { proposal: ProposalDetail['proposal'] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-brand-100 px-4 py-3 text-right">
      <dt className="text-ink-600">Subtotal</dt>
      <dd className="text-ink-900">{formatBRL(p.subtotal_cents)}</dd>
      {p.desconto_cents > 0 && (
        <>
          <dt className="text-ink-600">
            Desconto
            {p.desconto_tipo === 'percentual' && ` (${formatDecimal(p.desconto_valor ?? 0)} %)`}
          </dt>
          <dd className="text-ink-900">− {formatBRL(p.desconto_cents)}</dd>
        </>
      )}
      <dt className="font-bold text-ink-900">Total</dt>
      <dd className="text-lg font-bold text-ink-900">{formatBRL(p.total_cents)}</dd>
    </dl>
  );
}
