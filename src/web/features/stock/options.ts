import {
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_REASONS,
  FUEL_LABELS,
  FUELS,
  PACKAGE_TYPE_LABELS,
  PACKAGE_TYPES,
} from '../../../domain/stock/values.ts';
import { PRODUCT_CLASS_LABELS, PRODUCT_CLASSES } from '../../../domain/registers/values.ts';
import type { SelectOption } from '../../components/select-field.tsx';

/** A list's values as select options, each shown by its pt-BR label. */
const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value): SelectOption => ({ value, label: labels[value] }));

export const ADJUSTMENT_REASON_OPTIONS = labelled(ADJUSTMENT_REASONS, ADJUSTMENT_REASON_LABELS);
export const FUEL_OPTIONS = labelled(FUELS, FUEL_LABELS);
export const PACKAGE_TYPE_OPTIONS = labelled(PACKAGE_TYPES, PACKAGE_TYPE_LABELS);
export const PRODUCT_CLASS_OPTIONS = labelled(PRODUCT_CLASSES, PRODUCT_CLASS_LABELS);
