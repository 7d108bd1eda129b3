-- Issue 42: an employee's weekly hours (44 full time; fewer part-time, CLT art. 58-A: the
-- minimum wage is checked pro rata); the company's rule for absences, versioned with the
-- tables (the spec's ÷ 22 by default, or the CLT's 1/30 + DSR); and the tables version whose
-- IRRF a run withholds by (the one in force when its salaries are paid; null: settings_id's).
CREATE TYPE "public"."absence_rule" AS ENUM('dias_uteis', 'clt');--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "jornada_semanal" smallint DEFAULT 44 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "irrf_settings_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "faltas_regra" "absence_rule" DEFAULT 'dias_uteis' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_irrf_settings_id_payroll_settings_id_fk" FOREIGN KEY ("irrf_settings_id") REFERENCES "public"."payroll_settings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_jornada_semanal" CHECK ("employees"."jornada_semanal" BETWEEN 1 AND 44);