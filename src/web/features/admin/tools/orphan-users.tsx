import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrphanUser } from '../../../../domain/admin/tools.ts';
import { formatDay } from '../../../../domain/format.ts';
import { counted } from '../../../../domain/plural.ts';
import { buttonClasses } from '../../../components/button-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RecordRow } from '../../../components/record-row.tsx';
import { PagedItems } from '../../../components/paged-list.tsx';
import { notify } from '../../../lib/notify.ts';
import { orphansQuery, useFixOrphan } from './api.ts';
import { titled } from '../../../lib/api.ts';
import { ToolCard } from './tool-card.tsx';

/** Spec §7 'find_orphan_users' / 'fix_orphan_user': users without a company, each fixable. */
export function OrphanUsers() {
  const [searched, setSearched] = useState(false);
  const [pagina, setPagina] = useState(1);
  const list = useQuery({ ...orphansQuery(pagina), enabled: searched });
  const [error, setError] = useState('');
  const [fixing, setFixing] = useState<OrphanUser | null>(null);
  const fix = useFixOrphan();

  const search = async () => {
    setError('');
    const answer = await list.refetch();
    setSearched(true);
    if (answer.error) return setError(titled(answer.error, 'Erro ao buscar').message);
    const total = answer.data?.total ?? 0;
    notify('Busca concluída', `${counted(total, 'usuário sem perfil', 'usuários sem perfil')}.`);
  };

  return (
    <ToolCard
      id="ferramenta-orfaos"
      title="Usuários órfãos"
      about="Usuários sem perfil ativo em uma empresa (os administradores da plataforma não contam). Corrigir cria o perfil e uma empresa em teste para o usuário."
    >
      <button
        type="button"
        onClick={() => void search()}
        disabled={list.isFetching}
        className={`mt-4 ${buttonClasses('brand')} disabled:opacity-60`}
      >
        {list.isFetching ? 'Buscando...' : 'Buscar usuários órfãos'}
      </button>
      {error && (
        <div className="mt-3">
          <FormAlert message={error} />
        </div>
      )}
      {searched && !error && (
        <PagedItems
          query={list}
          error="Erro ao buscar"
          empty={<EmptyState>Nenhum usuário órfão encontrado</EmptyState>}
          page={pagina}
          onPage={setPagina}
          className="mt-3 divide-y divide-brand-50 rounded-2xl border border-brand-100 px-4"
          item={(user) => (
            <RecordRow
              key={user.id}
              title={user.email}
              detail={
                <>
                  Cadastrado em {formatDay(user.created_at)} ·{' '}
                  <span className="[overflow-wrap:anywhere]">{user.id}</span>
                </>
              }
            >
              <button
                type="button"
                onClick={() => setFixing(user)}
                aria-label={`Corrigir ${user.email}`}
                className={buttonClasses('outline')}
              >
                Corrigir
              </button>
            </RecordRow>
          )}
        />
      )}
      {fixing && (
        <ConfirmDialog
          title="Corrigir usuário?"
          message={`${fixing.email} passará a ser proprietário de uma nova empresa em período de teste.`}
          confirmLabel="Corrigir"
          pending={fix.isPending ? 'Corrigindo...' : undefined}
          onConfirm={() =>
            fix.mutate(fixing.id, {
              onSuccess: () => {
                notify('Usuário corrigido', 'Perfil e empresa criados.');
                setFixing(null);
              },
            })
          }
          onCancel={() => {
            fix.reset();
            setFixing(null);
          }}
        >
          {fix.error && (
            <div className="mt-3">
              <FormAlert message={titled(fix.error, 'Erro ao corrigir').message} />
            </div>
          )}
        </ConfirmDialog>
      )}
    </ToolCard>
  );
}
