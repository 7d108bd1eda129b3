import { APP_NAME } from '../../../domain/constants.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Política de Privacidade"
      description={`Como o ${APP_NAME} trata dados pessoais, conforme a LGPD.`}
      updated="22/11/2026"
    >
      <h2>1. Quem trata os dados</h2>
      <p>
        O {APP_NAME} trata os dados pessoais necessários para prestar o serviço, nos termos da Lei
        nº 13.709/2018 (LGPD).
      </p>
      <h2>2. Para que usamos</h2>
      <p>
        Identificar usuários, registrar as operações da empresa, gerar relatórios exigidos pelo
        MAPA, cobrar a assinatura e manter a segurança do sistema.
      </p>
      <h2>3. Seus direitos</h2>
      <p>
        Você pode pedir acesso, correção, portabilidade ou eliminação dos seus dados pelo e-mail de
        contato informado no sistema.
      </p>
    </LegalPage>
  );
}
