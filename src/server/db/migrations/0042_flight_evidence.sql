CREATE TABLE "flight_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"talhao" jsonb,
	"figuras" jsonb NOT NULL,
	"formas" jsonb NOT NULL,
	"area_relatorio" text DEFAULT 'declarada' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_audits_area_relatorio" CHECK ("flight_audits"."area_relatorio" IN ('declarada', 'medida'))
);
--> statement-breakpoint
CREATE TABLE "flight_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"faixas" jsonb NOT NULL,
	"linhas" jsonb NOT NULL,
	"largura_faixa_m" numeric(5, 1),
	"lidos" jsonb NOT NULL,
	"ignorados" jsonb NOT NULL,
	"anexos" uuid[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_audits" ADD CONSTRAINT "flight_audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_audits" ADD CONSTRAINT "flight_audits_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_imports" ADD CONSTRAINT "flight_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_imports" ADD CONSTRAINT "flight_imports_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_imports" ADD CONSTRAINT "flight_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_audits_company_id_idx" ON "flight_audits" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_audits_operation_unique" ON "flight_audits" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "flight_imports_company_id_idx" ON "flight_imports" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "flight_imports_operation_idx" ON "flight_imports" USING btree ("operation_id");--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
