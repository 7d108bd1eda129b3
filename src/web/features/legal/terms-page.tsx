import { APP_NAME } from '../../../domain/constants.ts';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return (
    <LegalPage
      title="Termos de Serviço"
      description={`Condições de uso do ${APP_NAME}.`}
      updated="22/11/2026"
    >
      <h2>1. O serviço</h2>
      <p>
        O {APP_NAME} é um sistema on-line de gestão para empresas de aviação agrícola, contratado
        por assinatura mensal por usuário, com período de teste gratuito.
      </p>
      <h2>2. Conta e responsabilidades</h2>
      <p>
        A empresa contratante responde pelos dados que registra, pela veracidade das informações
        enviadas aos órgãos públicos e pelo acesso concedido a seus usuários.
      </p>
      <h2>3. Assinatura</h2>
      <p>
        Após o período de teste, o uso continua mediante pagamento da assinatura. Sem pagamento, os
        dados permanecem disponíveis para consulta, mas novas operações ficam bloqueadas.
      </p>
    </LegalPage>
  );
}
