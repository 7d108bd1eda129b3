import type { CompanyRole } from '../../domain/companies/values.ts';
import { paths } from '../paths.ts';

export type NavItem = { to: string; label: string };
export type NavGroup = { label: string | null; items: NavItem[] };

/** The spec's 'owner-type flag': the company's owners and admins, the office. */
export const isOffice = (role: CompanyRole | null) => role === 'owner' || role === 'admin';

const administration: NavItem = { to: paths.admin, label: 'Administração' };

/**
 * Spec part 1 §2 'Application shell': the main links, then the groups 'Relatórios',
 * 'Financeiro' and 'Configurações', the same for every role but Contabilidade and Recursos
 * Humanos (the owner-type flag) and Administração (platform admins); every entry a pilot sees
 * opens a page he may use (Propostas and Relatório MAPA read-only, Estoque, without amounts:
 * decision 034). 'Operações' (the list) sits beside 'Nova Operação'.
 * Without a company only Administração is left, for a platform admin.
 */
export function navigationFor(user: {
  role: CompanyRole | null;
  isPlatformAdmin: boolean;
}): NavGroup[] {
  const admin = user.isPlatformAdmin ? [administration] : [];
  if (user.role === null) return admin.length ? [{ label: null, items: admin }] : [];
  return [
    {
      label: null,
      items: [
        { to: paths.dashboard, label: 'Dashboard' },
        { to: paths.agenda, label: 'Agenda' },
        { to: paths.proposals, label: 'Propostas' },
        { to: paths.operation, label: 'Nova Operação' },
        { to: paths.operations, label: 'Operações' },
        { to: paths.fleet, label: 'Frota' },
      ],
    },
    { label: 'Relatórios', items: [{ to: paths.reports, label: 'Relatório MAPA' }] },
    {
      label: 'Financeiro',
      items: [
        { to: paths.stock, label: 'Estoque' },
        ...(isOffice(user.role)
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
        ...admin,
      ],
    },
  ];
}
