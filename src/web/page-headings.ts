import { paths } from './paths.ts';

/** A signed-in page's header that depends on nothing but the page: its title and what it is for. */
export type PageHeading = { title: string; intro: string };

/**
 * The headers of the company's pages that are the same for everyone, once: the pages draw them
 * (`PageHeader`), and the HTML the server sends for them carries them in the loading screen
 * (`src/web/prerender.tsx`), so the header paints with the first paint (issue 43 item 1).
 */
export const PAGE_HEADINGS = {
  [paths.agenda]: {
    title: 'Agenda',
    intro: 'Operações, manutenções e vencimentos de documentos por dia, semana ou mês.',
  },
  [paths.operation]: {
    title: 'Nova Operação',
    intro: 'Planeje a aplicação e registre o voo: concluída, ela gera o relatório operacional.',
  },
  [paths.operations]: {
    title: 'Operações',
    intro:
      'Cada aplicação do planejamento à conclusão, com o relatório operacional e as evidências do voo.',
  },
  [paths.proposals]: {
    title: 'Propostas',
    intro: 'Orçamentos de aplicação para os clientes; a proposta aprovada vira operação.',
  },
  [paths.reports]: {
    title: 'Relatório MAPA',
    intro:
      'Relatório mensal de atividades (IN MAPA nº 2/2008, Art. 14): um por estado onde a empresa operou, a enviar à SFA até o dia 15 do mês seguinte.',
  },
  [paths.field]: {
    title: 'Trabalho no campo',
    intro:
      'Leve as operações para este aparelho e registre-as mesmo sem sinal: as alterações são enviadas, na ordem, quando a conexão voltar.',
  },
  [paths.registers]: {
    title: 'Cadastros',
    intro:
      'Clientes, propriedades, aeronaves, equipe, produtos, culturas e serviços usados nas operações.',
  },
  [paths.stock]: {
    title: 'Estoque',
    intro:
      'Produtos e combustível por lote, entradas por nota fiscal, saídas e devolução de embalagens vazias.',
  },
  [paths.fleet]: {
    title: 'Frota',
    intro:
      'Diário de bordo por aeronave e dia (Resolução ANAC nº 773/2025) e as manutenções por horas e por calendário.',
  },
  [paths.accounting]: {
    title: 'Contabilidade',
    intro:
      'Contas a receber e a pagar, pagamentos, conciliação bancária, fluxo de caixa e resultado.',
  },
  [paths.hr]: {
    title: 'Recursos Humanos',
    intro: 'Funcionários, documentos com validade, folha de pagamento, 13º, férias e holerites.',
  },
  [paths.affiliates]: {
    title: 'Afiliados',
    intro: 'Seu código de indicação, comissões e dados de pagamento.',
  },
  [paths.profile]: {
    title: 'Perfil',
    intro: 'Sua conta, os dados e as configurações da empresa, a assinatura e a equipe.',
  },
  [paths.admin]: {
    title: 'Administração',
    intro: 'Empresas, assinaturas, usuários, afiliados, monitoramento e segurança da plataforma.',
  },
} as const satisfies Record<string, PageHeading>;
