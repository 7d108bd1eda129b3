import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balancesQuery,
  fuelParams,
  lotPageQuery,
  movementsQuery,
  periodQuery,
} from '../../domain/stock/contracts.ts';
import {
  stockAlertList,
  stockBalances,
  stockLotDetail,
  stockLotPage,
  stockMovementPage,
  stockShortfallList,
  stockSupplierList,
} from '../../domain/stock/response-contracts.ts';
import { seesMoney } from '../../domain/companies/values.ts';
import { fileResponse } from '../../domain/wire.ts';
import { products, stockLots, stockMovements, stockSuppliers } from '../db/schema/index.ts';
import { sendDownload, XLSX } from '../http/download.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { todayOf } from '../platform/clock.ts';
import { STOCK_ACCESS, STOCK_TAGS as tags } from './access.ts';
import { loadStockAlerts } from './alerts.ts';
import { balancesWithLots, loadBalances, lotPage } from './balances.ts';
import { balancesXlsx, movementsXlsx } from './exports.ts';
import { lotsWhere } from './lot-rows.ts';
import { movementFilter, movementPage, movementsWhere } from './movements.ts';
import { shortfallsWhere } from './shortfalls.ts';

const xlsx = (description: string) => ({ 200: fileResponse(XLSX, description) });

/** What every member reads of `/estoque`: balances, lots, history, alerts, suppliers, shortfalls. */
export const stockReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads } = STOCK_ACCESS;
  app.get(
    '/api/stock/saldos',
    routeOptions(reads.access, {
      tags,
      querystring: balancesQuery,
      response: { 200: stockBalances },
    }),
    async (request) => request.tenant((db) => loadBalances(db, todayOf(app.clock), request.query)),
  );
  app.get(
    '/api/stock/saldos.xlsx',
    routeOptions(reads.access, {
      tags,
      querystring: balancesQuery,
      response: xlsx('Balances by lot.'),
    }),
    async (request, reply) => {
      const today = todayOf(app.clock);
      const balances = await request.tenant((db) => balancesWithLots(db, today, request.query));
      const body = await balancesXlsx(balances, { money: seesMoney(request.actor!.role) });
      return sendDownload(reply, { type: XLSX, name: `estoque-saldos-${today}.xlsx`, body });
    },
  );
  // An item's lots, read when its balance row is opened (issue 43 item 5): a product's or a fuel's.
  const itemLotPage = (
    request: Pick<FastifyRequest, 'tenant'>,
    item: Parameters<typeof lotPage>[2],
    pagina: number,
  ) => request.tenant((db) => lotPage(db, todayOf(app.clock), item, pagina));
  app.get(
    '/api/stock/produtos/:id/lotes',
    onOwnedRow(reads.access, products.id, 'Produto não encontrado.', {
      tags,
      querystring: lotPageQuery,
      response: { 200: stockLotPage },
    }),
    async (request) =>
      itemLotPage(
        request,
        { product_id: request.params.id, combustivel: null },
        request.query.pagina,
      ),
  );
  app.get(
    '/api/stock/combustiveis/:combustivel/lotes',
    routeOptions(reads.access, {
      tags,
      params: fuelParams,
      querystring: lotPageQuery,
      response: { 200: stockLotPage },
    }),
    async (request) =>
      itemLotPage(
        request,
        { product_id: null, combustivel: request.params.combustivel },
        request.query.pagina,
      ),
  );
  app.get(
    '/api/stock/movimentos',
    routeOptions(reads.access, {
      tags,
      querystring: movementsQuery,
      response: { 200: stockMovementPage },
    }),
    async (request) => request.tenant((db) => movementPage(db, request.query)),
  );
  app.get(
    '/api/stock/movimentos.xlsx',
    routeOptions(reads.access, {
      tags,
      querystring: periodQuery,
      response: xlsx('Movements of a period.'),
    }),
    async (request, reply) => {
      const { de, ate } = request.query;
      const rows = await request.tenant((db) => movementsWhere(db, movementFilter({ de, ate })));
      const body = await movementsXlsx(rows, { money: seesMoney(request.actor!.role) });
      return sendDownload(reply, {
        type: XLSX,
        name: `estoque-movimentos-${de}-a-${ate}.xlsx`,
        body,
      });
    },
  );
  app.get(
    '/api/stock/lotes/:id',
    onOwnedRow(reads.access, stockLots.id, 'Lote não encontrado.', {
      tags,
      response: { 200: stockLotDetail },
    }),
    async (request) =>
      request.tenant(async (db) => {
        const where = eq(stockLots.id, request.params.id);
        const [lote] = await lotsWhere(db, todayOf(app.clock), where, { withEmpty: true });
        const movimentos = await movementsWhere(db, eq(stockMovements.lot_id, request.params.id));
        return { lote: lote!, movimentos };
      }),
  );
  app.get(
    '/api/stock/alertas',
    routeOptions(reads.access, { tags, response: { 200: stockAlertList } }),
    async (request) =>
      request.tenant(async (db, actor) => ({
        alertas: await loadStockAlerts(db, actor.companyId, todayOf(app.clock)),
      })),
  );
  app.get(
    '/api/stock/fornecedores',
    routeOptions(reads.access, { tags, response: { 200: stockSupplierList } }),
    async (request) =>
      request.tenant(async (db) => ({
        fornecedores: await db
          .select({ id: stockSuppliers.id, nome: stockSuppliers.nome, cnpj: stockSuppliers.cnpj })
          .from(stockSuppliers)
          .orderBy(stockSuppliers.nome),
      })),
  );
  app.get(
    '/api/stock/faltas',
    routeOptions(reads.access, { tags, response: { 200: stockShortfallList } }),
    async (request) => request.tenant(async (db) => ({ faltas: await shortfallsWhere(db) })),
  );
};
