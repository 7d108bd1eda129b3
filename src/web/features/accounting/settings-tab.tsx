import { AccountSettings } from './account-settings.tsx';
import { CategorySettings } from './category-settings.tsx';
import { PixSettings } from './pix-settings.tsx';

/** 'Configurações': the categories titles are filed under, the bank accounts, the faturas' PIX key. */
export function SettingsTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <CategorySettings />
      <AccountSettings />
      <PixSettings />
    </div>
  );
}
