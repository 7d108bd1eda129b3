CREATE TYPE "public"."commission_base" AS ENUM('nenhuma', 'hectare', 'hora');--> statement-breakpoint
CREATE TYPE "public"."document_kind" AS ENUM('cma', 'licenca_anac', 'cavag', 'aso', 'cnh', 'outro');--> statement-breakpoint
CREATE TYPE "public"."employee_role" AS ENUM('piloto_agricola', 'tecnico_agricola', 'engenheiro_agronomo', 'mecanico', 'auxiliar_pista', 'administrativo', 'outro');--> statement-breakpoint
CREATE TYPE "public"."payroll_run_kind" AS ENUM('mensal', 'decimo_terceiro_1', 'decimo_terceiro_2', 'ferias');--> statement-breakpoint
CREATE TYPE "public"."payroll_run_status" AS ENUM('rascunho', 'fechada');--> statement-breakpoint
CREATE TABLE "employee_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"tipo" "document_kind" NOT NULL,
	"descricao" text,
	"numero" text,
	"emissao" date,
	"validade" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"cpf" text NOT NULL,
	"pis" text,
	"cargo" "employee_role" NOT NULL,
	"admissao" date NOT NULL,
	"demissao" date,
	"salario_base_cents" bigint DEFAULT 0 NOT NULL,
	"dependentes" smallint DEFAULT 0 NOT NULL,
	"vale_transporte" boolean DEFAULT false NOT NULL,
	"vale_alimentacao_cents" bigint DEFAULT 0 NOT NULL,
	"vale_refeicao_cents" bigint DEFAULT 0 NOT NULL,
	"plano_saude_cents" bigint DEFAULT 0 NOT NULL,
	"plano_odontologico_cents" bigint DEFAULT 0 NOT NULL,
	"insalubridade" smallint DEFAULT 0 NOT NULL,
	"periculosidade" boolean DEFAULT false NOT NULL,
	"funcao_gratificada_cents" bigint DEFAULT 0 NOT NULL,
	"comissao_base" "commission_base" DEFAULT 'nenhuma' NOT NULL,
	"comissao_valor_cents" bigint DEFAULT 0 NOT NULL,
	"banco" text,
	"agencia" text,
	"conta" text,
	"pix_tipo" "pix_type",
	"pix_chave" text,
	"pilot_id" uuid,
	"technician_id" uuid,
	"user_id" text,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_insalubridade_grade" CHECK ("employees"."insalubridade" IN (0, 10, 20, 40)),
	CONSTRAINT "employees_one_hazard_premium" CHECK (NOT ("employees"."periculosidade" AND "employees"."insalubridade" > 0)),
	CONSTRAINT "employees_dismissed_after_admission" CHECK ("employees"."demissao" IS NULL OR "employees"."demissao" >= "employees"."admissao")
);
--> statement-breakpoint
CREATE TABLE "payroll_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"entrada" jsonb NOT NULL,
	"resultado" jsonb NOT NULL,
	"proventos_cents" bigint NOT NULL,
	"descontos_cents" bigint NOT NULL,
	"liquido_cents" bigint NOT NULL,
	"inss_cents" bigint NOT NULL,
	"irrf_cents" bigint NOT NULL,
	"fgts_cents" bigint NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_items_totals" CHECK ("payroll_items"."liquido_cents" = "payroll_items"."proventos_cents" - "payroll_items"."descontos_cents" AND "payroll_items"."liquido_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tipo" "payroll_run_kind" NOT NULL,
	"competencia" date NOT NULL,
	"status" "payroll_run_status" DEFAULT 'rascunho' NOT NULL,
	"settings_id" uuid NOT NULL,
	"fechada_at" timestamp with time zone,
	"fechada_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_first_day" CHECK (extract(day from "payroll_runs"."competencia") = 1),
	CONSTRAINT "payroll_runs_closed_by" CHECK (("payroll_runs"."status" = 'fechada') = ("payroll_runs"."fechada_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "payroll_settings" DROP CONSTRAINT "payroll_settings_company_id_unique";--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "inss_faixa1_limite" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "inss_faixa2_limite" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "inss_faixa3_limite" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "inss_faixa4_limite" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "inss_teto" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "irrf_isencao" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "irrf_faixa1_limite" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "irrf_faixa1_deducao" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "irrf_faixa2_limite" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "irrf_faixa2_deducao" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "irrf_faixa3_limite" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "irrf_faixa3_deducao" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "irrf_faixa4_deducao" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "irrf_deducao_dependente" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ALTER COLUMN "salario_minimo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "valido_desde" date NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "irrf_desconto_simplificado" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "vale_transporte_valor" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "fgts_percentual" numeric(7, 4) NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD COLUMN "payroll_run_id" uuid;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_settings_id_payroll_settings_id_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."payroll_settings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_fechada_by_users_id_fk" FOREIGN KEY ("fechada_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_documents_employee_id_idx" ON "employee_documents" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_documents_expiry_idx" ON "employee_documents" USING btree ("company_id","validade") WHERE "employee_documents"."validade" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_company_id_idx" ON "employees" USING btree ("company_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_cpf_unique" ON "employees" USING btree ("company_id","cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_pilot_unique" ON "employees" USING btree ("pilot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_technician_unique" ON "employees" USING btree ("technician_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_items_run_employee_unique" ON "payroll_items" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_items_company_employee_idx" ON "payroll_items" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_runs_company_competencia_idx" ON "payroll_runs" USING btree ("company_id","competencia");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_once_a_month" ON "payroll_runs" USING btree ("company_id","tipo","competencia") WHERE "payroll_runs"."tipo" <> 'ferias';--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_settings_company_month_unique" ON "payroll_settings" USING btree ("company_id","valido_desde");--> statement-breakpoint
CREATE INDEX "finance_titles_payroll_run_id_idx" ON "finance_titles" USING btree ("payroll_run_id");--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_first_day" CHECK (extract(day from "payroll_settings"."valido_desde") = 1);--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
