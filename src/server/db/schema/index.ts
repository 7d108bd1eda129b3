export * from './auth.ts';
export * from './companies.ts';
export * from './billing.ts';
export * from './affiliates.ts';
export * from './audit.ts';
export * from './monitoring.ts';
export * from './payroll.ts';
export * from './access.ts';
