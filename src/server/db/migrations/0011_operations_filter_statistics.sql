-- A company's aircraft, clients and pilots are its own: without these statistics PostgreSQL
-- multiplies the selectivities of company_id and aircraft_id as if they were independent,
-- expects ~40 of a company's 2,000 flights where there are 1,800, and plans the operations
-- list for a handful of rows (docs/benchmarks.md, 'Operations').
CREATE STATISTICS IF NOT EXISTS "operations_company_dependencies" (dependencies) ON "company_id", "aircraft_id", "client_id", "pilot_id" FROM "operations";
