import { KeyRound } from 'lucide-react';
import { PageFrame } from '../../components/page-frame.tsx';

/** Target of the password-reset e-mail; the form arrives with the identity area. */
export function ResetPasswordPage() {
  return (
    <PageFrame title="Redefinir senha" description="Defina uma nova senha de acesso.">
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-md px-4 py-16">
        <div className="rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm">
          <KeyRound className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-ink-900">Redefinir senha</h1>
          <p className="mt-3 text-ink-700">A redefinição de senha estará disponível em breve.</p>
        </div>
      </section>
    </PageFrame>
  );
}
