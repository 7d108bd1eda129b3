-- While a request is sending a DPS, until when: a second request for the same receivable waits
-- (409) instead of sending it again; a send cut by a crash is freed when the time passes.
ALTER TABLE "nfse_documents" ADD COLUMN "envio_ate" timestamp with time zone;
