import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentInput,
  employeeInput,
  employeeListQuery,
  employeeUpdate,
} from '../../domain/hr/contracts.ts';
import {
  documentAlerts,
  employeeDetail,
  employeeDocument,
  employeeLinkOptions,
  employeePage,
} from '../../domain/hr/response-contracts.ts';
import { noContent } from '../../domain/wire.ts';
import { employeeDocuments, employees } from '../db/schema/index.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { replyCreated, replyNoContent } from '../tenancy/replies.ts';
import { todayOf } from '../platform/clock.ts';
import { HR_ACCESS, HR_TAGS as tags } from './access.ts';
import { loadDocumentAlerts } from './document-alerts.ts';
import { addDocument, changeDocument, deleteDocument } from './documents.ts';
import { createEmployee, findEmployee, listEmployees, updateEmployee } from './employees.ts';
import { loadLinkOptions } from './link-options.ts';

const EMPLOYEE_NOT_FOUND = 'Funcionário não encontrado.';
const DOCUMENT_NOT_FOUND = 'Documento não encontrado.';

/** Employees, their documents and the documents' alerts (DESIGN §5 'Recursos Humanos'). */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, acts } = HR_ACCESS;
  const today = () => todayOf(app.clock);
  type Access = typeof reads.access;
  /** A route's options on the employee named by `:id` (another company's answers 404). */
  const onEmployee = <S extends object>(access: Access, schema: S) =>
    onOwnedRow(access, employees.id, EMPLOYEE_NOT_FOUND, { tags, ...schema });
  /** A change to the document named by `:id` (another company's answers 404). */
  const onDocument = <S extends object>(schema: S) =>
    onOwnedRow(acts.access, employeeDocuments.id, DOCUMENT_NOT_FOUND, { tags, ...schema });

  app.get(
    '/api/hr/funcionarios',
    routeOptions(reads.access, {
      tags,
      querystring: employeeListQuery,
      response: { 200: employeePage },
    }),
    async (request) => request.tenant((db) => listEmployees(db, today(), request.query)),
  );
  app.post(
    '/api/hr/funcionarios',
    routeOptions(acts.access, { tags, body: employeeInput, response: { 201: employeeDetail } }),
    async (request, reply) =>
      replyCreated(request, reply, async (db, actor) =>
        findEmployee(db, today(), await createEmployee(db, actor, request.body)),
      ),
  );
  app.get(
    '/api/hr/funcionarios/:id',
    onEmployee(reads.access, { response: { 200: employeeDetail } }),
    async (request) => request.tenant((db) => findEmployee(db, today(), request.params.id)),
  );
  app.patch(
    '/api/hr/funcionarios/:id',
    onEmployee(acts.access, { body: employeeUpdate, response: { 200: employeeDetail } }),
    async (request) =>
      request.tenant(async (db, actor) => {
        await updateEmployee(db, actor, request.params.id, request.body);
        return findEmployee(db, today(), request.params.id);
      }),
  );
  app.get(
    '/api/hr/vinculos',
    routeOptions(reads.access, { tags, response: { 200: employeeLinkOptions } }),
    async (request) => request.tenant((db, actor) => loadLinkOptions(db, actor.companyId)),
  );
  app.get(
    '/api/hr/alertas',
    routeOptions(reads.access, { tags, response: { 200: documentAlerts } }),
    async (request) => request.tenant((db) => loadDocumentAlerts(db, today())),
  );

  app.post(
    '/api/hr/funcionarios/:id/documentos',
    onEmployee(acts.access, { body: documentInput, response: { 201: employeeDocument } }),
    async (request, reply) =>
      replyCreated(request, reply, (db, actor) =>
        addDocument(db, actor, today(), request.params.id, request.body),
      ),
  );
  app.patch(
    '/api/hr/documentos/:id',
    onDocument({ body: documentInput, response: { 200: employeeDocument } }),
    async (request) =>
      request.tenant((db) => changeDocument(db, today(), request.params.id, request.body)),
  );
  app.delete(
    '/api/hr/documentos/:id',
    onDocument({ response: { 204: noContent } }),
    async (request, reply) =>
      replyNoContent(request, reply, (db) => deleteDocument(db, request.params.id)),
  );
};
