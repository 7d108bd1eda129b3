import { APP_NAME } from '../../domain/constants.ts';
import type { TRIAL_EMAIL_TYPES } from '../../domain/subscription/values.ts';
import type { DigestSection } from '../../domain/dashboard/expiry-digest.ts';
import type { MailMessage } from './mailer.ts';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The most of a user's text (a company name) that a subject carries, in characters. */
export const SUBJECT_TEXT_MAX = 60;

/**
 * A user's text made fit for a subject line: control characters and line breaks become spaces
 * (a name never adds a header or a line), spaces are collapsed, and a long text is cut with '…'.
 * Every subject that carries user text builds it through this.
 */
export function subjectText(value: string): string {
  const clean = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  return chars.length <= SUBJECT_TEXT_MAX
    ? clean
    : `${chars
        .slice(0, SUBJECT_TEXT_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** The branded card of every e-mail: `heading` in bold on top, then `body` (HTML). */
const frame = (heading: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#eef7fb;font-family:Arial,sans-serif;color:#14212b">
<div style="max-width:520px;margin:24px auto;background:#fff;border-radius:12px;padding:28px">
<p style="font-size:20px;font-weight:bold;color:#0b4f6c;margin:0 0 16px">${escape(heading)}</p>
${body}
</div></body></html>`;

const paragraph = (text: string) => `<p style="line-height:1.5">${escape(text)}</p>`;

/**
 * The address of an e-mail's button, which must be http(s): escaping keeps a value inside the
 * href, but only the scheme keeps a `javascript:` or `data:` address from becoming a link. The
 * addresses are the app's own (APP_URL), so another scheme is a fault, thrown before anything is
 * sent; the address is not in the message (it may carry a token).
 */
function linkAddress(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error('An e-mail links to http(s) addresses only.');
  return url;
}

/** A simple branded e-mail: a paragraph or two and one button, with the link in the text too. */
function layout(input: {
  to: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
}): MailMessage {
  const url = linkAddress(input.action.url);
  const text = [...input.paragraphs, '', `${input.action.label}: ${url}`, '', `— ${APP_NAME}`].join(
    '\n',
  );
  const html = frame(
    APP_NAME,
    `${input.paragraphs.map(paragraph).join('')}
<p style="margin:24px 0"><a href="${escape(url)}" style="background:#0b4f6c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escape(input.action.label)}</a></p>
<p style="font-size:12px;color:#46555f">Se o botão não funcionar, copie este endereço: ${escape(url)}</p>`,
  );
  return { to: input.to, subject: input.subject, text, html };
}

export function passwordResetEmail(to: string, url: string): MailMessage {
  return layout({
    to,
    subject: `Redefinição de senha — ${APP_NAME}`,
    paragraphs: [
      'Recebemos um pedido para redefinir a senha da sua conta.',
      'O link vale por 1 hora e pode ser usado uma única vez. Se você não fez o pedido, ignore este e-mail: sua senha continua a mesma.',
    ],
    action: { label: 'Criar nova senha', url },
  });
}

export function companyInviteEmail(
  to: string,
  input: { companyName: string; role: string; url: string },
): MailMessage {
  return layout({
    to,
    subject: `Convite para a equipe ${subjectText(input.companyName)} — ${APP_NAME}`,
    paragraphs: [
      `Você foi convidado para fazer parte da equipe da ${input.companyName} no ${APP_NAME}, como ${input.role}.`,
      'Abra o link para aceitar o convite. Se ainda não tem conta, você definirá sua senha ao aceitar.',
    ],
    action: { label: 'Aceitar convite', url: input.url },
  });
}

/** The trial's e-mails to the billing user: two days before it ends, and once it has ended. */
export function trialEmail(
  to: string,
  type: (typeof TRIAL_EMAIL_TYPES)[number],
  input: { companyName: string; endDate: string; url: string },
): MailMessage {
  const texts = {
    reminder: {
      subject: `Seu teste do ${APP_NAME} termina em 2 dias`,
      paragraphs: [
        `O período de teste da ${input.companyName} no ${APP_NAME} termina em ${input.endDate}.`,
        'Assine o Plano Premium (R$ 59,90 por usuário/mês) para continuar registrando operações, emitindo relatórios e gerando o relatório mensal do MAPA sem interrupção. Seus dados continuam onde estão.',
      ],
    },
    trial_expired: {
      subject: `Seu teste do ${APP_NAME} terminou`,
      paragraphs: [
        `O período de teste da ${input.companyName} no ${APP_NAME} terminou, e a equipe não pode mais registrar alterações.`,
        'Nada foi apagado: assine o Plano Premium (R$ 59,90 por usuário/mês) e todos voltam a trabalhar na hora.',
      ],
    },
  }[type];
  return layout({ to, ...texts, action: { label: 'Assinar agora', url: input.url } });
}

/** The proposal, attached as a PDF, with the message of the WhatsApp share as its text. */
export function proposalEmail(
  to: string,
  input: {
    companyName: string;
    replyTo: string | null;
    numero: string;
    message: string;
    pdf: Buffer;
  },
): MailMessage {
  const text = [input.message, '', `— ${input.companyName}`].join('\n');
  const html = frame(
    input.companyName,
    paragraph(input.message) + paragraph('A proposta segue em anexo (PDF).'),
  );
  return {
    to,
    subject: `Proposta nº ${subjectText(input.numero)} — ${subjectText(input.companyName)}`,
    text,
    html,
    ...(input.replyTo && { replyTo: input.replyTo }),
    attachments: [
      {
        filename: `proposta-${input.numero.replace('/', '-')}.pdf`,
        content: input.pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

/** A receivable's fatura (issue 37 item 6), attached as a PDF, with the share's message as its text. */
export function invoiceEmail(
  to: string,
  input: {
    companyName: string;
    replyTo: string | null;
    descricao: string;
    fileName: string;
    message: string;
    pdf: Buffer;
  },
): MailMessage {
  const paragraphs = [input.message, 'A fatura segue em anexo (PDF).'];
  return {
    to,
    subject: `Fatura ${subjectText(input.descricao)} — ${subjectText(input.companyName)}`,
    text: `${input.message}\n\n— ${input.companyName}`,
    html: frame(input.companyName, paragraphs.map(paragraph).join('')),
    ...(input.replyTo && { replyTo: input.replyTo }),
    attachments: [{ filename: input.fileName, content: input.pdf, contentType: 'application/pdf' }],
  };
}

/** A receivable's NFS-e (issue 44 item 3): its XML and its DANFSe attached, sent like a proposal. */
export function nfseEmail(
  to: string,
  input: {
    companyName: string;
    replyTo: string | null;
    numero: string;
    chaveAcesso: string;
    xml: string;
    pdf: Buffer;
  },
): MailMessage {
  const message = `Segue a NFS-e nº ${input.numero} emitida por ${input.companyName}, chave de acesso ${input.chaveAcesso}: o XML (documento fiscal) e o DANFSe (PDF) vão em anexo.`;
  const name = `nfse-${input.numero}`;
  return {
    to,
    subject: `NFS-e nº ${subjectText(input.numero)} — ${subjectText(input.companyName)}`,
    text: `${message}\n\n— ${input.companyName}`,
    html: frame(input.companyName, paragraph(message)),
    ...(input.replyTo && { replyTo: input.replyTo }),
    attachments: [
      {
        filename: `${name}.xml`,
        content: Buffer.from(input.xml, 'utf8'),
        contentType: 'application/xml',
      },
      {
        filename: `danfse-${input.numero}.pdf`,
        content: input.pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

/** The affiliate program's invite (spec part 1 §4 'Affiliate invite'), signed by the inviter if named. */
export function affiliateInviteEmail(
  to: string,
  input: { inviterName: string | null; url: string; days: number },
): MailMessage {
  const from = input.inviterName ? `${input.inviterName} convidou você` : 'Você foi convidado';
  return layout({
    to,
    subject: `Convite para o programa de afiliados — ${APP_NAME}`,
    paragraphs: [
      `${from} para o programa de afiliados do ${APP_NAME}: indique empresas de aviação agrícola e receba comissão sobre as assinaturas delas.`,
      `Abra o link e entre (ou crie sua conta) para aceitar. O convite vale por ${input.days} dias.`,
    ],
    action: { label: 'Aceitar convite', url: input.url },
  });
}

/** The platform's weekly activity report to its admins (spec part 2 §2, §9), with a link to /admin. */
export function weeklyReportEmail(
  to: string,
  input: { period: string; lines: [string, number][]; url: string },
): MailMessage {
  return layout({
    to,
    subject: `Relatório semanal de atividade — ${APP_NAME}`,
    paragraphs: [
      `Atividade da plataforma de ${input.period}:`,
      ...input.lines.map(([label, value]) => `${label}: ${value}`),
    ],
    action: { label: 'Abrir a administração', url: input.url },
  });
}

/**
 * To the platform's admins when sign-ups go beyond SIGN_UP_LIMIT_GLOBAL in an hour (decision
 * 017): sent once per hour refused, with a link to the security alerts.
 */
export function signUpsPausedEmail(to: string, input: { limit: number; url: string }): MailMessage {
  return layout({
    to,
    subject: `Cadastros suspensos por excesso — ${APP_NAME}`,
    paragraphs: [
      `A plataforma recebeu mais de ${input.limit} cadastros na última hora e passou a recusar os seguintes até o fim dela.`,
      'Se não houver campanha em andamento, pode ser um ataque automatizado: confira as empresas criadas e os alertas de segurança.',
    ],
    action: { label: 'Abrir a administração', url: input.url },
  });
}

/**
 * The weekly digest of what is about to expire (issue 45 item 9), to a company's owners and
 * admins: each section's title, then its lines.
 */
export function expiryDigestEmail(
  to: string,
  input: { companyName: string; days: number; sections: DigestSection[]; url: string },
): MailMessage {
  return layout({
    to,
    subject: `Vencimentos da semana — ${subjectText(input.companyName)}`,
    paragraphs: [
      `O que vence nos próximos ${input.days} dias, ou já venceu, na empresa ${input.companyName}:`,
      ...input.sections.flatMap((s) => [`${s.title}:`, ...s.lines.map((line) => `• ${line}`)]),
    ],
    action: { label: 'Abrir o AgroVoo', url: input.url },
  });
}
