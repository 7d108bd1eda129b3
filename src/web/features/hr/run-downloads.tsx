import { Download } from 'lucide-react';
import type { PayrollRunView } from '../../../domain/hr/response-contracts.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { payslipsHref, summaryHref } from './payroll-api.ts';

/** A run's downloads: every holerite in one PDF, and its summary as PDF or XLSX. */
export function RunDownloads({ run }: { run: PayrollRunView }) {
  const links = [
    { label: 'Holerites (PDF)', href: payslipsHref(run.id) },
    { label: 'Resumo (PDF)', href: summaryHref(run.id, 'pdf') },
    { label: 'Resumo (XLSX)', href: summaryHref(run.id, 'xlsx') },
  ];
  return (
    <div role="group" aria-label="Baixar" className="mt-4 flex flex-wrap gap-2">
      {links.map((link) => (
        <a key={link.label} href={link.href} download className={buttonClasses('outline')}>
          <Download className="h-4 w-4" aria-hidden="true" /> {link.label}
        </a>
      ))}
    </div>
  );
}
