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
