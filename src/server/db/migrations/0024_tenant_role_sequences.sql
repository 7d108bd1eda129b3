-- The tenant role's sequences follow its tables (issue 35, item 3; after 0023): no default
-- privileges on sequences either, so a sequence created later is granted only when it numbers a
-- company table, by agrovoo_scope_tenant_tables(), which now also grants the sequences owned by
-- each company table's columns (a serial or identity column).
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE USAGE, SELECT ON SEQUENCES FROM agrovoo_tenant;
--> statement-breakpoint
REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM agrovoo_tenant;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agrovoo_scope_tenant_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  s record;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO agrovoo_tenant', t.relname);
    FOR s IN
      SELECT q.relname
      FROM pg_depend d
      JOIN pg_class q ON q.oid = d.objid AND q.relkind = 'S'
      WHERE d.refobjid = t.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
    LOOP
      EXECUTE format('GRANT USAGE, SELECT ON SEQUENCE %I TO agrovoo_tenant', s.relname);
    END LOOP;
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
