import { useQuery } from '@tanstack/react-query';
import { Pencil, UserMinus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { formatDate } from '../../../domain/format.ts';
import { Dialog } from '../../components/dialog.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { Tag } from '../../components/tag.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { employeeQuery } from './api.ts';
import { DocumentList } from './document-list.tsx';
import { EmployeeFacts } from './employee-facts.tsx';

const EmployeeDialog = lazyComponent(() =>
  import('./employee-dialog.tsx').then((m) => m.EmployeeDialog),
);
const DismissDialog = lazyComponent(() =>
  import('./dismiss-dialog.tsx').then((m) => m.DismissDialog),
);

/** An employee opened from a list or a link: every field, editing, dismissal and documents. */
export function EmployeeDetail(props: { id: string; onClose: () => void }) {
  const employee = useQuery(employeeQuery(props.id));
  const [acting, setActing] = useState<'editar' | 'desligar' | null>(null);
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
                  icon={UserMinus}
                  variant="outline"
                  onClick={() => setActing('desligar')}
                  className="text-red-700"
                >
                  Registrar desligamento
                </ActionButton>
              )}
            </div>
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
            </Suspense>
          </>
        )}
      </Loaded>
    </Dialog>
  );
}
