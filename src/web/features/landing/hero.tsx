import { CheckCircle2 } from 'lucide-react';
import { APP_NAME, APP_TAGLINE } from '../../../domain/constants.ts';
import { ReportPreview } from './report-preview.tsx';
import { CheckList, StartTrialLink } from './selling-points.tsx';

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-crop-700 uppercase">
            {APP_TAGLINE}
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold text-ink-900 sm:text-5xl">
            Sua empresa de aviação agrícola em dia com o MAPA, sem planilhas
          </h1>
          <p className="mt-4 text-lg text-ink-700">
            O {APP_NAME} registra cada aplicação com os dados que a fiscalização exige, imprime o
            relatório operacional para o contratante e monta o relatório mensal do MAPA em minutos.
          </p>
          <CheckList
            icon={CheckCircle2}
            items={[
              'Relatório mensal por estado pronto para enviar',
              'Funciona no celular, até no hangar',
              'Finanças por hectare e por hora de voo',
            ]}
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <StartTrialLink />
            <a
              href="#recursos"
              className="inline-flex items-center rounded-lg px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Ver recursos
            </a>
          </div>
          <p className="mt-3 text-sm text-ink-600">7 dias grátis, sem cartão de crédito.</p>
        </div>
        <ReportPreview />
      </div>
    </section>
  );
}
