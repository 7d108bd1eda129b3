import {
  CalendarDays,
  ClipboardCheck,
  FileSpreadsheet,
  Plane,
  Smartphone,
  Wallet,
} from 'lucide-react';

const features = [
  {
    icon: Plane,
    title: 'Operações completas',
    text: 'Contratante, área, produtos e doses, calda, aeronave, piloto, agrônomo, meteorologia e horímetro em um só registro.',
  },
  {
    icon: ClipboardCheck,
    title: 'Relatório operacional',
    text: 'Todos os itens exigidos pela IN MAPA nº 2/2008, com croqui e linhas de assinatura, em PDF para o contratante.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Relatório mensal do MAPA',
    text: 'Agrupado por estado, com pendências apontadas antes do envio e exportação em planilha e PDF.',
  },
  {
    icon: CalendarDays,
    title: 'Agenda e propostas',
    text: 'Do orçamento aprovado ao voo agendado, com aviso quando a aeronave ou o piloto já estão ocupados.',
  },
  {
    icon: Wallet,
    title: 'Finanças e estoque',
    text: 'Receitas, despesas, margem por hectare e por hora de voo, estoque de produtos e devolução de embalagens.',
  },
  {
    icon: Smartphone,
    title: 'No escritório e no hangar',
    text: 'Funciona no computador e no celular, mesmo com conexão fraca.',
  },
];

export function FeaturesGrid() {
  return (
    <section id="recursos" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6">
      <h2 className="text-2xl font-bold text-ink-900 sm:text-3xl">
        Tudo o que a operação aeroagrícola pede
      </h2>
      <p className="mt-2 max-w-2xl text-ink-700">
        Feito para empresas com algumas aeronaves, poucos pilotos e um escritório que não pode
        parar.
      </p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-xl border border-brand-100 bg-white p-6">
            <Icon className="h-8 w-8 text-brand-600" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-ink-900">{title}</h3>
            <p className="mt-2 text-ink-700">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
