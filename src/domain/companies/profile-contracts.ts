import { z } from 'zod';
import { passwordSchema } from '../auth/contracts.ts';
import { documentCharacters, isValidCnpj } from '../br/documents.ts';
import { optionalText, optionalUf } from '../registers/fields.ts';

/** The user's own name. */
export const updateNameInput = z.object({
  name: z.string().trim().max(120, 'Use no máximo 120 caracteres.'),
});

/** Password change from Perfil: the current one, and a new one under the sign-up rules. */
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Senha atual obrigatória'),
  newPassword: passwordSchema,
});

/**
 * Company data (owners only). The CNPJ is optional, numeric or alphanumeric, checked by its
 * check digits, stored as its 14 characters in uppercase.
 */
export const updateCompanyInput = z.object({
  company_name: z.string().trim().min(1, 'Nome da empresa é obrigatório.').max(160),
  cnpj: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : documentCharacters(value)))
    .refine((value) => value === null || isValidCnpj(value), 'CNPJ inválido: confira os dígitos.')
    .nullable()
    .optional(),
  contact_email: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .pipe(z.email('Por favor, digite um email válido.').nullable())
    .optional(),
  // The operator's identity on the relatório operacional and the MAPA report (DESIGN §5).
  registro_mapa: optionalText('Registro MAPA', 30).optional(),
  // The registration as an operator of drones (ARP), Portaria MAPA nº 298/2021: a drone's
  // relatório operacional names it (issue 40, decision 042).
  registro_mapa_arp: optionalText('Registro MAPA de operador de ARP', 30).optional(),
  endereco: optionalText('Endereço', 240).optional(),
  municipio: optionalText('Município', 120).optional(),
  uf: optionalUf.optional(),
});
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;
