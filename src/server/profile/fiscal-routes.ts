import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateSummary,
  fiscalSettings,
  fiscalSettingsInput,
} from '../../domain/companies/fiscal-contracts.ts';
import { noContent } from '../../domain/wire.ts';
import { OFFICE, routeOptions } from '../http/access.ts';
import { readUpTo, uploadedFile } from '../http/upload.ts';
import { AppError } from '../platform/app-error.ts';
import {
  fiscalSettingsOf,
  removeCertificate,
  saveFiscalSettings,
  storeCertificate,
} from './fiscal.ts';

/** An A1 certificate is a few kilobytes; anything past this is not one. */
const CERTIFICATE_MAX_BYTES = 64 * 1024;

const certificateUpload = z.custom<unknown>().meta({
  type: 'object',
  required: ['senha', 'arquivo'],
  properties: {
    senha: { type: 'string', description: "The certificate's password (sent before the file)." },
    arquivo: { type: 'string', format: 'binary', description: 'The .pfx or .p12, at most 64 KB.' },
  },
});

const refuse = (field: 'arquivo' | 'senha', problem: string) =>
  new AppError('VALIDATION_FAILED', { [field]: problem });

/** The uploaded .pfx and its password (a field sent before the file), read to the end. */
async function certificateUploadOf(file: MultipartFile | undefined) {
  if (!file) throw refuse('arquivo', 'Escolha o arquivo do certificado (.pfx ou .p12).');
  const pfx = await readUpTo(file.file, CERTIFICATE_MAX_BYTES);
  if (!pfx || file.file.truncated)
    throw refuse('arquivo', 'Arquivo maior que 64 KB: um certificado A1 tem poucos kilobytes.');
  const senha = (file.fields.senha as { value?: unknown } | undefined)?.value;
  if (typeof senha !== 'string' || senha === '') throw refuse('senha', 'Senha é obrigatória.');
  return { pfx, senha };
}

/**
 * The company's fiscal settings for the NFS-e and its A1 certificate (issue 44 item 2): owners
 * and admins only. The certificate is never answered: only its holder, CNPJ and validity.
 */
export const fiscalRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = { scope: 'company', roles: OFFICE } as const;

  app.get(
    '/api/company/fiscal',
    routeOptions(office, { response: { 200: fiscalSettings } }),
    async (request) => request.tenant((db, actor) => fiscalSettingsOf(db, actor.now)),
  );

  // Answers the settings as saved, as GET does.
  app.put(
    '/api/company/fiscal',
    routeOptions(
      { ...office, acts: true },
      { body: fiscalSettingsInput, response: { 200: fiscalSettings } },
    ),
    async (request) =>
      request.tenant(async (db, actor) => {
        await saveFiscalSettings(db, actor.companyId, request.body);
        return fiscalSettingsOf(db, actor.now);
      }),
  );

  app.put(
    '/api/company/fiscal/certificado',
    routeOptions(
      { ...office, acts: true },
      {
        consumes: ['multipart/form-data'],
        body: certificateUpload,
        response: { 200: certificateSummary },
      },
    ),
    async (request) => {
      const upload = await certificateUploadOf(await uploadedFile(request));
      return request.tenant((db, actor) =>
        storeCertificate(db, actor, app.config.certificateKey, upload),
      );
    },
  );

  app.delete(
    '/api/company/fiscal/certificado',
    routeOptions({ ...office, acts: true }, { response: { 204: noContent } }),
    async (request, reply) => {
      await request.tenant((db, actor) => removeCertificate(db, actor.companyId));
      return reply.status(204).send();
    },
  );
};
