import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { APP_NAME } from '../../../domain/constants.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { ButtonLink, buttonClasses } from '../../components/button-link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { operationQuery } from './api.ts';
import { ReportDocument } from './report-document.tsx';
import { RegisterChangedNotice } from './frozen-record.tsx';

/** `/operacao/{id}/relatorio`: the relatório operacional of Anexo I, to print or download as PDF. */
export function ReportPage() {
  const { id = '' } = useParams();
  const detail = useQuery(operationQuery(id));
  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return (
      <p role="alert" className="text-red-700">
        Não foi possível carregar o relatório.
      </p>
    );
  const { report: r, faltando, registro } = detail.data;
  const inForce = registro.versoes.find((v) => v.versao === registro.vigente);
  const op = r.operation;
  return (
    <>
      <title>{`Relatório operacional ${op.numero} — ${APP_NAME}`}</title>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink to={`/operacao/${id}`} variant="ghost">
          ← Voltar à operação
        </ButtonLink>
        <div className="flex gap-2">
          <ActionButton icon={Printer} variant="outline" onClick={() => window.print()}>
            Imprimir
          </ActionButton>
          <a
            href={`/api/operations/${id}/relatorio.pdf`}
            download
            className={buttonClasses('brand')}
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Baixar PDF
          </a>
        </div>
      </div>
      {faltando.length > 0 && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-accent-400 bg-accent-300/20 px-3 py-2 text-sm print:hidden"
        >
          Relatório incompleto: faltam {faltando.map((m) => m.label).join(', ')}.
        </p>
      )}
      <RegisterChangedNotice registro={registro} />
      {inForce && (
        <p className="mb-4 mt-4 text-xs text-ink-700 print:hidden">
          Versão {inForce.versao} guardada na conclusão · SHA-256 do PDF:{' '}
          <code className="break-all font-mono text-ink-900">{inForce.pdf_sha256}</code>
        </p>
      )}
      <ReportDocument report={r} />
    </>
  );
}
