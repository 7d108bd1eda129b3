CREATE TYPE "public"."category_kind" AS ENUM('receita', 'despesa');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('pix', 'boleto', 'ted', 'dinheiro', 'cartao');--> statement-breakpoint
CREATE TYPE "public"."payment_terms" AS ENUM('a_vista', '30_dias', '60_dias', '90_dias', 'data_fixa');--> statement-breakpoint
CREATE TYPE "public"."statement_format" AS ENUM('ofx', 'csv');--> statement-breakpoint
CREATE TYPE "public"."statement_line_status" AS ENUM('pendente', 'conciliada', 'ignorada');--> statement-breakpoint
CREATE TYPE "public"."title_origin" AS ENUM('operacao', 'proposta', 'estoque', 'folha', 'manual');--> statement-breakpoint
CREATE TYPE "public"."title_side" AS ENUM('receber', 'pagar');--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"banco" text,
	"agencia" text,
	"conta" text,
	"saldo_inicial_cents" bigint DEFAULT 0 NOT NULL,
	"saldo_inicial_data" date NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"formato" "statement_format" NOT NULL,
	"nome_arquivo" text NOT NULL,
	"linhas" integer NOT NULL,
	"novas" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"fitid" text NOT NULL,
	"data" date NOT NULL,
	"valor_cents" bigint NOT NULL,
	"descricao" text NOT NULL,
	"status" "statement_line_status" DEFAULT 'pendente' NOT NULL,
	CONSTRAINT "bank_statement_lines_value_nonzero" CHECK ("bank_statement_lines"."valor_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "finance_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"chave" text,
	"nome" text NOT NULL,
	"tipo" "category_kind" NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title_id" uuid NOT NULL,
	"numero" smallint NOT NULL,
	"vencimento" date NOT NULL,
	"valor_cents" bigint NOT NULL,
	CONSTRAINT "finance_installments_value_positive" CHECK ("finance_installments"."valor_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "finance_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"installment_id" uuid NOT NULL,
	"data" date NOT NULL,
	"valor_cents" bigint NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"metodo" "payment_method" NOT NULL,
	"statement_line_id" uuid,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "finance_payments_value_positive" CHECK ("finance_payments"."valor_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "finance_title_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"valor_cents" bigint NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lado" "title_side" NOT NULL,
	"origem" "title_origin" NOT NULL,
	"descricao" text NOT NULL,
	"category_id" uuid NOT NULL,
	"client_id" uuid,
	"supplier_id" uuid,
	"contraparte" text,
	"aircraft_id" uuid,
	"documento" text,
	"competencia" date NOT NULL,
	"total_cents" bigint NOT NULL,
	"stock_entry_id" uuid,
	"proposal_id" uuid,
	"folha_mes" date,
	"observacoes" text,
	"cancelado_at" timestamp with time zone,
	"cancelado_by" text,
	"motivo_cancelamento" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "finance_titles_total_positive" CHECK ("finance_titles"."total_cents" > 0),
	CONSTRAINT "finance_titles_client_receives" CHECK ("finance_titles"."lado" = 'receber' OR "finance_titles"."client_id" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "condicao_pagamento" "payment_terms" DEFAULT 'a_vista' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "vencimento_fixo" date;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "faturar_na_aprovacao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "parcelas" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_categories" ADD CONSTRAINT "finance_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_installments" ADD CONSTRAINT "finance_installments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_installments" ADD CONSTRAINT "finance_installments_title_id_finance_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."finance_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_installment_id_finance_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."finance_installments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_statement_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_title_operations" ADD CONSTRAINT "finance_title_operations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_title_operations" ADD CONSTRAINT "finance_title_operations_title_id_finance_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."finance_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_title_operations" ADD CONSTRAINT "finance_title_operations_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_supplier_id_stock_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."stock_suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_stock_entry_id_stock_entries_id_fk" FOREIGN KEY ("stock_entry_id") REFERENCES "public"."stock_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_cancelado_by_users_id_fk" FOREIGN KEY ("cancelado_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_titles" ADD CONSTRAINT "finance_titles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_company_nome_unique" ON "bank_accounts" USING btree ("company_id","nome");--> statement-breakpoint
CREATE INDEX "bank_statement_imports_company_id_idx" ON "bank_statement_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_fitid_unique" ON "bank_statement_lines" USING btree ("bank_account_id","fitid");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_company_status_idx" ON "bank_statement_lines" USING btree ("company_id","status","data");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_categories_company_nome_unique" ON "finance_categories" USING btree ("company_id","tipo","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_categories_company_chave_unique" ON "finance_categories" USING btree ("company_id","chave");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_installments_title_numero_unique" ON "finance_installments" USING btree ("title_id","numero");--> statement-breakpoint
CREATE INDEX "finance_installments_company_id_idx" ON "finance_installments" USING btree ("company_id","vencimento");--> statement-breakpoint
CREATE INDEX "finance_payments_installment_id_idx" ON "finance_payments" USING btree ("installment_id");--> statement-breakpoint
CREATE INDEX "finance_payments_company_id_idx" ON "finance_payments" USING btree ("company_id","data");--> statement-breakpoint
CREATE INDEX "finance_payments_bank_account_id_idx" ON "finance_payments" USING btree ("bank_account_id");--> statement-breakpoint
CREATE INDEX "finance_payments_statement_line_id_idx" ON "finance_payments" USING btree ("statement_line_id");--> statement-breakpoint
CREATE INDEX "finance_title_operations_company_id_idx" ON "finance_title_operations" USING btree ("company_id","title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_title_operations_active_unique" ON "finance_title_operations" USING btree ("operation_id") WHERE "finance_title_operations"."ativo";--> statement-breakpoint
CREATE INDEX "finance_titles_company_competencia_idx" ON "finance_titles" USING btree ("company_id","lado","competencia");--> statement-breakpoint
CREATE INDEX "finance_titles_client_id_idx" ON "finance_titles" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "finance_titles_aircraft_id_idx" ON "finance_titles" USING btree ("aircraft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_titles_stock_entry_unique" ON "finance_titles" USING btree ("stock_entry_id") WHERE "finance_titles"."cancelado_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_titles_proposal_unique" ON "finance_titles" USING btree ("proposal_id") WHERE "finance_titles"."cancelado_at" IS NULL;--> statement-breakpoint
-- Every company starts with the trade's categories (DEFAULT_CATEGORIES in
-- src/domain/accounting/values.ts; new companies get them from companies/start.ts).
INSERT INTO "finance_categories" (company_id, chave, nome, tipo)
SELECT c.id, d.chave, d.nome, d.tipo::category_kind
FROM companies c CROSS JOIN (VALUES
  ('servicos', 'Serviços de aplicação aérea', 'receita'),
  ('outras_receitas', 'Outras receitas', 'receita'),
  ('combustivel', 'Combustível', 'despesa'),
  ('insumos', 'Defensivos e insumos', 'despesa'),
  ('manutencao', 'Manutenção de aeronaves', 'despesa'),
  ('pecas', 'Peças', 'despesa'),
  ('seguro', 'Seguro aeronáutico', 'despesa'),
  ('salarios', 'Salários e encargos', 'despesa'),
  ('hangar', 'Hangar e aluguel', 'despesa'),
  ('impostos', 'Impostos', 'despesa'),
  ('administrativas', 'Administrativas', 'despesa')
) AS d(chave, nome, tipo);
--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
