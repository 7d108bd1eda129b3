import { useSearchParams } from 'react-router';
import { REGISTER_KINDS, REGISTER_LABELS } from '../../../domain/registers/values.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { registersHeading } from '../../headings/registers.ts';
import { Tabs } from '../../components/tabs.tsx';
import { officeActs, useMe } from '../../lib/session.ts';
import { REGISTER_TABS } from '../../paths.ts';
import { RegisterTab } from './register-tab.tsx';

const TABS = REGISTER_KINDS.map((k) => ({ key: k, label: REGISTER_LABELS[k].plural }));

/** `/cadastros`: a tab for each kind of register, the open one kept in the address. */
export function RegistersPage() {
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  const membership = me.data?.membership;
  const canChange = officeActs(membership);
  const kind = REGISTER_KINDS.find((k) => REGISTER_TABS[k] === search.get('aba')) ?? 'clients';
  return (
    <>
      <PageHeader {...registersHeading} />
      <Tabs
        label="Cadastros"
        tabs={TABS}
        current={kind}
        onSelect={(k) => setSearch({ aba: REGISTER_TABS[k] }, { replace: true })}
      >
        <RegisterTab key={kind} kind={kind} canChange={canChange} />
      </Tabs>
    </>
  );
}
