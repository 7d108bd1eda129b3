-- Issue 37: a payment carries juros, multa, desconto and tarifa (posted to the financial
-- result); the principal it settles is valor - juros - multa + desconto, above zero.
-- A FITID is stored once per company, not once per account: before the new index, a line
-- repeated in another account of the company is dropped unless reconciled (the first one
-- imported stays, or the one reconciled).
DELETE FROM "bank_statement_lines" l
USING "bank_statement_lines" k, "bank_statement_imports" li, "bank_statement_imports" ki
WHERE k.company_id = l.company_id AND k.fitid = l.fitid AND k.id <> l.id
  AND li.id = l.import_id AND ki.id = k.import_id
  AND l.status <> 'conciliada'
  AND (k.status = 'conciliada' OR (ki.created_at, k.id::text) < (li.created_at, l.id::text));--> statement-breakpoint
DROP INDEX "bank_statement_lines_fitid_unique";--> statement-breakpoint
ALTER TABLE "finance_payments" ADD COLUMN "juros_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD COLUMN "multa_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD COLUMN "desconto_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD COLUMN "tarifa_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_company_fitid_unique" ON "bank_statement_lines" USING btree ("company_id","fitid");--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_charges_not_negative" CHECK ("finance_payments"."juros_cents" >= 0 and "finance_payments"."multa_cents" >= 0 and "finance_payments"."desconto_cents" >= 0 and "finance_payments"."tarifa_cents" >= 0);--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_principal_positive" CHECK ("finance_payments"."valor_cents" - "finance_payments"."juros_cents" - "finance_payments"."multa_cents" + "finance_payments"."desconto_cents" > 0);