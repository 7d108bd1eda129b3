-- Issue 37 items 1 and 2: each aircraft's acquisition cost, date, residual value and useful life
-- (monthly depreciation); a finance category's DRE line (null: its seeded category's); the
-- company's tax regime and rates (the DRE's deductions and IRPJ/CSLL).
CREATE TYPE "public"."dre_category_line" AS ENUM('receita_bruta', 'deducoes', 'custo_insumos', 'custo_combustivel', 'custo_mao_de_obra', 'custo_outros', 'despesas_operacionais', 'resultado_financeiro', 'irpj_csll');--> statement-breakpoint
CREATE TYPE "public"."tax_regime" AS ENUM('simples_nacional', 'lucro_presumido');--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"regime" "tax_regime" NOT NULL,
	"simples_anexo" smallint,
	"iss_aliquota" numeric(7, 4) NOT NULL,
	"pis_aliquota" numeric(7, 4) NOT NULL,
	"cofins_aliquota" numeric(7, 4) NOT NULL,
	"presuncao" numeric(7, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_rates" CHECK ("tax_settings"."iss_aliquota" between 0 and 100 and "tax_settings"."pis_aliquota" between 0 and 100 and "tax_settings"."cofins_aliquota" between 0 and 100 and "tax_settings"."presuncao" between 0 and 100),
	CONSTRAINT "tax_settings_anexo" CHECK ("tax_settings"."simples_anexo" IS NULL OR "tax_settings"."simples_anexo" in (3, 5))
);
--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "custo_aquisicao_cents" bigint;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "data_aquisicao" date;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "valor_residual_cents" bigint;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "vida_util_meses" integer;--> statement-breakpoint
ALTER TABLE "finance_categories" ADD COLUMN "linha_dre" "dre_category_line";--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_settings_company_unique" ON "tax_settings" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_depreciation_values" CHECK (("aircraft"."custo_aquisicao_cents" IS NULL OR "aircraft"."custo_aquisicao_cents" >= 0) and ("aircraft"."valor_residual_cents" IS NULL OR ("aircraft"."valor_residual_cents" >= 0 and "aircraft"."valor_residual_cents" <= coalesce("aircraft"."custo_aquisicao_cents", 0))) and ("aircraft"."vida_util_meses" IS NULL OR "aircraft"."vida_util_meses" BETWEEN 1 AND 1200));--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
