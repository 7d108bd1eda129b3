-- The tenant role holds rights on the company tables only (issue 35, item 3). Migration 0012
-- granted it every table, and every table created later by default: inside a company's scope one
-- could read the platform's tables (password hashes, sessions, reset tokens, the outbox's links)
-- and rename another company's user. Now:
-- - a table with a company_id column is granted by agrovoo_scope_tenant_tables(), with its
--   policy: a migration adding one still ends with `SELECT agrovoo_scope_tenant_tables();`;
-- - a table without one is granted nothing, but for what company work needs: its own company
--   row (row-level security keeps it to its own) and a member's id, name and e-mail;
-- - nothing is granted by default to tables created later.
-- src/server/tenancy/privileges.test.ts fails on any other right on a table without company_id.
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE SELECT, INSERT, UPDATE, DELETE ON TABLES FROM agrovoo_tenant;
--> statement-breakpoint
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM agrovoo_tenant;
--> statement-breakpoint
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
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO agrovoo_tenant', t.relname);
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
GRANT SELECT, INSERT, UPDATE ON "companies" TO agrovoo_tenant;
--> statement-breakpoint
GRANT SELECT ("id", "name", "email") ON "users" TO agrovoo_tenant;
