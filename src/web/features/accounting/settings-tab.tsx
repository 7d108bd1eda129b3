import { AccountSettings } from './account-settings.tsx';
import { CategorySettings } from './category-settings.tsx';
import { PixSettings } from './pix-settings.tsx';
import { TaxSettings } from './tax-settings.tsx';

/**
 * 'Configurações': the categories titles are filed under (and their DRE line), the bank
 * accounts, the faturas' PIX key, the tax regime of the DRE.
 */
export function SettingsTab() {
  // One column on a phone as wide as the screen (minmax(0, 1fr)), not as wide as the widest
  // line of its cards: a long bank name or balance is cut or wrapped inside its card.
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <CategorySettings />
      <AccountSettings />
      <PixSettings />
      <TaxSettings />
    </div>
  );
}
