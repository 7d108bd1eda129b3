import { formatCpf } from '../../domain/br/documents.ts';
import { formatDate } from '../../domain/format.ts';
import type { RescissionDetail } from '../../domain/hr/rescission-contracts.ts';
import { NOTICE_KIND_LABELS, RESCISSION_KIND_LABELS } from '../../domain/hr/rescission.ts';
import { EMPLOYEE_ROLE_LABELS, type EmployeeRole } from '../../domain/hr/values.ts';
import { formatBRL } from '../../domain/money.ts';
import { counted } from '../../domain/plural.ts';
import { createPdf, pairs, sectionTitle } from '../pdf/layout.ts';
import { letterhead, type Issuer } from '../pdf/letterhead.ts';
import { lineTable, pisText, signature } from './holerite-pdf.ts';

/** The employee as the TRCT names them. */
export type TrctEmployee = {
  cpf: string;
  pis: string | null;
  cargo: EmployeeRole;
  admissao: string;
};

/** The contract's facts: who, since when, how and when it ended, and the aviso prévio. */
function contractPairs(rescisao: RescissionDetail, employee: TrctEmployee): [string, string][] {
  const facts: [string, string][] = [
    ['Nome', rescisao.funcionario],
    ['CPF', formatCpf(employee.cpf)],
    ['PIS', pisText(employee.pis)],
    ['Cargo', EMPLOYEE_ROLE_LABELS[employee.cargo]],
    ['Admissão', formatDate(employee.admissao)],
    ['Desligamento', formatDate(rescisao.data)],
    ['Causa do afastamento', RESCISSION_KIND_LABELS[rescisao.tipo]],
  ];
  if (rescisao.aviso)
    facts.push([
      'Aviso prévio',
      `${NOTICE_KIND_LABELS[rescisao.aviso]}, ${counted(rescisao.aviso_dias, 'dia', 'dias')} (Lei 12.506/2011)`,
    ]);
  if (rescisao.projecao !== rescisao.data)
    facts.push(['Projeção do aviso prévio', formatDate(rescisao.projecao)]);
  return facts;
}

/**
 * The termo de rescisão (TRCT) the employee signs: the company, the contract, every verba
 * rescisória with its reference, the totals and the net, the FGTS with the fine, the payment's
 * deadline (CLT art. 477 §6º) and the signature lines.
 */
export async function trctPdf(
  company: Issuer,
  rescisao: RescissionDetail,
  employee: TrctEmployee,
  options: { compress?: boolean } = {},
) {
  const { doc, finish } = await createPdf({
    title: `TRCT ${rescisao.funcionario}`,
    compress: options.compress,
  });
  letterhead(doc, company, {
    title: 'TERMO DE RESCISÃO DO CONTRATO DE TRABALHO',
    subtitle: `${RESCISSION_KIND_LABELS[rescisao.tipo]} · desligamento em ${formatDate(rescisao.data)}`,
  });
  sectionTitle(doc, 'Contrato');
  pairs(doc, contractPairs(rescisao, employee));
  sectionTitle(doc, 'Discriminação das verbas rescisórias');
  lineTable(doc, rescisao.linhas, (_, index) => String(index + 1).padStart(2, '0'), {
    proventos: rescisao.total_proventos_cents,
    descontos: rescisao.total_descontos_cents,
    liquido: rescisao.liquido_cents,
  });
  sectionTitle(doc, 'FGTS e prazo');
  pairs(doc, [
    ['FGTS do mês da rescisão', formatBRL(rescisao.fgts_cents)],
    ['Saldo para fins rescisórios', formatBRL(rescisao.saldo_fgts_cents)],
    ['Multa rescisória do FGTS', formatBRL(rescisao.multa_fgts_cents)],
    ['Pagamento até (CLT art. 477 §6º)', formatDate(rescisao.vencimento)],
  ]);
  signature(
    doc,
    'Declaro ter recebido a importância líquida discriminada neste termo de rescisão.',
  );
  return finish();
}
