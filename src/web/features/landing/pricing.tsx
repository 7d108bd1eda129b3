import { Check } from 'lucide-react';
import { formatBRL } from '../../../domain/money.ts';
import { DEFAULT_TRIAL_DAYS } from '../../../domain/companies/values.ts';
import { PRICE_PER_SEAT_CENTS } from '../../../domain/subscription/values.ts';
import { CheckList, StartTrialLink } from './selling-points.tsx';

const included = [
  'Acesso por papel: proprietário, administrador e piloto',
  'Relatórios do MAPA e operacionais',
  'Agenda, propostas, finanças, estoque e RH',
  'Suporte por WhatsApp e e-mail',
];

export function Pricing() {
  return (
    <section className="bg-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">Um preço simples, por usuário</h2>
          <p className="mt-3 text-brand-100">
            Pague só pelas pessoas que usam o sistema. Cancele quando quiser.
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 text-ink-900 shadow-xl sm:p-8">
          <p className="font-semibold text-crop-700">Plano Premium</p>
          <p className="mt-2">
            <span className="text-4xl font-extrabold">{formatBRL(PRICE_PER_SEAT_CENTS)}</span>{' '}
            <span className="text-ink-600">por usuário/mês</span>
          </p>
          <p className="mt-1 font-semibold text-brand-700">
            {DEFAULT_TRIAL_DAYS} dias grátis para experimentar
          </p>
          <CheckList icon={Check} items={included} />
          <div className="mt-8">
            <StartTrialLink />
          </div>
        </div>
      </div>
    </section>
  );
}
