CREATE TYPE "public"."stock_movement_kind" AS ENUM('entrada', 'consumo', 'ajuste', 'estorno');--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" "product_unit" NOT NULL,
	"operation_id" uuid,
	"reason" text,
	"reversed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "stock_movements_quantity_nonzero" CHECK ("stock_movements"."quantity" <> 0),
	CONSTRAINT "stock_movements_sign_of_kind" CHECK (("stock_movements"."kind" <> 'entrada' or "stock_movements"."quantity" > 0) and ("stock_movements"."kind" <> 'consumo' or "stock_movements"."quantity" < 0)),
	CONSTRAINT "stock_movements_consumo_operation" CHECK ("stock_movements"."kind" <> 'consumo' or "stock_movements"."operation_id" is not null),
	CONSTRAINT "stock_movements_ajuste_reason" CHECK ("stock_movements"."kind" <> 'ajuste' or "stock_movements"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reversed_by_stock_movements_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."stock_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_company_product_idx" ON "stock_movements" USING btree ("company_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_operation_idx" ON "stock_movements" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_consumo_in_force_unique" ON "stock_movements" USING btree ("operation_id","product_id") WHERE "stock_movements"."kind" = 'consumo' and "stock_movements"."reversed_by" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_reversed_by_unique" ON "stock_movements" USING btree ("reversed_by");