CREATE TABLE "aircraft_maintenance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"data" date NOT NULL,
	"descricao" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aircraft_maintenance" ADD CONSTRAINT "aircraft_maintenance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aircraft_maintenance" ADD CONSTRAINT "aircraft_maintenance_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aircraft_maintenance" ADD CONSTRAINT "aircraft_maintenance_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aircraft_maintenance_company_data_idx" ON "aircraft_maintenance" USING btree ("company_id","data");--> statement-breakpoint
CREATE INDEX "aircraft_maintenance_aircraft_idx" ON "aircraft_maintenance" USING btree ("aircraft_id","data");