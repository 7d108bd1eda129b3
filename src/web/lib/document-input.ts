import { maskCnpj, maskDocument } from '../../domain/br/documents.ts';

/**
 * An input's props for a CNPJ, numeric or alphanumeric (IN RFB 2.229/2024): punctuated as it is
 * typed, letters in uppercase, a keyboard with letters ('AB.CDE.FGH/IJKL-12').
 */
export const cnpjInput = {
  mask: maskCnpj,
  autoCapitalize: 'characters',
  autoComplete: 'off',
  spellCheck: false,
} as const;

/** The same for a CPF or a CNPJ: a CPF's punctuation while it can be one, a CNPJ's after. */
export const documentInput = { ...cnpjInput, mask: maskDocument } as const;
