import type { CompanyRole } from '../../domain/companies/values.ts';
import { paths } from '../paths.ts';
import { isOffice } from './navigation.ts';

/** A command of the palette: where it goes, what it shows and the words that find it. */
export type Command = { to: string; label: string; description: string; keywords: string[] };

/**
 * Spec part 1 §2 'Command palette': the 7 commands; Contabilidade only with the owner-type
 * flag, as in the menu. Without a company there is no page to open.
 */
export function commandsFor(role: CompanyRole | null): Command[] {
  if (role === null) return [];
  return [
    {
      to: paths.dashboard,
      label: 'Dashboard',
      description: 'Visão geral da empresa',
      keywords: ['início', 'painel', 'resumo'],
    },
    {
      to: paths.operation,
      label: 'Nova operação',
      description: 'Registrar uma aplicação aérea',
      keywords: ['voo', 'aplicação', 'pulverização', 'operação'],
    },
    {
      to: paths.reports,
      label: 'Relatório MAPA',
      description: 'Relatório mensal por estado para a SFA',
      keywords: ['mapa', 'ministério', 'mensal', 'relatórios'],
    },
    {
      to: paths.proposals,
      label: 'Propostas',
      description: 'Orçamentos para clientes',
      keywords: ['orçamento', 'cotação', 'cliente'],
    },
    ...(isOffice(role)
      ? [
          {
            to: paths.accounting,
            label: 'Contabilidade',
            description: 'Contas a pagar e a receber, fluxo de caixa',
            keywords: ['financeiro', 'dinheiro', 'contas'],
          },
        ]
      : []),
    {
      to: paths.stock,
      label: 'Estoque',
      description: 'Produtos e combustível por lote',
      keywords: ['insumos', 'produtos', 'combustível'],
    },
    {
      to: paths.registers,
      label: 'Cadastros',
      description: 'Clientes, propriedades, aeronaves, equipe e produtos',
      keywords: ['cliente', 'fazenda', 'aeronave', 'piloto', 'produto'],
    },
  ];
}

/** An area's page opened on one of its tabs. */
const stockTab = (aba: string) => `${paths.stock}?aba=${aba}`;
const accountingTab = (aba: string) => `${paths.accounting}?aba=${aba}`;
const hrTab = (aba: string) => `${paths.hr}?aba=${aba}`;

