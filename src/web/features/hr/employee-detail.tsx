import { useQuery } from '@tanstack/react-query';
import { Download, FileSignature, Pencil, UserMinus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { formatDate } from '../../../domain/format.ts';
import { Dialog } from '../../components/dialog.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { Tag } from '../../components/tag.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { employeeQuery } from './api.ts';
import { DocumentList } from './document-list.tsx';
import { EmployeeFacts } from './employee-facts.tsx';
import { rescissionQuery, trctHref } from './leave-api.ts';
import { VacationNotice } from './vacation-notice.tsx';

const EmployeeDialog = lazyComponent(() =>
  import('./employee-dialog.tsx').then((m) => m.EmployeeDialog),
);
const DismissDialog = lazyComponent(() =>
  import('./dismiss-dialog.tsx').then((m) => m.DismissDialog),
);
const RescissionDialog = lazyComponent(() =>
  import('./rescission-dialog.tsx').then((m) => m.RescissionDialog),
);

/** A dismissed employee's TRCT, when a rescisão was recorded. */
function TrctLink({ employeeId }: { employeeId: string }) {
  const rescission = useQuery({ ...rescissionQuery(employeeId), retry: false });
  if (!rescission.data) return null;
  return (
    <a href={trctHref(employeeId)} download className={buttonClasses('outline')}>
      <Download className="h-4 w-4" aria-hidden="true" /> TRCT (PDF)
    </a>
  );
}

/**
 * An employee opened from a list or a link: every field, editing, the rescisão (or a plain
 * dismissal), the férias owed and the documents.
 */
export function EmployeeDetail(props: { id: string; onClose: () => void }) {
  const employee = useQuery(employeeQuery(props.id));
  const [acting, setActing] = useState<'editar' | 'desligar' | 'rescisao' | null>(null);
  return (
    <Dialog title={employee.data?.nome ?? 'Funcionário'} onClose={props.onClose} wide fullOnPhone>
      <Loaded query={employee} error="Não foi possível abrir o funcionário.">
        {(data) => (
          <>
            {data.demissao && (
              <p role="status" className="mb-4">
                <Tag tone="muted">Desligado em {formatDate(data.demissao)}</Tag>
              </p>
            )}
            <div className="mb-5 flex flex-wrap gap-2">
              <ActionButton icon={Pencil} variant="outline" onClick={() => setActing('editar')}>
                Editar
              </ActionButton>
              {!data.demissao && (
                <ActionButton
                  icon={FileSignature}
                  variant="outline"
                  onClick={() => setActing('rescisao')}
                >
                  Rescisão
                </ActionButton>
              )}
              {data.demissao && <TrctLink employeeId={data.id} />}
              {!data.demissao && (
                <ActionButton
                  icon={UserMinus}
                  variant="outline"
                  onClick={() => setActing('desligar')}
                  className="text-red-700"
                >
                  Registrar desligamento
                </ActionButton>
              )}
            </div>
            {!data.demissao && <VacationNotice employeeId={data.id} />}
            <EmployeeFacts employee={data} />
            <DetailSection title="Documentos">
              <div className="mt-2">
                <DocumentList employeeId={data.id} documents={data.documentos} />
              </div>
            </DetailSection>
            <Suspense>
              {acting === 'editar' && (
                <EmployeeDialog employee={data} onClose={() => setActing(null)} />
              )}
              {acting === 'desligar' && (
                <DismissDialog employee={data} onClose={() => setActing(null)} />
              )}
              {acting === 'rescisao' && (
                <RescissionDialog employee={data} onClose={() => setActing(null)} />
              )}
            </Suspense>
          </>
        )}
      </Loaded>
    </Dialog>
  );
}
