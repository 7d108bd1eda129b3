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
  hr: '/recursos-humanos',
  affiliates: '/afiliados',
  admin: '/admin',
  devOutbox: '/dev/caixa-de-saida',
} as const;
