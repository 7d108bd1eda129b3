import { onlyDigits } from './br/documents.ts';

/**
 * A WhatsApp link with a message. A Brazilian number (10 or 11 digits, with or without the
 * country code 55) opens that chat; without a usable number WhatsApp asks for the contact.
 */
export function whatsappLink(phone: string | null, message: string): string {
  const digits = onlyDigits(phone ?? '');
  const number =
    digits.length === 10 || digits.length === 11
      ? `55${digits}`
      : (digits.length === 12 || digits.length === 13) && digits.startsWith('55')
        ? digits
        : '';
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
