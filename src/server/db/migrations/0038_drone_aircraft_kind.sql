CREATE TYPE "public"."aircraft_kind" AS ENUM('aviao', 'drone');--> statement-breakpoint
CREATE TYPE "public"."report_rule_set" AS ENUM('in-2-2008', 'portaria-298-2021');--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registro_mapa_arp" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "tipo" "aircraft_kind" DEFAULT 'aviao' NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "numero_serie" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "baterias" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "sisant_validade" date;--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "tipo" "aircraft_kind" DEFAULT 'aviao' NOT NULL;--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "cavag_validade" date;--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "registro_arp" text;--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "caar_certificado" text;--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "caar_validade" date;--> statement-breakpoint
ALTER TABLE "operation_reports" ADD COLUMN "regra" "report_rule_set" DEFAULT 'in-2-2008' NOT NULL;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "tempo_voo_min" integer;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "ciclos_bateria" integer;--> statement-breakpoint
-- The flight hours of a drone come from its minutes flown (issue 40); PostgreSQL changes a
-- generated column's expression by dropping and adding it, after the column it reads. The month
-- totals' trigger (migration 0013) reads it by name, unchanged.
ALTER TABLE "operations" DROP COLUMN "horas_voo";--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "horas_voo" numeric(9, 1) GENERATED ALWAYS AS (coalesce(horimetro_fim - horimetro_inicio, round(tempo_voo_min / 60.0, 1))) STORED;--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_batteries_positive" CHECK ("aircraft"."baterias" IS NULL OR "aircraft"."baterias" > 0);--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_drone_flight_positive" CHECK (("operations"."tempo_voo_min" IS NULL OR "operations"."tempo_voo_min" > 0) and ("operations"."ciclos_bateria" IS NULL OR "operations"."ciclos_bateria" >= 0));
