import type { CompanyRole } from '../../domain/companies/values.ts';
import { paths } from '../paths.ts';

export type Command = { to: string; label: string; description: string; keywords: string[] };

const office = (role: CompanyRole | null) => role === 'owner' || role === 'admin';

/** Spec part 1 §2 'Command palette': the 7 commands, each only for whom may open its page. */
export function commandsFor(role: CompanyRole | null): Command[] {
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
    ...(office(role)
      ? [
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
        ]
      : []),
    ...(office(role)
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
