import type { CompanyRole } from '../../domain/companies/values.ts';
import { paths } from '../paths.ts';

export type NavItem = { to: string; label: string };
export type NavGroup = { label: string | null; items: NavItem[] };

/**
 * Spec part 1 §2 'Application shell': the main links, then the groups 'Relatórios',
 * 'Financeiro' and 'Configurações', each item shown only to whom may open it (the server
 * enforces the same). 'Operações' (the list) sits beside 'Nova Operação'.
 */
export function navigationFor(user: {
  role: CompanyRole | null;
  isPlatformAdmin: boolean;
}): NavGroup[] {
  const office = user.role === 'owner' || user.role === 'admin';
  const groups: NavGroup[] = [
    {
      label: null,
      items: [
        { to: paths.dashboard, label: 'Dashboard' },
        { to: paths.agenda, label: 'Agenda' },
        ...(office ? [{ to: paths.proposals, label: 'Propostas' }] : []),
        { to: paths.operation, label: 'Nova Operação' },
        { to: paths.operations, label: 'Operações' },
      ],
    },
    { label: 'Relatórios', items: office ? [{ to: paths.reports, label: 'Relatório MAPA' }] : [] },
    {
      label: 'Financeiro',
      items: [
        { to: paths.stock, label: 'Estoque' },
        ...(office
          ? [
              { to: paths.accounting, label: 'Contabilidade' },
              { to: paths.hr, label: 'Recursos Humanos' },
            ]
          : []),
      ],
    },
    {
      label: 'Configurações',
      items: [
        { to: paths.registers, label: 'Cadastros' },
        { to: paths.profile, label: 'Perfil' },
        { to: paths.affiliates, label: 'Afiliados' },
        ...(user.isPlatformAdmin ? [{ to: paths.admin, label: 'Administração' }] : []),
      ],
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
