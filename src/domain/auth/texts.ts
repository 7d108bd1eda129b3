/** Spec part 1 §5 texts of the login, sign-up and reset forms. */
export const AUTH_TEXTS = {
  emailRequired: 'Email obrigatório',
  passwordRequired: 'Senha obrigatória',
  bothRequired: 'Email e senha são obrigatórios',
  companyNameRequired: 'Nome da empresa é obrigatório.',
  emailInvalid: 'Por favor, digite um email válido.',
} as const;
