import { Download, ShieldCheck, TriangleAlert } from 'lucide-react';
import { formatMinute } from '../../../domain/format.ts';
import type { OperationDetail, ReportVersion } from '../../../domain/operations/contracts.ts';
import {
  REGISTER_CHANGED_TITLE,
  registerChangedNotice,
} from '../../../domain/operations/frozen.ts';
import { REPORT_RULE_SET_LABELS } from '../../../domain/operations/rule-set.ts';
import { buttonClasses } from '../../components/button-link.tsx';

type Registro = OperationDetail['registro'];

const versionUrl = (operationId: string, versao: number) =>
  `/api/operations/${operationId}/relatorio.pdf?versao=${versao}`;

/**
 * 'Um cadastro foi alterado depois deste relatório': under a frozen report whose registers
 * changed since it was issued (decision 029). Nothing when none did.
 */
export function RegisterChangedNotice({ registro }: { registro: Registro }) {
  const inForce = registro.versoes.find((v) => v.versao === registro.vigente);
  if (!inForce || registro.cadastros_alterados.length === 0) return null;
  return (
    <div
      role="status"
      className="mt-4 flex gap-3 rounded-lg border border-accent-400 bg-accent-300/20 px-3 py-2 text-sm text-ink-900 print:hidden"
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">{REGISTER_CHANGED_TITLE}</p>
        <p>
          {registerChangedNotice(registro.cadastros_alterados, formatMinute(inForce.emitido_em))}
        </p>
      </div>
    </div>
  );
}

/** A digest, whole (it is checked character by character), breaking anywhere on a phone. */
function Digest({ label, value }: { label: string; value: string }) {
  return (
    <p className="text-xs text-ink-700">
      {label}: <code className="break-all font-mono text-ink-900">{value}</code>
    </p>
  );
}

function VersionItem(props: { operationId: string; version: ReportVersion; inForce: boolean }) {
  const v = props.version;
  return (
    <li className="border-t border-brand-50 py-3 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink-900">
          Versão {v.versao}
          {props.inForce ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              em vigor
            </span>
          ) : v.reaberto_em ? (
            <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
              substituída
            </span>
          ) : null}
        </p>
        <a
          href={versionUrl(props.operationId, v.versao)}
          download
          className={buttonClasses('outline')}
          aria-label={`Baixar o PDF da versão ${v.versao}`}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> PDF
        </a>
      </div>
      <p className="text-sm text-ink-700">
        Emitida em {formatMinute(v.emitido_em)}
        {v.emitido_por ? ` por ${v.emitido_por}` : ''}
      </p>
      <p className="text-sm text-ink-700">Regras: {REPORT_RULE_SET_LABELS[v.regra]}</p>
      {v.motivo && <p className="text-sm text-ink-700">Motivo da nova versão: {v.motivo}</p>}
      {v.reaberto_em && (
        <p className="text-sm text-ink-700">
          Reaberta em {formatMinute(v.reaberto_em)}
          {v.reaberto_por ? ` por ${v.reaberto_por}` : ''}
          {v.motivo_reabertura ? `: ${v.motivo_reabertura}` : ''}
        </p>
      )}
      <Digest label="SHA-256 do PDF" value={v.pdf_sha256} />
      <Digest label="Código no rodapé (SHA-256 dos dados)" value={v.dados_sha256} />
    </li>
  );
}

/**
 * 'Registro do relatório': every frozen version of the relatório operacional, newest first, each
 * with its digests and its PDF as stored; nothing before the first conclusion.
 */
export function FrozenRecord({
  operationId,
  registro,
}: {
  operationId: string;
  registro: Registro;
}) {
  if (registro.versoes.length === 0) return null;
  const newestFirst = [...registro.versoes].reverse();
  return (
    <section
      aria-labelledby="registro-relatorio"
      className="mt-4 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2
        id="registro-relatorio"
        className="flex items-center gap-2 text-base font-bold text-brand-700"
      >
        <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Registro do relatório
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Cada conclusão guarda o relatório como foi emitido; ele não muda depois. O SHA-256 confere o
        arquivo baixado, e o código no rodapé confere uma cópia impressa.
      </p>
      <RegisterChangedNotice registro={registro} />
      <ul className="mt-2">
        {newestFirst.map((version) => (
          <VersionItem
            key={version.versao}
            operationId={operationId}
            version={version}
            inForce={version.versao === registro.vigente}
          />
        ))}
      </ul>
    </section>
  );
}
