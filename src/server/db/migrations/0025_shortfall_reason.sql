-- Issue 38: a shortfall says why the conclusion could not take it from stock. Rows before it
-- were all 'sem_saldo' (no lot held the quantity).
CREATE TYPE "public"."shortfall_reason" AS ENUM('sem_saldo', 'lote_vencido');--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD COLUMN "motivo" "shortfall_reason" DEFAULT 'sem_saldo' NOT NULL;