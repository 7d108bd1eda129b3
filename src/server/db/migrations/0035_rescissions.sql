-- Issue 42 item 5: an employee's rescisão, its kind and aviso prévio, what it was computed from
-- and the TRCT's figures its payables were written from; one per employee.
CREATE TYPE "public"."notice_kind" AS ENUM('trabalhado', 'indenizado');--> statement-breakpoint
CREATE TYPE "public"."rescission_kind" AS ENUM('sem_justa_causa', 'pedido_demissao', 'justa_causa', 'acordo', 'fim_contrato');--> statement-breakpoint
CREATE TABLE "rescissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"tipo" "rescission_kind" NOT NULL,
	"aviso" "notice_kind",
	"data" date NOT NULL,
	"entrada" jsonb NOT NULL,
	"resultado" jsonb NOT NULL,
	"liquido_cents" bigint NOT NULL,
	"inss_cents" bigint NOT NULL,
	"irrf_cents" bigint NOT NULL,
	"fgts_cents" bigint NOT NULL,
	"multa_fgts_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "rescissions_liquido" CHECK ("rescissions"."liquido_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rescissions" ADD CONSTRAINT "rescissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescissions" ADD CONSTRAINT "rescissions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescissions" ADD CONSTRAINT "rescissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rescissions_employee_unique" ON "rescissions" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "rescissions_company_data_idx" ON "rescissions" USING btree ("company_id","data");--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
