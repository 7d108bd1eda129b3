import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { affiliates, users } from '../db/schema/index.ts';
import { callAs, signUpCompany } from './session.ts';

/** A valid CPF and CNPJ for the forms. */
export const CPF = '52998224725';
export const CNPJ = '11222333000181';

/** A signed-up user (with a company, as everyone is) and its id. */
export async function someone(app: FastifyInstance, db: Db, email: string) {
  const { cookie } = await signUpCompany(app, { email, companyName: `Empresa ${email}` });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, userId: user!.id };
}

/** An affiliate profile made through the API; answers its code. */
export async function becomeAffiliate(app: FastifyInstance, cookie: string, name = 'Ana Souza') {
  const res = await callAs(app, cookie, 'POST', '/api/affiliates/me', {
    nome_completo: name,
    cpf_cnpj: CPF,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().affiliate_code as string;
}

/** An affiliate registered by hand (no user, no code unless given). */
export async function manualAffiliate(db: Db, values: Partial<typeof affiliates.$inferInsert>) {
  const [row] = await db
    .insert(affiliates)
    .values({ nome_completo: 'Manual', email: 'manual@exemplo.com.br', cpf_cnpj: CPF, ...values })
    .returning();
  return row!;
}
