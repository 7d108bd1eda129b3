import type { RegisterKind } from '../domain/registers/values.ts';

/** Every route path of the web app, once. */
export const paths = {
  home: '/',
  login: '/auth',
  loginAlias: '/entrar',
  resetPassword: '/reset-password',
  terms: '/termos-servico',
  privacy: '/politica-privacidade',
  dashboard: '/dashboard',
  profile: '/perfil',
  /** Perfil's subscription section (plan, seats, invoices). */
  subscription: '/perfil#assinatura',
  /** The test checkout and portal, when no payment provider is configured. */
  testCheckout: '/assinatura/teste',
  accounting: '/contabilidade',
  agenda: '/agenda',
  proposals: '/propostas',
  operation: '/operacao',
  /** The list of operations (the spec names only the form; the issue asks for a list). */
  operations: '/operacoes',
  reports: '/relatorios',
  registers: '/cadastros',
  stock: '/estoque',
  /** The work taken to the field: 'Levar para o campo' and the changes recorded offline (issue 41). */
  field: '/campo',
  /** The fleet: each aircraft's logbook and maintenance due (issue 40). */
  fleet: '/frota',
  hr: '/recursos-humanos',
  affiliates: '/afiliados',
  admin: '/admin',
  /** Where a signed-in user of no company learns how to join or create one. */
  noCompany: '/sem-empresa',
  devOutbox: '/dev/caixa-de-saida',
  /** Fails once per tab, then renders: checks the error screen in a real browser. */
  devErrorProbe: '/dev/erro',
} as const;

/** The company's pages, under the header with the command palette (and their sub-pages). */
const COMPANY_PAGES: string[] = [
  paths.dashboard,
  paths.agenda,
  paths.operation,
  paths.operations,
  paths.field,
  paths.reports,
  paths.proposals,
  paths.registers,
  paths.stock,
  paths.fleet,
  paths.accounting,
  paths.hr,
  paths.affiliates,
  paths.profile,
  paths.testCheckout,
];

/** Whether an address is one of the company's pages. */
export const isCompanyPage = (pathname: string) =>
  COMPANY_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/** The tab of each register in the address of /cadastros (`?aba=aeronaves`), so a link opens it. */
export const REGISTER_TABS: Record<RegisterKind, string> = {
  clients: 'clientes',
  properties: 'propriedades',
  aircraft: 'aeronaves',
  pilots: 'pilotos',
  technicians: 'tecnicos',
  products: 'produtos',
  crops: 'culturas',
  services: 'servicos',
};

/** /cadastros opened on one register's tab. */
export const registerPath = (kind: RegisterKind) => `${paths.registers}?aba=${REGISTER_TABS[kind]}`;
