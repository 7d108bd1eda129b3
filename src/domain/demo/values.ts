/** Spec part 2 §9 'Demo account': the demonstration company, premium for one year. */
export const DEMO_COMPANY = {
  company_name: 'Aero Demonstração Aviação Agrícola Ltda',
  contact_email: 'demo@agrovoo.com.br',
  premiumMonths: 12,
} as const;
