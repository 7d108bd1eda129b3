import { Lock, Sparkles } from 'lucide-react';
import { formatBRL } from '../../domain/money.ts';
import { PRICE_PER_SEAT_CENTS } from '../../domain/subscription/values.ts';
import { ButtonLink } from '../components/button-link.tsx';
import { SubscribeButton } from '../components/subscribe-button.tsx';
import { paths } from '../paths.ts';
import { GateCard } from './gate-card.tsx';

/** What a company that may not act sees instead of its pages (`subscription-gate.tsx`). */
export function GatedCard({ pilot }: { pilot: boolean }) {
  return pilot ? <SuspendedCard /> : <PremiumCard />;
}

function SuspendedCard() {
  return (
    <GateCard icon={Lock} title="Acesso Suspenso">
      <p className="mt-2 text-ink-700">
        A empresa não possui uma assinatura ativa. Como usuário convidado, você precisa aguardar o
        proprietário renovar a assinatura. Entre em contato com o proprietário da empresa.
      </p>
      <div className="mt-6">
        <ButtonLink to={paths.home}>Voltar ao Dashboard</ButtonLink>
      </div>
    </GateCard>
  );
}

function PremiumCard() {
  return (
    <GateCard icon={Sparkles} title="Assinatura Premium Necessária">
      <p className="mt-2 text-ink-700">
        O período de teste terminou. Assine para continuar usando todas as funcionalidades.
      </p>
      <div className="mt-6 rounded-xl bg-brand-50 p-4">
        <p className="font-semibold text-brand-700">Plano Premium</p>
        <p className="mt-1 text-2xl font-extrabold text-ink-900">
          {formatBRL(PRICE_PER_SEAT_CENTS)}/mês
        </p>
        <p className="text-sm text-ink-600">
          por usuário · acesso completo a todas as funcionalidades
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <SubscribeButton />
        <ButtonLink to={paths.home} variant="outline">
          Voltar ao Dashboard
        </ButtonLink>
      </div>
    </GateCard>
  );
}
