CREATE TABLE "nfse_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title_id" uuid NOT NULL,
	"ambiente" "nfse_environment" NOT NULL,
	"serie" text NOT NULL,
	"numero_dps" integer NOT NULL,
	"id_dps" text NOT NULL,
	"status" text NOT NULL,
	"dps_xml" text NOT NULL,
	"chave_acesso" text,
	"numero_nfse" text,
	"nfse_xml" text,
	"emitida_at" timestamp with time zone,
	"erro_codigo" text,
	"erro_mensagem" text,
	"cancelamento_codigo" text,
	"motivo_cancelamento" text,
	"evento_xml" text,
	"cancelada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfse_documents_status" CHECK ("nfse_documents"."status" in ('enviando', 'emitida', 'rejeitada', 'cancelada')),
	CONSTRAINT "nfse_documents_issued_whole" CHECK ("nfse_documents"."status" not in ('emitida', 'cancelada') or ("nfse_documents"."chave_acesso" is not null and "nfse_documents"."nfse_xml" is not null))
);
--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_title_id_finance_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."finance_titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_dps_unique" ON "nfse_documents" USING btree ("company_id","ambiente","serie","numero_dps");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_title_active" ON "nfse_documents" USING btree ("title_id") WHERE "nfse_documents"."status" in ('enviando', 'emitida');--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
