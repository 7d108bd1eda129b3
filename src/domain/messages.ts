/**
 * Every error the API can answer: its HTTP status and the pt-BR text people see.
 * Later areas add their codes here; the `satisfies` makes a code without text a type error.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'Dados inválidos. Verifique os campos destacados.' },
  INVALID_JSON: { status: 400, message: 'O corpo da requisição não é um JSON válido.' },
  /** U+0000 (a NUL byte) in a text, which the database cannot store: said next to the field. */
  INVALID_CHARACTERS: { status: 400, message: 'O texto enviado contém caracteres inválidos.' },
  /** A multipart upload cut short or malformed (no boundary, an unfinished part). */
  MULTIPART_INVALID: {
    status: 400,
    message: 'O formulário enviado chegou incompleto ou malformado. Envie o arquivo novamente.',
  },
  CAPTCHA_INVALID: {
    status: 400,
    message: 'Por favor, digite o código de verificação corretamente.',
  },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'Senha atual incorreta.' },
  RESET_LINK_INVALID: {
    status: 400,
    message: 'Link de redefinição inválido ou expirado. Peça um novo.',
  },
  /** A title with its description: the description travels as the password field's message. */
  WRONG_PASSWORD: {
    status: 401,
    message: 'Senha incorreta',
    description: 'Você já tem uma conta com este email. Digite sua senha atual.',
  },
  UNAUTHENTICATED: { status: 401, message: 'Usuário não autenticado' },
  /** The affiliate program's flows without a session (spec part 1 §5, part 2 §5 and §8). */
  AFFILIATE_UNAUTHENTICATED: { status: 401, message: 'Não autenticado' },
  INVALID_CREDENTIALS: { status: 401, message: 'E-mail ou senha incorretos.' },
  SUBSCRIPTION_REQUIRED: {
    status: 402,
    message: 'A empresa não tem assinatura ativa. Assine para continuar usando o sistema.',
  },
  ALREADY_SUBSCRIBED: {
    status: 409,
    message: 'A empresa já tem uma assinatura ativa. Use "Gerenciar assinatura" para alterá-la.',
  },
  NO_SUBSCRIPTION: {
    status: 409,
    message: 'A empresa ainda não tem assinatura. Use "Assinar Agora" para assinar.',
  },
  BILLING_UNAVAILABLE: {
    status: 503,
    message: 'O pagamento on-line está indisponível no momento. Tente novamente em alguns minutos.',
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'Assinatura do webhook inválida.' },
  MEMBER_LOCKED: {
    status: 403,
    message: 'O proprietário e o seu próprio acesso não podem ser desativados.',
  },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para acessar esta área do sistema.' },
  OWNER_ONLY: { status: 403, message: 'Apenas proprietários podem atualizar dados da empresa' },
  NO_COMPANY: { status: 403, message: 'Usuário não pertence a uma empresa' },
  INVITE_EMAIL_MISMATCH: { status: 403, message: 'Este convite foi enviado para outro e-mail.' },
  INVITE_INVALID: { status: 404, message: 'Convite inválido ou expirado' },
  INVITE_DUPLICATE: { status: 409, message: 'Já existe um convite pendente para este e-mail.' },
  ALREADY_MEMBER: { status: 409, message: 'Este e-mail já pertence a um membro da empresa.' },
  ALREADY_IN_COMPANY: { status: 409, message: 'Você já pertence a uma empresa' },
  MEMBER_IN_OTHER_COMPANY: {
    status: 409,
    message: 'Este usuário já pertence a outra empresa e não pode ser reativado aqui.',
  },
  CNPJ_TAKEN: { status: 409, message: 'Este CNPJ já está cadastrado no sistema' },
  EMAIL_TAKEN: { status: 409, message: 'Este e-mail já está cadastrado. Entre com sua senha.' },
  REGISTER_DUPLICATE: { status: 409, message: 'Já existe um cadastro com estes dados.' },
  REGISTER_IN_USE: {
    status: 409,
    message:
      'Este cadastro é usado em operações ou em outros cadastros: arquive-o em vez de excluir.',
  },
  OPERATION_INCOMPLETE: {
    status: 400,
    message: 'Faltam dados do relatório operacional para concluir a operação.',
  },
  WEATHER_CONFIRMATION_REQUIRED: {
    status: 409,
    message: 'Condições meteorológicas fora da janela recomendada: confirme para concluir.',
  },
  DISTANCE_JUSTIFICATION_REQUIRED: {
    status: 400,
    message:
      'A área tratada está abaixo das distâncias mínimas (IN MAPA nº 2/2008, Art. 10): justifique para concluir.',
  },
  OPERATION_CLOSED: {
    status: 409,
    message: 'Operação concluída ou cancelada: reabra-a para alterar.',
  },
  OPERATION_ACTION_INVALID: {
    status: 409,
    message: 'Esta ação não se aplica ao status atual da operação.',
  },
  /** A field change sent on a version the office has changed since (issue 41, decision 039). */
  OPERATION_CONFLICT: {
    status: 409,
    message:
      'A operação foi alterada no escritório depois que você a levou para o campo: sua alteração ficou guardada como proposta, para escolher entre as duas versões.',
  },
  CHANGE_PROPOSAL_DECIDED: {
    status: 409,
    message: 'Esta proposta já foi aplicada ou descartada.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message:
      'Chave de idempotência inválida: use de 8 a 100 letras, números, hífens ou sublinhados.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'Esta chave de idempotência já foi usada em outra alteração.',
  },
  PROPOSAL_CLOSED: {
    status: 409,
    message: 'Proposta aprovada ou recusada não pode ser alterada: duplique-a para fazer outra.',
  },
  PROPOSAL_ACTION_INVALID: {
    status: 409,
    message: 'Esta ação não se aplica ao status atual da proposta.',
  },
  STOCK_ENTRY_DUPLICATE: {
    status: 409,
    message: 'Esta nota fiscal deste fornecedor já foi lançada no estoque.',
  },
  NFE_INVALID: {
    status: 400,
    message: 'Não foi possível ler o XML da NF-e.',
  },
  NFE_MISMATCH: {
    status: 409,
    message: 'A entrada não confere com o XML da NF-e importada. Importe o XML de novo.',
  },
  NFE_FOREIGN_DEST: {
    status: 409,
    message:
      'Esta nota fiscal não é destinada ao CNPJ da sua empresa. Confirme para lançá-la mesmo assim.',
  },
  STOCK_SHORT: {
    status: 409,
    message: 'Saldo insuficiente em estoque.',
  },
  STOCK_SHORTFALL_RESOLVED: {
    status: 409,
    message: 'Este consumo sem saldo já foi resolvido.',
  },
  CONTAINERS_NOT_OWED: {
    status: 409,
    message: 'A devolução passa do número de embalagens pendentes.',
  },
  TITLE_CANCELLED: { status: 409, message: 'Esta conta foi cancelada.' },
  TITLE_HAS_PAYMENTS: { status: 409, message: 'Estorne os pagamentos antes de cancelar.' },
  /** Fatura and recibo (issue 37 item 6) are documents of what a client owes. */
  INVOICE_NOT_RECEIVABLE: {
    status: 409,
    message: 'Fatura e recibo são emitidos apenas para contas a receber.',
  },
  RECEIPT_NOTHING_PAID: {
    status: 409,
    message: 'Esta conta ainda não tem pagamento registrado: o recibo é emitido após o pagamento.',
  },
  CATEGORY_USED_BY_SYSTEM: {
    status: 409,
    message: 'O sistema lança contas nesta categoria: ela pode ser renomeada, mas não arquivada.',
  },
  STATEMENT_UNREADABLE: {
    status: 400,
    message: 'Arquivo de extrato não reconhecido: envie um OFX ou CSV do seu banco.',
  },
  STATEMENT_LINE_RECONCILED: { status: 409, message: 'Esta linha do extrato já foi conciliada.' },
  /** An OFX of another bank account than the one chosen: the text names both (statement-account.ts). */
  STATEMENT_OTHER_ACCOUNT: {
    status: 409,
    message: 'O extrato é de outra conta bancária: confirme para importar assim mesmo.',
  },
  /** Lines of the file already stored in another of the company's accounts: the text names it. */
  STATEMENT_IN_OTHER_ACCOUNT: {
    status: 409,
    message: 'Lançamentos deste extrato já estão em outra conta da empresa.',
  },
  STATEMENT_IMPORT_RECONCILED: {
    status: 409,
    message: 'Esta importação tem linhas conciliadas: estorne as conciliações antes de desfazê-la.',
  },
  EMPLOYEE_CPF_TAKEN: { status: 409, message: 'Já existe um funcionário com este CPF.' },
  EMPLOYEE_LINK_TAKEN: {
    status: 409,
    message: 'Este cadastro já está vinculado a outro funcionário.',
  },
  PAYROLL_RUN_EXISTS: { status: 409, message: 'Esta folha já foi criada para o mês.' },
  PAYROLL_RUN_CLOSED: {
    status: 409,
    message: 'Esta folha está fechada: reabra-a para alterar.',
  },
  PAYROLL_RUN_OPEN: { status: 409, message: 'Esta folha ainda não foi fechada.' },
  PAYROLL_NO_EMPLOYEES: {
    status: 409,
    message: 'Nenhum funcionário ativo na competência: cadastre funcionários antes da folha.',
  },
  PAYROLL_TITLES_PAID: {
    status: 409,
    message: 'Há pagamentos nas contas desta folha: estorne-os na Contabilidade antes de reabrir.',
  },
  PAYROLL_NEGATIVE_NET: {
    status: 400,
    message: 'Os descontos superam os proventos deste funcionário: revise os lançamentos.',
  },
  /** Férias over days a closed monthly run paid (decision 032); the text names the month. */
  PAYROLL_VACATION_MONTH_CLOSED: {
    status: 409,
    message:
      'A folha mensal destes dias já está fechada: reabra-a antes de alterar as férias do funcionário.',
  },
  PAYROLL_SETTINGS_IN_USE: {
    status: 409,
    message: 'Estas tabelas já foram usadas em uma folha fechada: crie uma nova versão.',
  },
  /** An address the router refuses: a malformed escape, a path segment beyond 100 characters. */
  INVALID_URL: { status: 400, message: 'Endereço da requisição inválido.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Rota não encontrada.' },
  NOT_FOUND: { status: 404, message: 'Registro não encontrado.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Método não permitido.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Conteúdo grande demais.' },
  /** A file the company's storage quota has no room for (issue 35); said on the file's field. */
  STORAGE_QUOTA_EXCEEDED: {
    status: 413,
    message: 'A cota de armazenamento da empresa não comporta este arquivo.',
  },
  /** Uploads beyond the company's hourly rate (UPLOAD_LIMIT_PER_HOUR, issue 35). */
  TOO_MANY_UPLOADS: {
    status: 429,
    message:
      'Muitos arquivos enviados pela empresa nesta hora. Aguarde um pouco e tente novamente.',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo de conteúdo não suportado.' },
  /** Said with the seconds to wait (tooManyLoginAttemptsMessage); this text is the fallback. */
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    message: 'Muitas tentativas de login. Aguarde alguns segundos e tente novamente.',
  },
  TOO_MANY_SIGN_UPS: {
    status: 429,
    message: 'Muitos cadastros feitos a partir deste endereço. Tente novamente mais tarde.',
  },
  TOO_MANY_SIGN_UPS_FOR_EMAIL: {
    status: 429,
    message: 'Muitas tentativas de cadastro com este e-mail. Tente novamente mais tarde.',
  },
  /** The platform's sign-ups beyond SIGN_UP_LIMIT_GLOBAL in the hour (decision 017). */
  SIGN_UPS_PAUSED: {
    status: 429,
    message: 'Os cadastros estão temporariamente suspensos. Tente novamente em uma hora.',
  },
  /** The sign-up's company name beyond its maximum. Said next to the field. */
  COMPANY_NAME_TOO_LONG: {
    status: 400,
    message: 'Nome da empresa deve ter no máximo 120 caracteres.',
  },
  RATE_LIMITED: {
    status: 429,
    message: 'Muitas requisições. Aguarde um momento e tente novamente.',
  },
  INTERNAL_ERROR: {
    status: 500,
    message: 'Erro interno do servidor. Tente novamente em instantes.',
  },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Banco de dados indisponível no momento.' },
  CERTIFICATES_OFF: {
    status: 503,
    message:
      'Este servidor não está configurado para guardar certificados digitais (CERTIFICATE_KEY). Fale com o suporte.',
  },
  // Issue 44 item 3: the NFS-e of a receivable. The API's own refusals carry its code and text.
  NFSE_NOT_READY: {
    status: 409,
    message: 'Complete as configurações fiscais da empresa antes de emitir a NFS-e.',
  },
  NFSE_NO_CERTIFICATE: {
    status: 409,
    message:
      'Envie o certificado digital A1 da empresa (Perfil → Dados fiscais) antes de emitir a NFS-e.',
  },
  NFSE_CERTIFICATE_EXPIRED: {
    status: 409,
    message: 'O certificado digital A1 da empresa venceu: envie um certificado válido.',
  },
  NFSE_ALREADY_ISSUED: { status: 409, message: 'Esta conta já tem uma NFS-e emitida.' },
  NFSE_NOT_ISSUED: { status: 409, message: 'Esta conta não tem uma NFS-e emitida.' },
  NFSE_BUSY: {
    status: 409,
    message: 'A NFS-e desta conta está sendo enviada agora. Aguarde um instante.',
  },
  NFSE_REFUSED: { status: 422, message: 'A API nacional da NFS-e recusou o documento.' },
  NFSE_UNREACHABLE: {
    status: 503,
    message:
      'A API nacional da NFS-e não respondeu. Tente de novo: a DPS é consultada antes de ser reenviada, sem emitir duas notas.',
  },
  WEB_APP_NOT_BUILT: {
    status: 404,
    message: 'Aplicação web não compilada: execute npm run build.',
  },
  // Affiliates, the affiliate's own side (spec part 1 §5, part 2 §8).
  AFFILIATE_NOT_FOUND: { status: 404, message: 'Perfil de afiliado não encontrado.' },
  AFFILIATE_EXISTS: { status: 400, message: 'Você já é um afiliado' },
  AFFILIATE_INVITE_EXPIRED: { status: 410, message: 'Este convite expirou' },
  AFFILIATE_USER_NOT_FOUND: { status: 404, message: 'Usuário não encontrado' },
  // Affiliates, the admin's payouts (spec part 2 §4 'Payout').
  AFFILIATE_PAYOUT_CLOSED: {
    status: 409,
    message: 'Este pagamento já foi pago ou cancelado e não pode mais ser processado.',
  },
  AFFILIATE_PAYOUT_ACTION_INVALID: {
    status: 409,
    message: 'Este pagamento já está em processamento.',
  },
  AFFILIATE_INVITE_NOT_PENDING: {
    status: 409,
    message: 'Este convite já foi aceito ou expirou e não pode ser cancelado.',
  },
  // Issue 40 items 3-4: the logbook (diário de bordo) and maintenance due.
  LOGBOOK_DAY_CLOSED: {
    status: 409,
    message:
      'Este dia do diário de bordo já foi fechado e assinado: registre uma correção em um novo lançamento.',
  },
  LOGBOOK_DAY_NOT_CLOSABLE: {
    status: 409,
    message: 'Este dia do diário de bordo não pode ser fechado.',
  },
  AIRCRAFT_MAINTENANCE_DUE: {
    status: 409,
    message:
      'A aeronave tem manutenção vencida: registre a liberação com o motivo em Frota para agendá-la.',
  },
  // A state-changing request from a page of another site (http/origin.ts).
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Origem da requisição não permitida.' },
} as const satisfies Record<string, { status: number; message: string; description?: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** TOO_MANY_LOGIN_ATTEMPTS saying how long to wait before the next try. */
export function tooManyLoginAttemptsMessage(seconds: number): string {
  const wait = seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  return `Muitas tentativas de login. Aguarde ${wait} e tente novamente.`;
}

/** The one error shape of the API. `fields` maps a field path to its pt-BR message. */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
};
