import { z } from 'zod';
import { f } from '../agreement.ts';
import { fieldIssue, optionalChoice, requiredDate } from '../registers/fields.ts';
import { calendarDate, centsValue } from '../wire.ts';
import { payrollLine } from './payroll-records.ts';
import { KINDS_WITH_NOTICE, NOTICE_KINDS, RESCISSION_KINDS } from './rescission.ts';

// What the rescisão's routes take and answer (`/api/hr/funcionarios/:id/rescisao`).

/** A rescisão asked for: how the contract ends, its last day and, where there is one, the aviso. */
export const rescissionInput = z
  .strictObject({
    tipo: z.enum(RESCISSION_KINDS, 'Selecione o tipo de rescisão.'),
    data: requiredDate(f('Data de desligamento')),
    aviso: optionalChoice(NOTICE_KINDS, 'Selecione como foi o aviso prévio.')
      .optional()
      .default(null),
  })
  .superRefine((input, ctx) => {
    const needs = KINDS_WITH_NOTICE.includes(input.tipo);
    if (needs && !input.aviso) fieldIssue(ctx, 'aviso', 'Selecione como foi o aviso prévio.');
    if (!needs && input.aviso)
      fieldIssue(ctx, 'aviso', 'Este tipo de rescisão não tem aviso prévio.');
  });
export type RescissionRequest = z.input<typeof rescissionInput>;

/** A payable the rescisão writes (or would write) in accounting. */
const payable = z.strictObject({
  descricao: z.string(),
  contraparte: z.string(),
  total_cents: centsValue,
  vencimento: calendarDate,
});

/** The rescisão's figures: the TRCT's lines and totals, the FGTS and what it owes when. */
export const rescissionFigures = z.strictObject({
  tipo: z.enum(RESCISSION_KINDS),
  aviso: z.enum(NOTICE_KINDS).nullable(),
  data: calendarDate,
  /** The contract's end with the aviso indenizado's projection (OJ 82 SDI-1 TST). */
  projecao: calendarDate,
  aviso_dias: z.number().int(),
  linhas: z.array(payrollLine),
  total_proventos_cents: centsValue,
  total_descontos_cents: centsValue,
  liquido_cents: centsValue,
  inss_cents: centsValue,
  irrf_cents: centsValue,
  fgts_cents: centsValue,
  saldo_fgts_cents: centsValue,
  multa_fgts_cents: centsValue,
  /** The day the net is due (CLT art. 477 §6º). */
  vencimento: calendarDate,
  contas_a_pagar: z.array(payable),
});
export type RescissionFigures = z.infer<typeof rescissionFigures>;

/** A rescisão recorded: its figures, the employee and when. */
export const rescissionDetail = rescissionFigures.extend({
  id: z.uuid(),
  employee_id: z.uuid(),
  funcionario: z.string(),
});
export type RescissionDetail = z.infer<typeof rescissionDetail>;
