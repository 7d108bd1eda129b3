import { Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { APP_NAME, APP_TAGLINE } from '../../../domain/constants.ts';
import { PUBLIC_PAGES } from '../../../domain/site.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { PresentationVideo } from '../../components/presentation-video.tsx';
import { Testimonial } from '../../components/testimonial.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { landingPath, useMe } from '../../lib/session.ts';
import { LoginForm } from './login-form.tsx';
import { keepAffiliateInvite, useAffiliateInviteAfterLogin } from '../../lib/affiliate-invite.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';

// What the login does not need at first: its code loads when the tab or the dialog opens.
const SignUpForm = lazyComponent(() => import('./sign-up-form.tsx').then((m) => m.SignUpForm));
const ForgotPasswordDialog = lazyComponent(() =>
  import('./forgot-password-dialog.tsx').then((m) => m.ForgotPasswordDialog),
);
// Only a team invite's link (`?invite=…&email=…`) shows it: its code loads then.
const InviteCard = lazyComponent(() => import('./invite-card.tsx').then((m) => m.InviteCard));

/**
 * Spec part 1 §2 and §9: someone already signed in goes on 100 ms later; someone who has just
 * logged in or signed up, 500 ms later.
 */
const ALREADY_IN_DELAY_MS = 100;
const AFTER_LOGIN_DELAY_MS = 500;
const tabs = [
  ['entrar', 'Entrar'],
  ['cadastrar', 'Cadastrar'],
] as const;

/** /auth and /entrar: sign-in and sign-up (spec part 1 §2 'Login and sign-up screen'). */
export function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();
  const [tab, setTab] = useState<'entrar' | 'cadastrar'>(
    params.get('tab') === 'cadastrar' ? 'cadastrar' : 'entrar',
  );
  const [forgotOpen, setForgotOpen] = useState(false);
  const invite = params.get('invite');
  const inviteEmail = params.get('email');
  const hasInvite = Boolean(invite && inviteEmail);
  const signedIn = Boolean(me.data) && !hasInvite;

  const afterLogin = useAffiliateInviteAfterLogin();
  useEffect(() => keepAffiliateInvite(params), [params]);
  // Whether the page was opened signed in (known once the session's first answer is in).
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  if (arrivedSignedIn === null && me.isFetched) setArrivedSignedIn(signedIn);

  // The one place a signed-in user is taken on, to where they start (landingPath): the forms
  // only sign in, so two moves never race (a platform admin's /dashboard → /admin included).
  useEffect(() => {
    if (!signedIn || !me.data || arrivedSignedIn === null) return;
    const start = landingPath(me.data);
    const timer = setTimeout(
      () => afterLogin.go(() => navigate(start, { replace: true })),
      arrivedSignedIn ? ALREADY_IN_DELAY_MS : AFTER_LOGIN_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in, not per render
  }, [signedIn, arrivedSignedIn, navigate]);

  return (
    <PageFrame page={PUBLIC_PAGES.login}>
      {/* On a phone: the introduction, the form, then the video and the testimonial (spec part 1
          §1); side by side, the form beside both. */}
      <div className="mx-auto grid max-w-5xl gap-x-10 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:py-16">
        <section>
          <p className="text-sm font-semibold tracking-wide text-crop-700 uppercase">
            {APP_TAGLINE}
          </p>
          <h2 className="mt-3 text-2xl font-extrabold text-ink-900 sm:text-3xl">
            Entre no {APP_NAME}
          </h2>
          <p className="mt-4 text-ink-700">
            Operações, relatório operacional, relatório mensal do MAPA e finanças da sua empresa de
            aviação agrícola em um só lugar. Comece com 7 dias grátis.
          </p>
        </section>
        {hasInvite ? (
          <div className="md:col-start-2 md:row-span-2 md:row-start-1">
            <Suspense
              fallback={
                <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
                  <Spinner />
                </section>
              }
            >
              <InviteCard token={invite!} email={inviteEmail!} />
            </Suspense>
          </div>
        ) : (
          <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8 md:col-start-2 md:row-span-2 md:row-start-1 md:self-start">
            {signedIn ? (
              <Spinner label={afterLogin.status?.text ?? 'Entrando no sistema...'} />
            ) : (
              <>
                <h1 className="sr-only">Entrar</h1>
                <div
                  role="tablist"
                  aria-label="Acesso"
                  className="mb-6 grid grid-cols-2 rounded-lg bg-brand-50 p-1"
                >
                  {tabs.map(([key, label]) => (
                    <button
                      key={key}
                      type="button"
                      role="tab"
                      id={`tab-${key}`}
                      aria-selected={tab === key}
                      aria-controls={`panel-${key}`}
                      onClick={() => setTab(key)}
                      className={`rounded-md py-2 text-sm font-semibold ${tab === key ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-600'}`}
                    >
                      {label}
                    </button>
                  ))}
                </div>
                <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
                  {tab === 'entrar' ? (
                    <LoginForm onForgotPassword={() => setForgotOpen(true)} />
                  ) : (
                    <Suspense fallback={<Spinner />}>
                      <SignUpForm />
                    </Suspense>
                  )}
                </div>
              </>
            )}
          </section>
        )}
        <div className="-mt-6 md:col-start-1 md:row-start-2 md:-mt-8">
          <PresentationVideo />
          <Testimonial compact />
        </div>
      </div>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
