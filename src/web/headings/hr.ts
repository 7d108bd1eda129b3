import type { PageHeading } from './heading.ts';

export const hrHeading = {
  title: 'Recursos Humanos',
  intro: 'Funcionários, documentos com validade, folha de pagamento, 13º, férias e holerites.',
} as const satisfies PageHeading;
