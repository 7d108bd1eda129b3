-- The tenant policy reads the company once per statement, not once per row: wrapped in a
-- scalar subquery, current_setting(...)::uuid becomes an InitPlan evaluated at the start of
-- the statement, where it was a filter run (and a text→uuid cast parsed) for every row the
-- scans touched (docs/benchmarks.md, 'Tenant scope').
CREATE OR REPLACE FUNCTION agrovoo_scope_tenant_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('DROP POLICY IF EXISTS tenant ON %I', t.relname);
    EXECUTE format(
      'CREATE POLICY tenant ON %I TO agrovoo_tenant '
      'USING (company_id = (SELECT current_setting(''app.company_id'')::uuid)) '
      'WITH CHECK (company_id = (SELECT current_setting(''app.company_id'')::uuid))',
      t.relname
    );
  END LOOP;
END $$;
--> statement-breakpoint
SELECT agrovoo_scope_tenant_tables();
--> statement-breakpoint
ALTER POLICY tenant ON "companies"
  USING (id = (SELECT current_setting('app.company_id')::uuid))
  WITH CHECK (id = (SELECT current_setting('app.company_id')::uuid));