/** The areas' commands in the menu's order; `office`: only the office opens it. */
const AREA_COMMANDS: (Command & { office?: true })[] = [
  {
    office: true,
    to: accountingTab('receber'),
    label: 'Contas a receber',
    description: 'Faturas de clientes e seus recebimentos',
    keywords: ['fatura', 'boleto', 'recebimento', 'cobrança', 'parcela', 'duplicata'],
  },
  {
    office: true,
    to: accountingTab('pagar'),
    label: 'Contas a pagar',
    description: 'Despesas e fornecedores, com seus pagamentos',
    keywords: ['fatura', 'boleto', 'despesa', 'fornecedor', 'pagamento', 'parcela'],
  },
  {
    office: true,
    to: accountingTab('conciliacao'),
    label: 'Conciliação bancária',
    description: 'Extrato do banco (OFX ou CSV) conferido com as contas',
    keywords: ['OFX', 'CSV', 'extrato', 'banco'],
  },
  {
    office: true,
    to: accountingTab('relatorios'),
    label: 'Fluxo de caixa e DRE',
    description: 'Relatórios da contabilidade',
    keywords: ['resultado', 'demonstrativo', 'lucro', 'caixa'],
  },
  {
    office: true,
    to: accountingTab('configuracoes'),
    label: 'Contas bancárias e categorias',
    description: 'Configurações da contabilidade',
    keywords: ['plano de contas', 'receitas', 'despesas', 'banco'],
  },
  {
    office: true,
    to: hrTab('funcionarios'),
    label: 'Funcionários',
    description: 'Cadastro de funcionários, admissão e demissão',
    keywords: ['empregado', 'colaborador', 'CLT', 'RH', 'recursos humanos', 'admissão'],
  },
  {
    office: true,
    to: hrTab('folha'),
    label: 'Folha de pagamento',
    description: 'Folha do mês, férias, 13º salário e holerites',
    keywords: ['holerite', 'contracheque', 'salário', 'INSS', 'FGTS', 'IRRF', 'décimo'],
  },
  {
    office: true,
    to: hrTab('documentos'),
    label: 'Documentos dos funcionários',
    description: 'ASO, CNH e outros com validade',
    keywords: ['exame', 'validade', 'vencimento', 'certificado'],
  },
  {
    office: true,
    to: hrTab('tabelas'),
    label: 'Tabelas da folha',
    description: 'Faixas e alíquotas do INSS e do IRRF, salário mínimo',
    keywords: ['alíquota', 'faixa'],
  },
  {
    to: stockTab('notas'),
    label: 'Notas fiscais',
    description: 'NF-e lançadas no estoque',
    keywords: ['NF-e', 'nota fiscal', 'XML', 'DANFE', 'fornecedor', 'compra'],
  },
  {
    office: true,
    to: stockTab('entrada'),
    label: 'Nova entrada de estoque',
    description: 'Compra lançada pela nota fiscal (XML da NF-e)',
    keywords: ['NF-e', 'nota fiscal', 'compra', 'DANFE'],
  },
  {
    to: stockTab('movimentos'),
    label: 'Movimentações do estoque',
    description: 'Entradas, saídas e ajustes por lote',
    keywords: ['movimentação', 'saída', 'entrada', 'ajuste', 'inventário', 'lote', 'histórico'],
  },
  {
    to: stockTab('embalagens'),
    label: 'Embalagens vazias',
    description: 'Devolução de embalagens de agrotóxicos',
    keywords: ['embalagem', 'tríplice lavagem', 'devolução', 'comprovante', 'inpEV'],
  },
  {
    office: true,
    to: stockTab('combustivel'),
    label: 'Combustível',
    description: 'Consumo das aeronaves e saídas de combustível',
    keywords: ['abastecimento', 'avgas', 'etanol', 'querosene', 'litros'],
  },
  {
    to: paths.agenda,
    label: 'Agenda',
    description: 'Operações e manutenções por dia',
    keywords: ['calendário', 'agendamento', 'programação', 'manutenção'],
  },
  {
    to: paths.operations,
    label: 'Operações',
    description: 'Lista de operações registradas',
    keywords: ['voos', 'aplicações', 'histórico'],
  },
  {
    // Issue 40: the fleet's logbook and maintenance, found by its words.
    to: paths.fleet,
    label: 'Frota',
    description: 'Diário de bordo e manutenção das aeronaves',
    keywords: ['aeronave', 'diário de bordo', 'manutenção', 'inspeção', 'horímetro', 'drone'],
  },
  {
    to: paths.profile,
    label: 'Perfil',
    description: 'Dados da empresa, logo, equipe e senha',
    keywords: ['empresa', 'CNPJ', 'logo', 'senha', 'convite', 'membros', 'usuários'],
  },
  {
    office: true,
    to: paths.subscription,
    label: 'Assinatura',
    description: 'Plano, usuários pagos e faturas do AgroVoo',
    keywords: ['fatura', 'plano', 'cartão', 'cobrança'],
  },
  {
    to: paths.affiliates,
    label: 'Afiliados',
    description: 'Indique o AgroVoo e acompanhe suas comissões',
    keywords: ['indicação', 'comissão', 'código', 'PIX'],
  },
];

/**
 * Beyond the spec's 7 (issue 45): the areas added since — their tabs, with the words people use
 * for them ('holerite', 'NF-e', 'OFX') —, offered only to whom may open them, as the menu and the
 * pages do: Contabilidade, Recursos Humanos, the stock's Nova entrada and Combustível and the
 * subscription are the office's.
 */
export function areaCommandsFor(role: CompanyRole | null): Command[] {
  if (role === null) return [];
  const office = isOffice(role);
  return AREA_COMMANDS.filter((command) => office || !command.office).map(
    ({ office: _, ...command }) => command,
  );
}

/** Lower case, without accents, a hyphen inside a word dropped ('NF-e' → 'nfe'): the words. */
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\w)-(\w)/g, '$1$2')
    .split(/[^\p{L}\p{N}º]+/u)
    .filter(Boolean);

/** Whether each word typed begins a word of `text`. */
const begins = (typed: string[], text: string[]) =>
  typed.every((word) => text.some((other) => other.startsWith(word)));

/**
 * What the palette offers for `query`: nothing typed, the spec's 7 commands; otherwise every
 * command, the spec's and the areas', with a word beginning each word typed — in its label,
 * description or keywords, accents and case aside ('combustivel' finds 'Combustível') —, those
 * whose label has them first.
 */
export function findCommands(role: CompanyRole | null, query: string): Command[] {
  const typed = words(query);
  if (typed.length === 0) return commandsFor(role);
  return [...commandsFor(role), ...areaCommandsFor(role)]
    .map((command) => ({
      command,
      inLabel: begins(typed, words(command.label)),
      found: begins(
        typed,
        words([command.label, command.description, ...command.keywords].join(' ')),
      ),
    }))
    .filter((match) => match.found)
    .sort((a, b) => Number(b.inLabel) - Number(a.inLabel))
    .map((match) => match.command);
}
