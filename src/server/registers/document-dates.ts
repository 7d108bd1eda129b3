import { sql, type SQL } from 'drizzle-orm';

export type DocumentScope = {
  companyId: string;
  /** Whether aircraft documents are included (pilots see only their own documents). */
  aircraft: boolean;
  /** Only the pilot records linked to this user. */
  pilotUserId?: string;
  /** Only this aircraft's documents (then pilots' only when `pilotId` is given). */
  aircraftId?: string;
  /** Only this pilot's documents (then aircraft's only when `aircraftId` is given). */
  pilotId?: string;
};

/**
 * The validity dates of the company's active aircraft (CA, CVA, seguro; a drone's SISANT
 * registration) and pilots (CMA, habilitação agrícola, CAVAG; a drone pilot's CAAR) as rows `(register, id, name, document, expires)`: the one list of
 * documents that expire, read by the dashboard's alerts and the agenda's events.
 */
export function documentDates(scope: DocumentScope): SQL {
  const filtered = scope.aircraftId !== undefined || scope.pilotId !== undefined;
  const withAircraft = scope.aircraft && (!filtered || scope.aircraftId !== undefined);
  const withPilots = !filtered || scope.pilotId !== undefined;
  const parts: SQL[] = [];
  if (withAircraft)
    parts.push(sql`select 'aircraft' as register, id, prefixo as name, d.document, d.expires
      from aircraft cross join lateral (values
        ('Certificado de Aeronavegabilidade (CA)', ca_validade),
        ('CVA', cva_validade),
        ('Seguro', seguro_validade),
        ('Cadastro SISANT', sisant_validade)) as d(document, expires)
      where company_id = ${scope.companyId} and archived_at is null and d.expires is not null
        ${scope.aircraftId ? sql`and id = ${scope.aircraftId}` : sql``}`);
  if (withPilots)
    parts.push(sql`select 'pilots' as register, id, nome as name, d.document, d.expires
      from pilots cross join lateral (values
        ('CMA', cma_validade),
        ('Habilitação agrícola', habilitacao_agricola_validade),
        ('CAVAG', cavag_validade),
        ('CAAR', caar_validade)) as d(document, expires)
      where company_id = ${scope.companyId} and archived_at is null and d.expires is not null
        ${scope.pilotUserId ? sql`and user_id = ${scope.pilotUserId}` : sql``}
        ${scope.pilotId ? sql`and id = ${scope.pilotId}` : sql``}`);
  if (parts.length === 0)
    return sql`select null::text as register, null::uuid as id, null::text as name, null::text as document, null::date as expires where false`;
  return sql.join(parts, sql` union all `);
}
