-- Issue 37 item 6: the PIX key that receives into a bank account; the fatura prints it as a
-- static BR Code. Both empty on existing accounts.
ALTER TABLE "bank_accounts" ADD COLUMN "pix_tipo" "pix_type";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pix_chave" text;