import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ExportFormat, ExportReport } from '../../../domain/accounting/report-contracts.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { exportHref } from './report-api.ts';

const FORMATS: ExportFormat[] = ['xlsx', 'csv'];

/**
 * A report's downloads — XLSX and CSV, with the filters on screen — and whatever else goes
 * beside them (the result's PDF).
 */
export function ExportLinks(props: {
  relatorio: ExportReport;
  /** What the file holds, in the links' names: 'Resultado do mês' → 'Resultado do mês em XLSX'. */
  name: string;
  filters?: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <div role="group" aria-label={`Exportar ${props.name}`} className="flex flex-wrap gap-2">
      {props.children}
      {FORMATS.map((formato) => (
        <a
          key={formato}
          href={exportHref(props.relatorio, formato, props.filters)}
          download
          aria-label={`${props.name} em ${formato.toUpperCase()}`}
          className={buttonClasses('outline')}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> {formato.toUpperCase()}
        </a>
      ))}
    </div>
  );
}
