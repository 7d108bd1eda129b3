import { useQuery } from '@tanstack/react-query';
import {
  INSTALLMENT_STATUS_LABELS,
  INSTALLMENT_STATUSES,
  type InstallmentStatus,
} from '../../../domain/accounting/values.ts';
import { PeriodFields } from '../../components/period-fields.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { RegisterSelect } from '../../components/register-select.tsx';
import { labelledOptions, SelectField } from '../../components/select-field.tsx';
import { categoriesQuery, type TitleFilters } from './api.ts';
import { categoryKind } from './categories.ts';

const STATUS_OPTIONS = labelledOptions(INSTALLMENT_STATUSES, INSTALLMENT_STATUS_LABELS);

/** The list's filters: situação, vencimento de/até, categoria, cliente (receber) and busca. */
export function TitleFiltersBar(props: {
  filters: TitleFilters;
  onChange: (patch: Partial<TitleFilters>) => void;
}) {
  const { filters, onChange } = props;
  const categories = useQuery(categoriesQuery);
  const kind = categoryKind(filters.lado);
  const categoryOptions = (categories.data ?? [])
    .filter((c) => c.tipo === kind)
    .map((c) => ({ value: c.id, label: c.nome }));
  return (
    <div className="grid grid-cols-2 gap-3 lg:flex lg:flex-wrap lg:items-end">
      <SelectField
        label="Situação"
        placeholder="Todas"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as InstallmentStatus | '' })}
      />
      <SelectField
        label="Categoria"
        placeholder="Todas"
        options={categoryOptions}
        value={filters.category_id}
        onChange={(e) => onChange({ category_id: e.target.value })}
      />
      {filters.lado === 'receber' && (
        <RegisterSelect
          kind="clients"
          label="Cliente"
          placeholder="Todos"
          value={filters.client_id}
          onChange={(e) => onChange({ client_id: e.target.value })}
        />
      )}
      <div className="col-span-2 lg:col-span-1">
        <PeriodFields
          label="Vencimento"
          value={{ de: filters.de, ate: filters.ate }}
          onChange={(period) => onChange(period)}
        />
      </div>
      <SearchField
        label="Buscar por descrição, documento ou contraparte"
        value={filters.busca}
        onChange={(busca) => onChange({ busca })}
        placeholder="Buscar..."
        className="col-span-2 lg:ml-auto lg:w-72"
      />
    </div>
  );
}
