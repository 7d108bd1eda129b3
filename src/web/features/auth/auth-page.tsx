import { LogIn } from 'lucide-react';
import { APP_NAME } from '../../../domain/constants.ts';
import { PageFrame } from '../../components/page-frame.tsx';

/** /auth and /entrar: sign-in and sign-up. The forms arrive with the identity area. */
export function AuthPage() {
  return (
    <PageFrame title="Entrar" description={`Entre no ${APP_NAME} ou crie a conta da sua empresa.`}>
      <section className="mx-auto max-w-md px-4 py-16">
        <div className="rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm">
          <LogIn className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-ink-900">Entrar</h1>
          <p className="mt-3 text-ink-700">
            O acesso ao {APP_NAME} está em preparação. Em breve você poderá entrar ou cadastrar sua
            empresa por aqui.
          </p>
        </div>
      </section>
    </PageFrame>
  );
}
