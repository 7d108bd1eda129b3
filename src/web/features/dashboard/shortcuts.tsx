import { ClipboardList, FileText, FolderOpen, PlaneTakeoff, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompanyRole } from '../../../domain/companies/values.ts';

const SHORTCUTS: { to: string; label: string; text: string; icon: ReactNode; office?: boolean }[] =
  [
    {
      to: '/operacao',
      label: 'Nova operação',
      text: 'Registrar uma aplicação',
      icon: <PlaneTakeoff className="h-5 w-5" aria-hidden="true" />,
    },
    {
      to: '/operacoes',
      label: 'Operações',
      text: 'Lista, filtros e totais',
      icon: <ClipboardList className="h-5 w-5" aria-hidden="true" />,
    },
    {
      to: '/relatorios',
      label: 'Relatório MAPA',
      text: 'Mensal, por estado',
      icon: <FileText className="h-5 w-5" aria-hidden="true" />,
      office: true,
    },
    {
      to: '/cadastros',
      label: 'Cadastros',
      text: 'Clientes, aeronaves, equipe...',
      icon: <FolderOpen className="h-5 w-5" aria-hidden="true" />,
    },
    {
      to: '/perfil',
      label: 'Perfil',
      text: 'Conta, empresa e equipe',
      icon: <UserRound className="h-5 w-5" aria-hidden="true" />,
    },
  ];

/** The working areas one click away (the full navigation arrives with the application shell). */
export function Shortcuts({ role }: { role: CompanyRole }) {
  return (
    <nav aria-label="Atalhos" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {SHORTCUTS.filter((s) => !s.office || role !== 'pilot').map((s) => (
        <Link
          key={s.to}
          to={s.to}
          className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-white p-4 hover:border-brand-200 hover:bg-brand-50/60"
        >
          <span className="text-brand-700">{s.icon}</span>
          <span>
            <span className="block font-semibold text-ink-900">{s.label}</span>
            <span className="text-sm text-ink-600">{s.text}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
