CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"chave" text NOT NULL,
	"requisicao" text NOT NULL,
	"status" smallint,
	"resposta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_change_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"acao" text NOT NULL,
	"dados" jsonb NOT NULL,
	"versao_base" timestamp with time zone NOT NULL,
	"versao_atual" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"proposto_por" text,
	"de_piloto" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decidido_por" text,
	"decidido_em" timestamp with time zone,
	CONSTRAINT "operation_change_proposals_acao" CHECK ("operation_change_proposals"."acao" in ('editar', 'iniciar', 'concluir')),
	CONSTRAINT "operation_change_proposals_status" CHECK ("operation_change_proposals"."status" in ('pendente', 'aplicada', 'descartada'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_change_proposals" ADD CONSTRAINT "operation_change_proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_change_proposals" ADD CONSTRAINT "operation_change_proposals_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_change_proposals" ADD CONSTRAINT "operation_change_proposals_proposto_por_users_id_fk" FOREIGN KEY ("proposto_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_change_proposals" ADD CONSTRAINT "operation_change_proposals_decidido_por_users_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_unique" ON "idempotency_keys" USING btree ("company_id","user_id","chave");--> statement-breakpoint
CREATE INDEX "operation_change_proposals_company_id_idx" ON "operation_change_proposals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "operation_change_proposals_operation_idx" ON "operation_change_proposals" USING btree ("operation_id","status");--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
