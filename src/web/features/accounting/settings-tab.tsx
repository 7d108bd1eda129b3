import { AccountSettings } from './account-settings.tsx';
import { CategorySettings } from './category-settings.tsx';

/** 'Configurações': the categories titles are filed under, and the bank accounts. */
export function SettingsTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <CategorySettings />
      <AccountSettings />
    </div>
  );
}
