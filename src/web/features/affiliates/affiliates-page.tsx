import { useQuery } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { AffiliateProfile } from '../../../domain/affiliates/contracts.ts';
import { AddressTabs } from '../../components/address-tabs.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { affiliatesHeading } from '../../headings/affiliates.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { notify } from '../../lib/notify.ts';
import { useMe } from '../../lib/session.ts';
import { myAffiliateQuery } from './api.ts';
import { ReferralLink } from './referral-link.tsx';
import { TotalsCards } from './totals-cards.tsx';
import type { InviteState } from '../../lib/affiliate-invite.ts';

const CreateAffiliateDialog = lazyComponent(() =>
  import('./create-dialog.tsx').then((m) => m.CreateAffiliateDialog),
);
const CommissionsTab = lazyComponent(() =>
  import('./commissions-tab.tsx').then((m) => m.CommissionsTab),
);
const ReferralsTab = lazyComponent(() => import('./referrals-tab.tsx').then((m) => m.ReferralsTab));
const PaymentTab = lazyComponent(() => import('./payment-tab.tsx').then((m) => m.PaymentTab));

/** `/afiliados` (spec part 1 §2 'User affiliate screen'): the prompt, or the profile. */
export function AffiliatesPage() {
  const query = useQuery(myAffiliateQuery);
  const generated = query.data?.codeGenerated;
  useEffect(() => {
    if (generated) notify('Código de afiliado gerado');
  }, [generated]);
  return (
    <>
      <PageHeader {...affiliatesHeading} />
      <Loaded query={query} error="Não foi possível carregar seu perfil de afiliado.">
        {({ affiliate }) => (affiliate ? <Profile affiliate={affiliate} /> : <Prompt />)}
      </Loaded>
    </>
  );
}

/** No profile yet: what the program is, and the create dialog (opened at once from an invite). */
function Prompt() {
  const invite = (useLocation().state as InviteState | null)?.affiliateInvite;
  const me = useMe();
  const [open, setOpen] = useState(Boolean(invite));
  return (
    <>
      <EmptyState
        icon={Handshake}
        action={
          <button type="button" onClick={() => setOpen(true)} className={buttonClasses('brand')}>
            Criar perfil de afiliado
          </button>
        }
      >
        Você ainda não é afiliado. Crie seu perfil para receber um link de indicação e ganhar
        comissão sobre as assinaturas das empresas que indicar.
      </EmptyState>
      {open && (
        <Suspense fallback={null}>
          <CreateAffiliateDialog
            initialName={me.data?.user.name}
            inviteToken={invite}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function Profile({ affiliate }: { affiliate: AffiliateProfile }) {
  return (
    <>
      {affiliate.affiliate_code && <ReferralLink code={affiliate.affiliate_code} />}
      <TotalsCards affiliate={affiliate} />
      <AddressTabs
        label="Afiliados"
        tabs={[
          { key: 'comissoes', label: 'Comissões', panel: <CommissionsTab /> },
          { key: 'referidos', label: 'Referidos', panel: <ReferralsTab /> },
          {
            key: 'pagamento',
            label: 'Dados de Pagamento',
            panel: <PaymentTab affiliate={affiliate} />,
          },
        ]}
      />
    </>
  );
}
