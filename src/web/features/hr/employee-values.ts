import { formatCpf, onlyDigits } from '../../../domain/br/documents.ts';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import type { EmployeeDetail } from '../../../domain/hr/response-contracts.ts';

/** A new employee: no premiums, benefits or commission until typed. */
export const emptyEmployee = () => ({
  nome: '',
  cpf: '',
  pis: '',
  cargo: '',
  admissao: '',
  demissao: '',
  salario_base_cents: '',
  jornada_semanal: '44',
  dependentes: '0',
  insalubridade: '',
  periculosidade: false,
  funcao_gratificada_cents: '0,00',
  vale_transporte: false,
  vale_alimentacao_cents: '0,00',
  vale_refeicao_cents: '0,00',
  plano_saude_cents: '0,00',
  plano_odontologico_cents: '0,00',
  comissao_base: 'nenhuma',
  comissao_valor_cents: '0,00',
  banco: '',
  agencia: '',
  conta: '',
  pix_tipo: '',
  pix_chave: '',
  pilot_id: '',
  technician_id: '',
  user_id: '',
  observacoes: '',
});

/** What the employee form's fields hold: text as typed, two check boxes. */
export type EmployeeValues = ReturnType<typeof emptyEmployee>;

/** Centavos written back as reais, as the contract reads them: 350000 → '3.500,00'. */
const money = (cents: number) => formatDecimal(cents / 100);

/** An employee's fields as the form shows them to be changed. */
export const employeeValues = (e: EmployeeDetail): EmployeeValues => ({
  nome: e.nome,
  cpf: formatCpf(e.cpf),
  pis: e.pis ?? '',
  cargo: e.cargo,
  admissao: formatDate(e.admissao),
  demissao: e.demissao ? formatDate(e.demissao) : '',
  salario_base_cents: money(e.salario_base_cents),
  jornada_semanal: String(e.jornada_semanal),
  dependentes: String(e.dependentes),
  insalubridade: e.insalubridade ? String(e.insalubridade) : '',
  periculosidade: e.periculosidade,
  funcao_gratificada_cents: money(e.funcao_gratificada_cents),
  vale_transporte: e.vale_transporte,
  vale_alimentacao_cents: money(e.vale_alimentacao_cents),
  vale_refeicao_cents: money(e.vale_refeicao_cents),
  plano_saude_cents: money(e.plano_saude_cents),
  plano_odontologico_cents: money(e.plano_odontologico_cents),
  comissao_base: e.comissao_base,
  comissao_valor_cents: money(e.comissao_valor_cents),
  banco: e.banco ?? '',
  agencia: e.agencia ?? '',
  conta: e.conta ?? '',
  pix_tipo: e.pix_tipo ?? '',
  pix_chave: e.pix_chave ?? '',
  pilot_id: e.pilot_id ?? '',
  technician_id: e.technician_id ?? '',
  user_id: e.user_id ?? '',
  observacoes: e.observacoes ?? '',
});

/** A CPF masked as it is typed: '52998' → '529.98', '52998224725' → '529.982.247-25'. */
export function maskCpf(text: string): string {
  const digits = onlyDigits(text).slice(0, 11);
  const [a, b, c, d] = [
    digits.slice(0, 3),
    digits.slice(3, 6),
    digits.slice(6, 9),
    digits.slice(9),
  ];
  return `${a}${b && `.${b}`}${c && `.${c}`}${d && `-${d}`}`;
}
