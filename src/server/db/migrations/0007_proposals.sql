CREATE TYPE "public"."discount_kind" AS ENUM('valor', 'percentual');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('rascunho', 'enviada', 'aprovada', 'recusada');--> statement-breakpoint
CREATE TABLE "proposal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"posicao" smallint NOT NULL,
	"service_id" uuid,
	"descricao" text NOT NULL,
	"unidade" "service_price_unit" NOT NULL,
	"quantidade" numeric(12, 2) NOT NULL,
	"preco_unitario_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "proposal_lines_quantity_positive" CHECK ("proposal_lines"."quantidade" > 0),
	CONSTRAINT "proposal_lines_price_non_negative" CHECK ("proposal_lines"."preco_unitario_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"ano" smallint NOT NULL,
	"sequencia" integer NOT NULL,
	"status" "proposal_status" DEFAULT 'rascunho' NOT NULL,
	"client_id" uuid NOT NULL,
	"property_id" uuid,
	"crop_id" uuid,
	"validade" date NOT NULL,
	"condicoes_pagamento" text,
	"observacoes" text,
	"desconto_tipo" "discount_kind",
	"desconto_valor" numeric(12, 2),
	"subtotal_cents" integer NOT NULL,
	"desconto_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"enviada_em" timestamp with time zone,
	"decidida_em" timestamp with time zone,
	"decidida_por" text,
	"deleted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_totals" CHECK ("proposals"."desconto_cents" >= 0 AND "proposals"."total_cents" = "proposals"."subtotal_cents" - "proposals"."desconto_cents" AND "proposals"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_decidida_por_users_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_lines_company_id_idx" ON "proposal_lines" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "proposal_lines_proposal_idx" ON "proposal_lines" USING btree ("proposal_id","posicao");--> statement-breakpoint
CREATE INDEX "proposal_lines_service_idx" ON "proposal_lines" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_company_number_unique" ON "proposals" USING btree ("company_id","ano","sequencia");--> statement-breakpoint
CREATE INDEX "proposals_company_status_idx" ON "proposals" USING btree ("company_id","status","validade");--> statement-breakpoint
CREATE INDEX "proposals_client_idx" ON "proposals" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operations_proposal_idx" ON "operations" USING btree ("proposal_id");