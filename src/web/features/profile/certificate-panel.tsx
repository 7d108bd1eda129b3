import { FileKey, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDocument } from '../../../domain/br/documents.ts';
import type { CertificateSummary } from '../../../domain/companies/fiscal-contracts.ts';
import { formatDay } from '../../../domain/format.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { Field } from '../../components/field.tsx';
import { FileButton } from '../../components/file-button.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useCertificateChange } from './api.ts';

/** What the server says of the validity: renew soon, or it has expired; null while far off. */
function validityNote({ alerta, dias_restantes: left }: CertificateSummary) {
  if (!alerta) return null;
  if (left < 0) return 'Este certificado venceu: envie o certificado renovado.';
  if (left === 0) return 'Este certificado vence hoje: envie o certificado renovado.';
  return `Este certificado vence em ${left} ${left === 1 ? 'dia' : 'dias'}: renove-o com a sua certificadora.`;
}

/**
 * Perfil → Certificado digital (issue 44 item 2): the company's A1 e-CNPJ that will sign its
 * NFS-e. Sent with its password; the server checks it is the company's and valid, and keeps it
 * encrypted. Only its holder, CNPJ and validity come back.
 */
export function CertificatePanel({ certificate }: { certificate: CertificateSummary | null }) {
  const change = useCertificateChange();
  const [senha, setSenha] = useState('');
  const [problems, setProblems] = useState<{ senha?: string; arquivo?: string }>({});
  const send = (arquivo: File | null) => {
    setProblems({});
    if (arquivo && !senha)
      return setProblems({ senha: 'Digite a senha do certificado antes de escolher o arquivo.' });
    change.mutate(arquivo && { arquivo, senha }, {
      onSuccess: () => setSenha(''),
      onError: (error) =>
        setProblems(
          error instanceof ApiError && (error.fields.senha || error.fields.arquivo)
            ? error.fields
            : { arquivo: errorMessage(error, 'Não foi possível guardar o certificado.') },
        ),
    });
  };
  const note = certificate && validityNote(certificate);
  return (
    <div className="mt-4 space-y-4">
      {certificate ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-600">Titular</dt>
          <dd className="[overflow-wrap:anywhere] text-ink-900">{certificate.titular}</dd>
          <dt className="text-ink-600">CNPJ</dt>
          <dd className="text-ink-900">{formatDocument(certificate.cnpj)}</dd>
          <dt className="text-ink-600">Validade</dt>
          <dd className="text-ink-900">
            {formatDay(certificate.valido_de)} a {formatDay(certificate.valido_ate)}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-ink-600">Nenhum certificado enviado.</p>
      )}
      {note && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {note}
        </p>
      )}
      <Field
        label="Senha do certificado"
        type="password"
        autoComplete="off"
        value={senha}
        onChange={(event) => setSenha(event.target.value)}
        error={problems.senha}
        hint="Digite a senha e escolha o arquivo .pfx ou .p12."
      />
      <div className="flex flex-wrap gap-2">
        <FileButton
          accept=".pfx,.p12,application/x-pkcs12"
          disabled={change.isPending}
          onFile={send}
          className={buttonClasses('outline')}
        >
          <FileKey className="h-4 w-4" aria-hidden="true" />
          {certificate ? 'Enviar certificado novo (.pfx)' : 'Enviar certificado A1 (.pfx)'}
        </FileButton>
        {certificate && (
          <ActionButton
            icon={Trash2}
            variant="ghost"
            disabled={change.isPending}
            onClick={() => send(null)}
          >
            Remover certificado
          </ActionButton>
        )}
      </div>
      {problems.arquivo && (
        <p role="alert" className="text-sm text-red-700">
          {problems.arquivo}
        </p>
      )}
    </div>
  );
}
