CREATE TYPE "public"."sensitive_point_kind" AS ENUM('povoacao', 'captacao_publica', 'moradia', 'manancial', 'animais', 'apiario', 'outro');--> statement-breakpoint
CREATE TABLE "sensitive_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"tipo" "sensitive_point_kind" NOT NULL,
	"nome" text,
	"geometria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensitive_points_other_named" CHECK ("sensitive_points"."tipo" <> 'outro' OR "sensitive_points"."nome" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "distancias_alertas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "distancias_justificativa" text;--> statement-breakpoint
ALTER TABLE "sensitive_points" ADD CONSTRAINT "sensitive_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_points" ADD CONSTRAINT "sensitive_points_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sensitive_points_company_id_idx" ON "sensitive_points" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sensitive_points_property_idx" ON "sensitive_points" USING btree ("property_id");--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
