CREATE TYPE "public"."attachment_kind" AS ENUM('dgps', 'foto', 'receituario', 'outro');--> statement-breakpoint
CREATE TYPE "public"."operation_status" AS ENUM('agendada', 'em_andamento', 'concluida', 'cancelada');--> statement-breakpoint
CREATE TYPE "public"."volume_unit" AS ENUM('L/ha', 'kg/ha');--> statement-breakpoint
CREATE TYPE "public"."wind_direction" AS ENUM('N', 'NNE', 'NE', 'ENE', 'L', 'ESE', 'SE', 'SSE', 'S', 'SSO', 'SO', 'OSO', 'O', 'ONO', 'NO', 'NNO');--> statement-breakpoint
CREATE TABLE "mapa_report_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"ano" smallint NOT NULL,
	"mes" smallint NOT NULL,
	"uf" "uf" NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"tipo" "attachment_kind" NOT NULL,
	"nome_arquivo" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"posicao" smallint NOT NULL,
	"dose_por_ha" numeric(10, 3) NOT NULL,
	"receituario_numero" text,
	"receituario_data" date,
	CONSTRAINT "operation_products_dose_positive" CHECK ("operation_products"."dose_por_ha" > 0)
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"ano" smallint NOT NULL,
	"sequencia" integer NOT NULL,
	"status" "operation_status" DEFAULT 'agendada' NOT NULL,
	"client_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"service_id" uuid,
	"crop_id" uuid,
	"data" date NOT NULL,
	"hora_inicio" text,
	"hora_fim" text,
	"area_ha" numeric(12, 2),
	"volume_calda" numeric(8, 2),
	"unidade_volume" "volume_unit" DEFAULT 'L/ha' NOT NULL,
	"altura_voo_m" numeric(5, 1),
	"largura_faixa_m" numeric(5, 1),
	"bico_tipo" text,
	"bico_modelo" text,
	"bico_angulo" smallint,
	"adjuvante_tipo" text,
	"adjuvante_quantidade" text,
	"temperatura_inicio" numeric(4, 1),
	"temperatura_fim" numeric(4, 1),
	"umidade_inicio" smallint,
	"umidade_fim" smallint,
	"vento_inicio" numeric(4, 1),
	"vento_fim" numeric(4, 1),
	"vento_direcao_inicio" "wind_direction",
	"vento_direcao_fim" "wind_direction",
	"aircraft_id" uuid,
	"pilot_id" uuid,
	"agronomist_id" uuid,
	"technician_id" uuid,
	"horimetro_inicio" numeric(9, 1),
	"horimetro_fim" numeric(9, 1),
	"obstaculos" text,
	"preco_unitario_cents" integer,
	"valor_cents" integer,
	"observacoes" text,
	"clima_alertas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"concluded_at" timestamp with time zone,
	"concluded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operations_area_positive" CHECK ("operations"."area_ha" IS NULL OR "operations"."area_ha" > 0),
	CONSTRAINT "operations_horimetro_order" CHECK ("operations"."horimetro_inicio" IS NULL OR "operations"."horimetro_fim" IS NULL OR "operations"."horimetro_fim" > "operations"."horimetro_inicio")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registro_mapa" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "endereco" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "municipio" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "janela_meteorologica" jsonb;--> statement-breakpoint
ALTER TABLE "mapa_report_submissions" ADD CONSTRAINT "mapa_report_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapa_report_submissions" ADD CONSTRAINT "mapa_report_submissions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_attachments" ADD CONSTRAINT "operation_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_attachments" ADD CONSTRAINT "operation_attachments_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_attachments" ADD CONSTRAINT "operation_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_products" ADD CONSTRAINT "operation_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_products" ADD CONSTRAINT "operation_products_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_products" ADD CONSTRAINT "operation_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_agronomist_id_technicians_id_fk" FOREIGN KEY ("agronomist_id") REFERENCES "public"."technicians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_concluded_by_users_id_fk" FOREIGN KEY ("concluded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mapa_report_submissions_unique" ON "mapa_report_submissions" USING btree ("company_id","ano","mes","uf");--> statement-breakpoint
CREATE INDEX "operation_attachments_company_id_idx" ON "operation_attachments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "operation_attachments_operation_idx" ON "operation_attachments" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "operation_products_company_id_idx" ON "operation_products" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_products_unique" ON "operation_products" USING btree ("operation_id","product_id");--> statement-breakpoint
CREATE INDEX "operation_products_product_idx" ON "operation_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operations_company_number_unique" ON "operations" USING btree ("company_id","ano","sequencia");--> statement-breakpoint
CREATE INDEX "operations_company_data_idx" ON "operations" USING btree ("company_id","data");--> statement-breakpoint
CREATE INDEX "operations_company_status_idx" ON "operations" USING btree ("company_id","status","data");--> statement-breakpoint
CREATE INDEX "operations_pilot_idx" ON "operations" USING btree ("pilot_id");--> statement-breakpoint
CREATE INDEX "operations_aircraft_idx" ON "operations" USING btree ("aircraft_id");--> statement-breakpoint
CREATE INDEX "operations_client_idx" ON "operations" USING btree ("client_id");