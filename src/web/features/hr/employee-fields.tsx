import { useFormContext } from 'react-hook-form';
import {
  EMPLOYEE_ROLE_LABELS,
  EMPLOYEE_ROLES,
  INSALUBRIDADE_GRADES,
  INSALUBRIDADE_LABELS,
  PERICULOSIDADE_PERCENT,
} from '../../../domain/hr/values.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { CheckField } from './check-field.tsx';
import { maskCpf, type EmployeeValues } from './employee-values.ts';

const Field = FormField<EmployeeValues>;
const Check = CheckField<EmployeeValues>;

const ROLE_OPTIONS = labelledOptions(EMPLOYEE_ROLES, EMPLOYEE_ROLE_LABELS);
// Blank is none (grade 0).
const GRADE_OPTIONS = INSALUBRIDADE_GRADES.filter((grade) => grade > 0).map((grade) => ({
  value: String(grade),
  label: INSALUBRIDADE_LABELS[grade],
}));
const DATE = { placeholder: 'dd/mm/aaaa', inputMode: 'numeric' } as const;
const MONEY = { placeholder: '0,00', inputMode: 'decimal' } as const;

/** Nome, CPF (masked as typed) and PIS. */
export function PersonalFields() {
  const form = useFormContext<EmployeeValues>();
  return (
    <FormSection title="Dados pessoais">
      <div className="sm:col-span-2">
        <Field name="nome" label="Nome completo" maxLength={120} autoComplete="off" />
      </div>
      <Field
        name="cpf"
        label="CPF"
        placeholder="000.000.000-00"
        inputMode="numeric"
        onChange={(event) => form.setValue('cpf', maskCpf(event.target.value))}
      />
      <Field name="pis" label="PIS/PASEP (opcional)" inputMode="numeric" maxLength={14} />
    </FormSection>
  );
}

/** Cargo, admissão, demissão, salário base and dependentes. */
export function ContractFields() {
  return (
    <FormSection title="Contrato">
      <Field as="select" name="cargo" label="Cargo" options={ROLE_OPTIONS} />
      <Field name="salario_base_cents" label="Salário base (R$)" {...MONEY} />
      <Field
        name="jornada_semanal"
        label="Jornada semanal (horas)"
        inputMode="numeric"
        hint="44 em tempo integral; menos em tempo parcial (CLT art. 58-A): o salário mínimo é proporcional às horas."
      />
      <Field name="admissao" label="Admissão" {...DATE} />
      <Field name="demissao" label="Demissão (opcional)" {...DATE} />
      <Field
        name="dependentes"
        label="Dependentes"
        inputMode="numeric"
        hint="Para o IRRF: cada dependente reduz a base de cálculo."
      />
    </FormSection>
  );
}

/** The premiums (which do not accumulate) and the employee's monthly share of each benefit. */
export function BenefitFields() {
  return (
    <FormSection title="Adicionais e benefícios">
      <p className="text-sm text-ink-700 sm:col-span-2">
        Insalubridade e periculosidade não se acumulam: marque apenas uma.
      </p>
      <Field
        as="select"
        name="insalubridade"
        label="Insalubridade"
        options={GRADE_OPTIONS}
        placeholder="Não"
        hint="Percentual sobre o salário mínimo."
      />
      <Check
        beside
        name="periculosidade"
        label={`Periculosidade (${PERICULOSIDADE_PERCENT}% do salário base)`}
      />
      <Field name="funcao_gratificada_cents" label="Função gratificada (R$/mês)" {...MONEY} />
      <Check
        beside
        name="vale_transporte"
        label="Recebe vale-transporte"
        hint="O desconto segue o limite da tabela da folha."
      />
      <p className="text-sm text-ink-700 sm:col-span-2">
        Benefícios: informe a parte do funcionário, descontada todo mês na folha.
      </p>
      <Field
        name="vale_alimentacao_cents"
        label="Vale-alimentação — desconto (R$/mês)"
        {...MONEY}
      />
      <Field name="vale_refeicao_cents" label="Vale-refeição — desconto (R$/mês)" {...MONEY} />
      <Field name="plano_saude_cents" label="Plano de saúde — desconto (R$/mês)" {...MONEY} />
      <Field
        name="plano_odontologico_cents"
        label="Plano odontológico — desconto (R$/mês)"
        {...MONEY}
      />
    </FormSection>
  );
}
