CREATE TABLE "platform_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"affiliate_commission_bp" integer DEFAULT 2000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "platform_settings_single" CHECK ("platform_settings"."id"),
	CONSTRAINT "platform_settings_commission_range" CHECK ("platform_settings"."affiliate_commission_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "affiliate_commissions" DROP CONSTRAINT "affiliate_commissions_values_min";--> statement-breakpoint
ALTER TABLE "affiliates" DROP CONSTRAINT "affiliates_totals_min";--> statement-breakpoint
DROP INDEX "affiliate_payouts_affiliate_id_idx";--> statement-breakpoint
DROP INDEX "affiliate_referrals_company_id_idx";--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "affiliate_invites" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "affiliate_invites" ADD COLUMN "inviter_name" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "acknowledged_by" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_invites" ADD CONSTRAINT "affiliate_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD CONSTRAINT "security_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_commissions_payout_id_idx" ON "affiliate_commissions" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_invoice_unique" ON "affiliate_commissions" USING btree ("invoice_id","tipo_comissao");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_affiliate_month_unique" ON "affiliate_payouts" USING btree ("affiliate_id","mes_referencia");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_referrals_company_unique" ON "affiliate_referrals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "affiliates_created_at_idx" ON "affiliates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_audit_created_at_idx" ON "admin_actions_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_change_attempts_attempt_time_idx" ON "password_change_attempts" USING btree ("attempt_time");--> statement-breakpoint
CREATE INDEX "password_change_attempts_ip_address_idx" ON "password_change_attempts" USING btree ("ip_address");--> statement-breakpoint
CREATE INDEX "security_alerts_created_at_idx" ON "security_alerts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "affiliates" DROP COLUMN "total_referidos";--> statement-breakpoint
ALTER TABLE "affiliates" DROP COLUMN "total_comissoes";--> statement-breakpoint
ALTER TABLE "affiliates" DROP COLUMN "saldo_disponivel";--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_values_min" CHECK ("affiliate_commissions"."valor_base" >= 0 AND ("affiliate_commissions"."valor_comissao" >= 0 OR "affiliate_commissions"."tipo_comissao" = 'estorno'));