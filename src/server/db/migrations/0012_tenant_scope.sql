-- Tenant scope (decision 012): company-owned rows are visible only to a transaction that named
-- its company. Requests run their queries as the role agrovoo_tenant with `app.company_id` set
-- for the transaction (src/server/tenancy/scope.ts); that role is not the tables' owner, so the
-- policies below apply to it. A query run as that role without a company fails
-- (current_setting raises), and a row of another company can be neither read nor written.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'agrovoo_tenant') THEN
    CREATE ROLE agrovoo_tenant NOLOGIN;
  END IF;
END $$;
--> statement-breakpoint
GRANT agrovoo_tenant TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO agrovoo_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO agrovoo_tenant;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO agrovoo_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO agrovoo_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO agrovoo_tenant;
--> statement-breakpoint
-- Every table with a company_id column gets row-level security and the policy 'tenant'.
-- A later migration that adds such a table ends with `SELECT agrovoo_scope_tenant_tables();`
-- (src/server/db/schema.test.ts fails for a company table without the policy).
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
    IF NOT EXISTS (
      SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.relname AND policyname = 'tenant'
    ) THEN
      EXECUTE format(
        'CREATE POLICY tenant ON %I TO agrovoo_tenant '
        'USING (company_id = current_setting(''app.company_id'')::uuid) '
        'WITH CHECK (company_id = current_setting(''app.company_id'')::uuid)',
        t.relname
      );
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT agrovoo_scope_tenant_tables();
--> statement-breakpoint
-- The company row itself: a company sees and edits only its own.
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant ON "companies" TO agrovoo_tenant
  USING (id = current_setting('app.company_id')::uuid)
  WITH CHECK (id = current_setting('app.company_id')::uuid);
