import { WEEKLY_REPORT_LINES } from '../../../../domain/admin/tools.ts';
import { counted } from '../../../../domain/plural.ts';
import { buttonClasses } from '../../../components/button-link.tsx';
import { FormStatus } from '../../../components/form-status.tsx';
import { notify } from '../../../lib/notify.ts';
import { useWeeklyReport } from './api.ts';
import { titled } from '../../../lib/api.ts';
import { ToolCard } from './tool-card.tsx';

/** Spec §9: the weekly activity report, automatic on Sundays at 8h, sent now on demand. */
export function WeeklyReportSender() {
  const send = useWeeklyReport();
  const result = send.data;
  return (
    <ToolCard
      id="ferramenta-relatorio"
      title="Relatório semanal de atividade"
      about="Enviado automaticamente aos administradores aos domingos às 8h (horário de Brasília): novas empresas, conversões, usuários ativos, operações e logins com falha dos últimos 7 dias."
    >
      <button
        type="button"
        className={`mt-4 ${buttonClasses('brand')} disabled:opacity-60`}
        disabled={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: (answer) =>
              notify(
                'Relatório semanal enviado',
                `Para ${counted(answer.sentTo.length, 'administrador', 'administradores')}.`,
              ),
          })
        }
      >
        {send.isPending ? 'Enviando...' : 'Enviar relatório agora'}
      </button>
      <div className="mt-3">
        <FormStatus
          status={
            send.error
              ? { ok: false, text: titled(send.error, 'Erro ao enviar relatório semanal').message }
              : null
          }
        />
      </div>
      {result && (
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {WEEKLY_REPORT_LINES.map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="text-ink-700">{label}</dt>
              <dd className="text-right font-semibold text-ink-900 tabular-nums">
                {result.report[key]}
              </dd>
            </div>
          ))}
          <dt className="col-span-2 mt-1 text-ink-600">
            Enviado para {result.sentTo.join(', ') || 'nenhum administrador'}
          </dt>
        </dl>
      )}
    </ToolCard>
  );
}
