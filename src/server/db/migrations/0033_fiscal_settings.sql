-- Issue 44 item 2: the company's fiscal settings for the NFS-e (inscrição municipal, IBGE code,
-- whether the client withholds the ISS, the national service code and NBS, the environment) and
-- its A1 certificate, encrypted, beside its holder, CNPJ and validity. The tax regime and the
-- ISS rate are tax_settings' (migration 0032).
CREATE TYPE "public"."nfse_environment" AS ENUM('homologacao', 'producao');--> statement-breakpoint
CREATE TABLE "fiscal_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"inscricao_municipal" text,
	"municipio_ibge" text,
	"iss_retido" boolean DEFAULT false NOT NULL,
	"codigo_tributacao_nacional" text DEFAULT '071301' NOT NULL,
	"nbs" text,
	"ambiente" "nfse_environment" DEFAULT 'homologacao' NOT NULL,
	"certificado_cifrado" "bytea",
	"certificado_titular" text,
	"certificado_cnpj" text,
	"certificado_valido_de" timestamp with time zone,
	"certificado_valido_ate" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_settings_certificate_whole" CHECK (("fiscal_settings"."certificado_cifrado" IS NULL) = ("fiscal_settings"."certificado_valido_ate" IS NULL)
        and ("fiscal_settings"."certificado_cifrado" IS NULL) = ("fiscal_settings"."certificado_valido_de" IS NULL)
        and ("fiscal_settings"."certificado_cifrado" IS NULL) = ("fiscal_settings"."certificado_titular" IS NULL)),
	CONSTRAINT "fiscal_settings_ibge" CHECK ("fiscal_settings"."municipio_ibge" IS NULL OR "fiscal_settings"."municipio_ibge" ~ '^[0-9]{7}$')
);
--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_settings_company_unique" ON "fiscal_settings" USING btree ("company_id");--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
