import { pgEnum } from 'drizzle-orm/pg-core';
import {
  CATEGORY_KINDS,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  STATEMENT_FORMATS,
  STATEMENT_LINE_STATUSES,
  TITLE_ORIGINS,
  TITLE_SIDES,
} from '../../../domain/accounting/values.ts';
import {
  AFFILIATE_INVITE_STATUSES,
  AFFILIATE_STATUSES,
  BANK_ACCOUNT_TYPES,
  COMMISSION_STATUSES,
  PAYOUT_STATUSES,
  REFERRAL_STATUSES,
} from '../../../domain/affiliates/values.ts';
import { DRE_CATEGORY_LINES } from '../../../domain/accounting/dre-lines.ts';
import { TAX_REGIMES } from '../../../domain/accounting/tax-regime.ts';
import { PIX_TYPES } from '../../../domain/br/pix.ts';
import { NFSE_ENVIRONMENTS } from '../../../domain/companies/fiscal-values.ts';
import {
  COMPANY_INVITE_STATUSES,
  COMPANY_ROLES,
  COMPANY_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '../../../domain/companies/values.ts';
import {
  ABSENCE_RULES,
  COMMISSION_BASES,
  DOCUMENT_KINDS,
  EMPLOYEE_ROLES,
  PAYROLL_RUN_KINDS,
  PAYROLL_RUN_STATUSES,
} from '../../../domain/hr/values.ts';
import { NOTICE_KINDS, RESCISSION_KINDS } from '../../../domain/hr/rescission.ts';
import { CLIENT_ERROR_TYPES, WEB_VITAL_NAMES } from '../../../domain/monitoring/values.ts';
import {
  ATTACHMENT_KINDS,
  OPERATION_STATUSES,
  VOLUME_UNITS,
  WIND_DIRECTIONS,
} from '../../../domain/operations/values.ts';
import { DISCOUNT_KINDS, PROPOSAL_STATUSES } from '../../../domain/proposals/values.ts';
import { REPORT_RULE_SETS } from '../../../domain/operations/rule-set.ts';
import {
  AIRCRAFT_KINDS,
  PRODUCT_CLASSES,
  PRODUCT_UNITS,
  SERVICE_PRICE_UNITS,
  TECHNICIAN_KINDS,
  TOXICOLOGICAL_CLASSES,
  UFS,
} from '../../../domain/registers/values.ts';
import { ALERT_STATUSES, SEVERITIES } from '../../../domain/security/values.ts';
import {
  ADJUSTMENT_REASONS,
  FUELS,
  PACKAGE_TYPES,
  SHORTFALL_REASONS,
  SHORTFALL_RESOLUTIONS,
  STOCK_MOVEMENT_KINDS,
} from '../../../domain/stock/values.ts';
import { CHARGE_STATUSES, TRIAL_EMAIL_TYPES } from '../../../domain/subscription/values.ts';

// The database's enum types, each with the values the domain defines: one list of values for
// the database, the API and the forms.

// Companies and their members.
export const companyRole = pgEnum('company_role', COMPANY_ROLES);
export const companyStatus = pgEnum('company_status', COMPANY_STATUSES);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const companyInviteStatus = pgEnum('company_invite_status', COMPANY_INVITE_STATUSES);
export const nfseEnvironment = pgEnum('nfse_environment', NFSE_ENVIRONMENTS);

// Billing.
export const chargeStatus = pgEnum('charge_status', CHARGE_STATUSES);
export const trialEmailType = pgEnum('trial_email_type', TRIAL_EMAIL_TYPES);

// Affiliates.
export const affiliateInviteStatus = pgEnum('affiliate_invite_status', AFFILIATE_INVITE_STATUSES);
export const affiliateStatus = pgEnum('affiliate_status', AFFILIATE_STATUSES);
export const pixType = pgEnum('pix_type', PIX_TYPES);
export const bankAccountType = pgEnum('bank_account_type', BANK_ACCOUNT_TYPES);
export const commissionStatus = pgEnum('commission_status', COMMISSION_STATUSES);
export const referralStatus = pgEnum('referral_status', REFERRAL_STATUSES);
export const payoutStatus = pgEnum('payout_status', PAYOUT_STATUSES);

// Audit and browser reports.
export const severity = pgEnum('severity', SEVERITIES);
export const alertStatus = pgEnum('alert_status', ALERT_STATUSES);
export const clientErrorType = pgEnum('client_error_type', CLIENT_ERROR_TYPES);
export const webVitalName = pgEnum('web_vital_name', WEB_VITAL_NAMES);

// Registers.
export const uf = pgEnum('uf', UFS);
export const technicianKind = pgEnum('technician_kind', TECHNICIAN_KINDS);
export const aircraftKind = pgEnum('aircraft_kind', AIRCRAFT_KINDS);
export const productClass = pgEnum('product_class', PRODUCT_CLASSES);
export const toxicologicalClass = pgEnum('toxicological_class', TOXICOLOGICAL_CLASSES);
export const productUnit = pgEnum('product_unit', PRODUCT_UNITS);
export const servicePriceUnit = pgEnum('service_price_unit', SERVICE_PRICE_UNITS);

// Proposals, operations and stock.
export const proposalStatus = pgEnum('proposal_status', PROPOSAL_STATUSES);
export const discountKind = pgEnum('discount_kind', DISCOUNT_KINDS);
export const operationStatus = pgEnum('operation_status', OPERATION_STATUSES);
export const reportRuleSet = pgEnum('report_rule_set', REPORT_RULE_SETS);
export const volumeUnit = pgEnum('volume_unit', VOLUME_UNITS);
export const windDirection = pgEnum('wind_direction', WIND_DIRECTIONS);
export const attachmentKind = pgEnum('attachment_kind', ATTACHMENT_KINDS);
export const stockMovementKind = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);
export const fuel = pgEnum('fuel', FUELS);
export const adjustmentReason = pgEnum('adjustment_reason', ADJUSTMENT_REASONS);
export const packageType = pgEnum('package_type', PACKAGE_TYPES);
export const shortfallResolution = pgEnum('shortfall_resolution', SHORTFALL_RESOLUTIONS);
export const shortfallReason = pgEnum('shortfall_reason', SHORTFALL_REASONS);

// Accounting.
export const titleSide = pgEnum('title_side', TITLE_SIDES);
export const titleOrigin = pgEnum('title_origin', TITLE_ORIGINS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentTerms = pgEnum('payment_terms', PAYMENT_TERMS);
export const categoryKind = pgEnum('category_kind', CATEGORY_KINDS);
export const dreCategoryLine = pgEnum('dre_category_line', DRE_CATEGORY_LINES);
export const taxRegime = pgEnum('tax_regime', TAX_REGIMES);
export const statementFormat = pgEnum('statement_format', STATEMENT_FORMATS);
export const statementLineStatus = pgEnum('statement_line_status', STATEMENT_LINE_STATUSES);

// Recursos Humanos.
export const employeeRole = pgEnum('employee_role', EMPLOYEE_ROLES);
export const commissionBase = pgEnum('commission_base', COMMISSION_BASES);
export const documentKind = pgEnum('document_kind', DOCUMENT_KINDS);
export const payrollRunKind = pgEnum('payroll_run_kind', PAYROLL_RUN_KINDS);
export const payrollRunStatus = pgEnum('payroll_run_status', PAYROLL_RUN_STATUSES);
export const absenceRule = pgEnum('absence_rule', ABSENCE_RULES);
export const rescissionKind = pgEnum('rescission_kind', RESCISSION_KINDS);
export const noticeKind = pgEnum('notice_kind', NOTICE_KINDS);
