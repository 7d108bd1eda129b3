ALTER TABLE "finance_installments" ADD COLUMN "pago_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What each installment's payments settle (valor − juros − multa + desconto, principalCents in
-- src/domain/accounting/settlement.ts), kept in the transaction of every payment recorded,
-- changed or reversed, so the titles list reads an installment's status from its own row
-- (decision 043). A payment deleted with its installment finds no row to change.
CREATE FUNCTION "finance_installment_paid_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE finance_installments
    SET pago_cents = pago_cents - (OLD.valor_cents - OLD.juros_cents - OLD.multa_cents + OLD.desconto_cents)
    WHERE id = OLD.installment_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE finance_installments
    SET pago_cents = pago_cents + (NEW.valor_cents - NEW.juros_cents - NEW.multa_cents + NEW.desconto_cents)
    WHERE id = NEW.installment_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "finance_payments_paid" AFTER INSERT OR UPDATE OR DELETE ON "finance_payments"
  FOR EACH ROW EXECUTE FUNCTION "finance_installment_paid_apply"();
--> statement-breakpoint
UPDATE "finance_installments" i SET pago_cents = p.pago
FROM (
  SELECT installment_id, sum(valor_cents - juros_cents - multa_cents + desconto_cents) AS pago
  FROM "finance_payments" GROUP BY installment_id
) p
WHERE p.installment_id = i.id;
