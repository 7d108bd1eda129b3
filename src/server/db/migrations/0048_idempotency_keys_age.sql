-- The idempotency keys' pruning (src/server/http/idempotency-pruning.ts) deletes every company's
-- keys older than 90 days each day, by created_at alone: without this index that delete reads
-- the whole table, which holds every change sent by every company's phones for 90 days.
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
