import { useQuery } from '@tanstack/react-query';
import { Loaded } from '../../components/loaded.tsx';
import { fiscalQuery } from './api.ts';
import { CertificatePanel } from './certificate-panel.tsx';
import { FiscalForm } from './fiscal-form.tsx';

/**
 * Perfil → Dados fiscais and Certificado digital (issue 44 item 2), for the owner and admins:
 * what the NFS-e of the Padrão Nacional will need of the company.
 */
export function FiscalPanel() {
  const fiscal = useQuery(fiscalQuery);
  return (
    <>
      <section
        id="fiscal"
        aria-labelledby="fiscal-titulo"
        className="rounded-2xl border border-brand-100 bg-white p-6"
      >
        <h2 id="fiscal-titulo" className="text-lg font-semibold text-ink-900">
          Dados fiscais
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Para a nota fiscal de serviço eletrônica (NFS-e) do padrão nacional.
        </p>
        <Loaded query={fiscal} error="Não foi possível carregar os dados fiscais.">
          {(settings) => <FiscalForm settings={settings} />}
        </Loaded>
      </section>
      <section
        aria-labelledby="certificado-titulo"
        className="rounded-2xl border border-brand-100 bg-white p-6"
      >
        <h2 id="certificado-titulo" className="text-lg font-semibold text-ink-900">
          Certificado digital
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          O e-CNPJ A1 da empresa, que assinará as NFS-e. Guardado cifrado; nunca volta ao navegador.
        </p>
        <Loaded query={fiscal} error="Não foi possível carregar o certificado.">
          {(settings) => <CertificatePanel certificate={settings.certificado} />}
        </Loaded>
      </section>
    </>
  );
}
