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
  accounting: '/contabilidade',
  devOutbox: '/dev/caixa-de-saida',
} as const;
