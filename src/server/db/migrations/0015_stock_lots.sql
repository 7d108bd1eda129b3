CREATE TYPE "public"."adjustment_reason" AS ENUM('perda', 'vencimento', 'inventario', 'transferencia');--> statement-breakpoint
CREATE TYPE "public"."fuel" AS ENUM('avgas', 'jet_a1', 'etanol');--> statement-breakpoint
CREATE TYPE "public"."package_type" AS ENUM('rigida_lavavel', 'rigida_nao_lavavel', 'flexivel');--> statement-breakpoint
CREATE TYPE "public"."shortfall_resolution" AS ENUM('baixar', 'dispensar');--> statement-breakpoint
CREATE TABLE "stock_aircraft_fuel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"combustivel" "fuel" NOT NULL,
	"consumo_l_h" numeric(7, 1) NOT NULL,
	CONSTRAINT "stock_aircraft_fuel_aircraft_unique" UNIQUE("aircraft_id")
);
--> statement-breakpoint
CREATE TABLE "stock_container_obligations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"tipo" "package_type" NOT NULL,
	"capacidade" numeric(10, 3) NOT NULL,
	"unidade" "product_unit" NOT NULL,
	"quantidade" integer NOT NULL,
	"devolver_ate" date NOT NULL,
	"local_devolucao" text,
	CONSTRAINT "stock_container_obligations_quantity" CHECK ("stock_container_obligations"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_container_return_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"obligation_id" uuid NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "stock_container_return_items_quantity" CHECK ("stock_container_return_items"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_container_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"data" date NOT NULL,
	"unidade_recebimento" text NOT NULL,
	"numero_comprovante" text NOT NULL,
	"triplice_lavagem" boolean NOT NULL,
	"nome_arquivo" text,
	"mime" text,
	"tamanho" integer,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "stock_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"nf_numero" text NOT NULL,
	"nf_serie" text NOT NULL,
	"nf_data" date NOT NULL,
	"chave_acesso" text,
	"local_devolucao" text,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"product_id" uuid,
	"combustivel" "fuel",
	"lote" text NOT NULL,
	"fabricacao" date,
	"validade" date,
	"quantidade_inicial" numeric(14, 3) NOT NULL,
	"saldo" numeric(14, 3) NOT NULL,
	"unidade" "product_unit" NOT NULL,
	"custo_unitario_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lots_one_item" CHECK (("stock_lots"."product_id" is null) <> ("stock_lots"."combustivel" is null)),
	CONSTRAINT "stock_lots_saldo_not_negative" CHECK ("stock_lots"."saldo" >= 0),
	CONSTRAINT "stock_lots_validade_after_fabricacao" CHECK ("stock_lots"."validade" >= "stock_lots"."fabricacao")
);
--> statement-breakpoint
CREATE TABLE "stock_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid,
	"combustivel" "fuel",
	"minimo" numeric(14, 3),
	"embalagem_tipo" "package_type",
	"embalagem_capacidade" numeric(10, 3),
	CONSTRAINT "stock_settings_one_item" CHECK (("stock_settings"."product_id" is null) <> ("stock_settings"."combustivel" is null))
);
--> statement-breakpoint
CREATE TABLE "stock_shortfalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	"unidade" "product_unit" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"resolvida_em" timestamp with time zone,
	"resolvida_por" text,
	"forma" "shortfall_resolution",
	"observacao" text,
	CONSTRAINT "stock_shortfalls_quantity" CHECK ("stock_shortfalls"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_supplier_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"product_id" uuid,
	"combustivel" "fuel",
	CONSTRAINT "stock_supplier_codes_one_item" CHECK (("stock_supplier_codes"."product_id" is null) <> ("stock_supplier_codes"."combustivel" is null))
);
--> statement-breakpoint
CREATE TABLE "stock_suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_ajuste_reason";--> statement-breakpoint
DROP INDEX "stock_movements_consumo_in_force_unique";--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "combustivel" "fuel";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "lot_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "valor_cents" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "motivo" "adjustment_reason";--> statement-breakpoint
ALTER TABLE "stock_aircraft_fuel" ADD CONSTRAINT "stock_aircraft_fuel_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_aircraft_fuel" ADD CONSTRAINT "stock_aircraft_fuel_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_container_obligations" ADD CONSTRAINT "stock_container_obligations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_container_obligations" ADD CONSTRAINT "stock_container_obligations_entry_id_stock_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."stock_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_container_obligations" ADD CONSTRAINT "stock_container_obligations_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_container_obligations" ADD CONSTRAINT "stock_container_obligations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_container_return_items" ADD CONSTRAINT "stock_container_return_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_container_return_items" ADD CONSTRAINT "stock_container_return_items_return_id_stock_container_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."stock_container_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_container_return_items" ADD CONSTRAINT "stock_container_return_items_obligation_id_stock_container_obligations_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."stock_container_obligations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_container_returns" ADD CONSTRAINT "stock_container_returns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_container_returns" ADD CONSTRAINT "stock_container_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_supplier_id_stock_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."stock_suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_entry_id_stock_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."stock_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_settings" ADD CONSTRAINT "stock_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_settings" ADD CONSTRAINT "stock_settings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_resolvida_por_users_id_fk" FOREIGN KEY ("resolvida_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_supplier_codes" ADD CONSTRAINT "stock_supplier_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_supplier_codes" ADD CONSTRAINT "stock_supplier_codes_supplier_id_stock_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."stock_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_supplier_codes" ADD CONSTRAINT "stock_supplier_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_suppliers" ADD CONSTRAINT "stock_suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_aircraft_fuel_company_id_idx" ON "stock_aircraft_fuel" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stock_container_obligations_company_id_idx" ON "stock_container_obligations" USING btree ("company_id","devolver_ate");--> statement-breakpoint
CREATE INDEX "stock_container_return_items_obligation_idx" ON "stock_container_return_items" USING btree ("obligation_id");--> statement-breakpoint
CREATE INDEX "stock_container_return_items_return_idx" ON "stock_container_return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "stock_container_return_items_company_id_idx" ON "stock_container_return_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stock_container_returns_company_id_idx" ON "stock_container_returns" USING btree ("company_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_entries_nf_unique" ON "stock_entries" USING btree ("company_id","supplier_id","nf_serie","nf_numero");--> statement-breakpoint
CREATE INDEX "stock_entries_company_id_idx" ON "stock_entries" USING btree ("company_id","nf_data");--> statement-breakpoint
CREATE INDEX "stock_lots_company_product_idx" ON "stock_lots" USING btree ("company_id","product_id","validade");--> statement-breakpoint
CREATE INDEX "stock_lots_company_fuel_idx" ON "stock_lots" USING btree ("company_id","combustivel","validade");--> statement-breakpoint
CREATE INDEX "stock_lots_entry_idx" ON "stock_lots" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_settings_product_unique" ON "stock_settings" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_settings_fuel_unique" ON "stock_settings" USING btree ("company_id","combustivel");--> statement-breakpoint
CREATE INDEX "stock_shortfalls_operation_idx" ON "stock_shortfalls" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "stock_shortfalls_company_id_idx" ON "stock_shortfalls" USING btree ("company_id","resolvida_em");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_supplier_codes_unique" ON "stock_supplier_codes" USING btree ("company_id","supplier_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_suppliers_company_cnpj_unique" ON "stock_suppliers" USING btree ("company_id","cnpj");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "stock_movements_company_id_idx" ON "stock_movements" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_one_item" CHECK (("stock_movements"."product_id" is null) <> ("stock_movements"."combustivel" is null));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_ajuste_reason" CHECK ("stock_movements"."kind" <> 'ajuste' or ("stock_movements"."reason" is not null and "stock_movements"."motivo" is not null));--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
