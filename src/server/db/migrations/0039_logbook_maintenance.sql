CREATE TYPE "public"."logbook_flight_kind" AS ENUM('aplicacao', 'traslado', 'instrucao', 'teste_manutencao');--> statement-breakpoint
CREATE TYPE "public"."maintenance_kind" AS ENUM('inspecao_50h', 'inspecao_100h', 'anual_iam', 'tbo_motor', 'tbo_helice', 'motores_drone', 'ciclos_bateria', 'outra');--> statement-breakpoint
CREATE TABLE "logbook_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"data" date NOT NULL,
	"pilot_id" uuid NOT NULL,
	"assinado_por" text,
	"assinado_em" timestamp with time zone NOT NULL,
	"conteudo" text NOT NULL,
	"conteudo_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logbook_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"data" date NOT NULL,
	"tipo" "logbook_flight_kind" NOT NULL,
	"pilot_id" uuid,
	"tripulacao" text,
	"hora_decolagem" text,
	"hora_pouso" text,
	"horimetro_inicio" numeric(9, 1),
	"horimetro_fim" numeric(9, 1),
	"tempo_voo_min" integer,
	"ciclos_bateria" integer,
	"pousos" smallint DEFAULT 1 NOT NULL,
	"combustivel_l" numeric(8, 1),
	"ocorrencias" text,
	"corrige" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "logbook_entries_horimetro_order" CHECK ("logbook_entries"."horimetro_inicio" IS NULL OR "logbook_entries"."horimetro_fim" IS NULL OR "logbook_entries"."horimetro_fim" > "logbook_entries"."horimetro_inicio"),
	CONSTRAINT "logbook_entries_counts" CHECK ("logbook_entries"."pousos" >= 0 and ("logbook_entries"."tempo_voo_min" IS NULL OR "logbook_entries"."tempo_voo_min" > 0) and ("logbook_entries"."ciclos_bateria" IS NULL OR "logbook_entries"."ciclos_bateria" >= 0) and ("logbook_entries"."combustivel_l" IS NULL OR "logbook_entries"."combustivel_l" >= 0))
);
--> statement-breakpoint
CREATE TABLE "maintenance_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"tipo" "maintenance_kind" NOT NULL,
	"nome" text NOT NULL,
	"intervalo_horas" numeric(8, 1),
	"intervalo_meses" smallint,
	"intervalo_ciclos" integer,
	"ultima_horas" numeric(9, 1),
	"ultima_data" date,
	"ultima_ciclos" integer,
	"alerta_horas" numeric(6, 1) DEFAULT 10 NOT NULL,
	"alerta_dias" smallint DEFAULT 15 NOT NULL,
	"alerta_ciclos" integer DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_items_intervals" CHECK (("maintenance_items"."intervalo_horas" IS NULL OR "maintenance_items"."intervalo_horas" > 0) and ("maintenance_items"."intervalo_meses" IS NULL OR "maintenance_items"."intervalo_meses" > 0) and ("maintenance_items"."intervalo_ciclos" IS NULL OR "maintenance_items"."intervalo_ciclos" > 0))
);
--> statement-breakpoint
CREATE TABLE "maintenance_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"data" date NOT NULL,
	"motivo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "maintenance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"item_id" uuid,
	"data" date NOT NULL,
	"horas" numeric(9, 1),
	"ciclos" integer,
	"descricao" text NOT NULL,
	"custo_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "maintenance_records_cost" CHECK ("maintenance_records"."custo_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "logbook_days" ADD CONSTRAINT "logbook_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_days" ADD CONSTRAINT "logbook_days_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_days" ADD CONSTRAINT "logbook_days_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_days" ADD CONSTRAINT "logbook_days_assinado_por_users_id_fk" FOREIGN KEY ("assinado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_items" ADD CONSTRAINT "maintenance_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_items" ADD CONSTRAINT "maintenance_items_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_overrides" ADD CONSTRAINT "maintenance_overrides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_overrides" ADD CONSTRAINT "maintenance_overrides_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_overrides" ADD CONSTRAINT "maintenance_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_item_id_maintenance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."maintenance_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logbook_days_company_id_idx" ON "logbook_days" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_days_aircraft_data_unique" ON "logbook_days" USING btree ("aircraft_id","data");--> statement-breakpoint
CREATE INDEX "logbook_entries_company_id_idx" ON "logbook_entries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_aircraft_data_idx" ON "logbook_entries" USING btree ("aircraft_id","data");--> statement-breakpoint
CREATE INDEX "maintenance_items_company_id_idx" ON "maintenance_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "maintenance_items_aircraft_idx" ON "maintenance_items" USING btree ("aircraft_id");--> statement-breakpoint
CREATE INDEX "maintenance_overrides_company_id_idx" ON "maintenance_overrides" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "maintenance_overrides_aircraft_idx" ON "maintenance_overrides" USING btree ("aircraft_id","data");--> statement-breakpoint
CREATE INDEX "maintenance_records_company_id_idx" ON "maintenance_records" USING btree ("company_id","data");--> statement-breakpoint
CREATE INDEX "maintenance_records_aircraft_idx" ON "maintenance_records" USING btree ("aircraft_id","data");--> statement-breakpoint
-- A signed logbook day does not change (ANAC Res. 773/2025): a correction is a new entry.
CREATE FUNCTION agrovoo_signed_logbook_day_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'logbook_days %: a signed logbook day does not change', OLD.id;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER logbook_days_signed BEFORE UPDATE ON logbook_days
  FOR EACH ROW EXECUTE FUNCTION agrovoo_signed_logbook_day_guard();
--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
