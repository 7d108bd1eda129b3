import { useQuery } from '@tanstack/react-query';
import { FULL_TIME_WEEKLY_HOURS } from '../../../domain/hr/minimum-wage.ts';
import type { ReactNode } from 'react';
import { formatCpf } from '../../../domain/br/documents.ts';
import { PIX_KEY_KIND_LABELS } from '../../../domain/br/pix.ts';
import { formatDate } from '../../../domain/format.ts';
import type { EmployeeDetail } from '../../../domain/hr/response-contracts.ts';
import {
  COMMISSION_BASE_LABELS,
  EMPLOYEE_ROLE_LABELS,
  INSALUBRIDADE_LABELS,
  PERICULOSIDADE_PERCENT,
  type InsalubridadeGrade,
} from '../../../domain/hr/values.ts';
import { formatBRL } from '../../../domain/money.ts';
import { Fact } from '../../components/fact.tsx';
import { linksQuery } from './api.ts';

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');
/** A monthly amount, or 'Não' when there is none. */
const monthly = (cents: number) => (cents > 0 ? `${formatBRL(cents)}/mês` : 'Não');

/** Every field of an employee, in the form's sections. */
export function EmployeeFacts({ employee: e }: { employee: EmployeeDetail }) {
  const links = useQuery(linksQuery);
  const nameOf = (rows: { id: string; nome: string }[] | undefined, id: string | null) =>
    id ? (rows?.find((row) => row.id === id)?.nome ?? 'Vinculado') : '—';
  return (
    <div className="space-y-5">
      <Group title="Dados pessoais e contrato">
        <Fact label="CPF" value={formatCpf(e.cpf)} />
        <Fact label="PIS/PASEP" value={e.pis ?? '—'} />
        <Fact label="Cargo" value={EMPLOYEE_ROLE_LABELS[e.cargo]} />
        <Fact label="Admissão" value={formatDate(e.admissao)} />
        <Fact label="Demissão" value={formatDate(e.demissao)} />
        <Fact label="Salário base" value={formatBRL(e.salario_base_cents)} />
        <Fact
          label="Jornada semanal"
          value={
            e.jornada_semanal < FULL_TIME_WEEKLY_HOURS
              ? `${e.jornada_semanal} h (tempo parcial)`
              : `${e.jornada_semanal} h`
          }
        />
        <Fact label="Dependentes" value={String(e.dependentes)} />
      </Group>
      <Group title="Adicionais e benefícios">
        <Fact
          label="Insalubridade"
          value={INSALUBRIDADE_LABELS[e.insalubridade as InsalubridadeGrade] ?? '—'}
        />
        <Fact
          label="Periculosidade"
          value={e.periculosidade ? `Sim (${PERICULOSIDADE_PERCENT}%)` : 'Não'}
        />
        <Fact label="Função gratificada" value={monthly(e.funcao_gratificada_cents)} />
        <Fact label="Vale-transporte" value={yesNo(e.vale_transporte)} />
        <Fact label="Vale-alimentação (desconto)" value={monthly(e.vale_alimentacao_cents)} />
        <Fact label="Vale-refeição (desconto)" value={monthly(e.vale_refeicao_cents)} />
        <Fact label="Plano de saúde (desconto)" value={monthly(e.plano_saude_cents)} />
        <Fact label="Plano odontológico (desconto)" value={monthly(e.plano_odontologico_cents)} />
        <Fact
          label="Comissão"
          value={
            e.comissao_base === 'nenhuma'
              ? COMMISSION_BASE_LABELS.nenhuma
              : `${formatBRL(e.comissao_valor_cents)} ${e.comissao_base === 'hectare' ? 'por hectare' : 'por hora de voo'}`
          }
        />
      </Group>
      <Group title="Pagamento e vínculos">
        <Fact label="Banco" value={e.banco ?? '—'} />
        <Fact
          label="Agência e conta"
          value={e.agencia || e.conta ? `${e.agencia ?? '—'} / ${e.conta ?? '—'}` : '—'}
        />
        <Fact
          label="PIX"
          value={e.pix_tipo ? `${PIX_KEY_KIND_LABELS[e.pix_tipo]}: ${e.pix_chave ?? ''}` : '—'}
        />
        <Fact label="Piloto" value={nameOf(links.data?.pilotos, e.pilot_id)} />
        <Fact label="Técnico" value={nameOf(links.data?.tecnicos, e.technician_id)} />
        <Fact label="Usuário" value={nameOf(links.data?.usuarios, e.user_id)} />
      </Group>
      {e.observacoes && (
        <dl>
          <Fact label="Observações" value={e.observacoes} />
        </dl>
      )}
    </div>
  );
}

function Group(props: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="font-bold text-ink-900">{props.title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-3">{props.children}</dl>
    </section>
  );
}
