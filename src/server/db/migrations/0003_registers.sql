CREATE TYPE "public"."product_class" AS ENUM('herbicida', 'inseticida', 'fungicida', 'acaricida', 'fertilizante', 'adjuvante', 'semente', 'biologico', 'outro');--> statement-breakpoint
CREATE TYPE "public"."product_unit" AS ENUM('L', 'kg');--> statement-breakpoint
CREATE TYPE "public"."service_price_unit" AS ENUM('ha', 'hora');--> statement-breakpoint
CREATE TYPE "public"."technician_kind" AS ENUM('agronomo', 'tecnico');--> statement-breakpoint
CREATE TYPE "public"."toxicological_class" AS ENUM('1', '2', '3', '4', '5', 'nao_classificado');--> statement-breakpoint
CREATE TYPE "public"."uf" AS ENUM('AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO');--> statement-breakpoint
CREATE TABLE "aircraft" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prefixo" text NOT NULL,
	"fabricante" text NOT NULL,
	"modelo" text NOT NULL,
	"ano" integer,
	"capacidade_hopper_l" numeric(8, 0),
	"largura_faixa_m" numeric(5, 1),
	"horimetro_atual" numeric(9, 1),
	"ca_validade" date,
	"cva_validade" date,
	"seguro_validade" date,
	CONSTRAINT "aircraft_hopper_positive" CHECK ("aircraft"."capacidade_hopper_l" IS NULL OR "aircraft"."capacidade_hopper_l" > 0),
	CONSTRAINT "aircraft_swath_positive" CHECK ("aircraft"."largura_faixa_m" IS NULL OR "aircraft"."largura_faixa_m" > 0)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nome" text NOT NULL,
	"documento" text,
	"inscricao_estadual" text,
	"email" text,
	"telefone" text,
	"endereco" text,
	"municipio" text,
	"uf" "uf",
	"observacoes" text
);
--> statement-breakpoint
CREATE TABLE "crops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nome" text NOT NULL,
	"cpf" text,
	"canac" text,
	"licenca" text,
	"cma_validade" date,
	"habilitacao_agricola_validade" date,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nome_comercial" text NOT NULL,
	"ingrediente_ativo" text,
	"fabricante" text,
	"registro_mapa" text,
	"classe" "product_class" NOT NULL,
	"classe_toxicologica" "toxicological_class",
	"formulacao" text,
	"unidade" "product_unit" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"municipio" text NOT NULL,
	"uf" "uf" NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"area_ha" numeric(12, 2),
	"boundary" jsonb,
	"car" text,
	"caracteristicas_sensiveis" text,
	CONSTRAINT "properties_area_positive" CHECK ("properties"."area_ha" IS NULL OR "properties"."area_ha" > 0),
	CONSTRAINT "properties_latitude_range" CHECK ("properties"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "properties_longitude_range" CHECK ("properties"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nome" text NOT NULL,
	"unidade_preco" "service_price_unit" DEFAULT 'ha' NOT NULL,
	"preco_cents" integer,
	CONSTRAINT "services_price_non_negative" CHECK ("services"."preco_cents" IS NULL OR "services"."preco_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "technicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" "technician_kind" NOT NULL,
	"nome" text NOT NULL,
	"cpf" text,
	"crea" text,
	"email" text,
	"telefone" text
);
--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_company_prefixo_unique" ON "aircraft" USING btree ("company_id","prefixo");--> statement-breakpoint
CREATE INDEX "clients_company_id_idx" ON "clients" USING btree ("company_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_documento_unique" ON "clients" USING btree ("company_id","documento");--> statement-breakpoint
CREATE UNIQUE INDEX "crops_company_nome_unique" ON "crops" USING btree ("company_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "pilots_company_id_idx" ON "pilots" USING btree ("company_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "pilots_company_user_unique" ON "pilots" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "products_company_id_idx" ON "products" USING btree ("company_id","nome_comercial");--> statement-breakpoint
CREATE INDEX "properties_company_id_idx" ON "properties" USING btree ("company_id","nome");--> statement-breakpoint
CREATE INDEX "properties_client_id_idx" ON "properties" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_company_nome_unique" ON "services" USING btree ("company_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "technicians_company_id_idx" ON "technicians" USING btree ("company_id","nome");--> statement-breakpoint
-- Companies that existed before the registers start with the default crops and services
-- (src/domain/registers/values.ts; new companies get them at sign-up).
INSERT INTO "crops" ("company_id", "nome")
SELECT c."id", d."nome" FROM "companies" c
CROSS JOIN (VALUES ('Soja'), ('Milho'), ('Algodão'), ('Cana-de-açúcar'), ('Arroz'), ('Feijão'),
  ('Trigo'), ('Café'), ('Citros'), ('Eucalipto'), ('Pastagem'), ('Banana')) AS d("nome");--> statement-breakpoint
INSERT INTO "services" ("company_id", "nome", "unidade_preco", "preco_cents")
SELECT c."id", d."nome", d."unidade"::"service_price_unit", d."preco" FROM "companies" c
CROSS JOIN (VALUES ('Aplicação líquida', 'ha', 4000), ('Aplicação sólida', 'ha', 4500),
  ('Semeadura', 'ha', 5000), ('Fertilização', 'ha', 4200),
  ('Combate a incêndio', 'hora', 450000)) AS d("nome", "unidade", "preco");
