import { sql, type SQL } from 'drizzle-orm';
import { SAO_PAULO_TIME_ZONE } from '../../domain/dates.ts';

/** What the document alerts call the company's A1 certificate (issue 44 item 2). */
export const CERTIFICATE_DOCUMENT = 'Certificado digital A1 (NFS-e)';

/**
 * The company's A1 certificate as a row of the document alerts `(register, id, name, document,
 * expires, days)` when its last day (São Paulo) is on or before `until`: the dashboard shows it
 * beside the aircraft's, pilots' and employees' documents, to the office.
 */
export function certificateAlertSql(companyId: string, today: string, until: string): SQL {
  const lastDay = sql`(certificado_valido_ate at time zone ${SAO_PAULO_TIME_ZONE})::date`;
  return sql`select 'company' as register, company_id as id, certificado_titular as name,
      ${CERTIFICATE_DOCUMENT} as document, to_char(${lastDay}, 'YYYY-MM-DD') as expires,
      (${lastDay} - ${today}::date)::int as days
    from fiscal_settings
    where company_id = ${companyId} and certificado_valido_ate is not null
      and ${lastDay} <= ${until}::date`;
}
