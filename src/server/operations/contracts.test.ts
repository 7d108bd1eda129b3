import { describe, expect, it } from 'vitest';
import {
  operationAttachment,
  operationAttachmentList,
  operationDetail,
  operationPage,
} from '../../domain/operations/contracts.ts';
import { useTestApp } from '../test/app.ts';
import { expectPdf } from '../test/pdf-text.ts';
import { answer, answering } from '../test/contracts.ts';
import { stockUp } from '../test/stock-entries.ts';
import { sendForm } from '../test/multipart.ts';
import { companyReadyToFly } from '../test/operations.ts';

const t = useTestApp();

describe('the operations API answers what its contracts declare', () => {
  it('list, detail, edit, status actions and attachments', async () => {
    const { owner, cookie, complete, ids } = await companyReadyToFly(t.app);
    // Each action on the operation answers its detail.
    const detailOf = answering(owner, operationDetail);
    // In stock, so concluding takes the products from a lot (decision 013).
    await stockUp(owner, [{ product_id: ids.product, lote: 'FX-1', quantidade: 100 }]);
    const created = await detailOf(
      { method: 'POST', url: '/api/operations', payload: complete },
      201,
    );
    const id = created.operation.id;
    expect(created.report.propriedade?.nome).toBeTruthy();
    const scheduled = await detailOf(
      { method: 'POST', url: '/api/operations', payload: { ...complete, data: '2026-11-20' } },
      201,
    );
    expect(scheduled.operation.numero).toBe('2026/0002');

    const page = answer(await owner({ method: 'GET', url: '/api/operations' }), 200, operationPage);
    expect(page.items).toHaveLength(2);
    const empty = answer(
      await owner({ method: 'GET', url: '/api/operations?status=cancelada' }),
      200,
      operationPage,
    );
    expect(empty.items).toEqual([]);

    await detailOf({ method: 'GET', url: `/api/operations/${id}` });
    await detailOf({ method: 'PUT', url: `/api/operations/${id}`, payload: complete });
    const concluded = await detailOf({
      method: 'POST',
      url: `/api/operations/${id}/concluir`,
      payload: { confirmarClima: true },
    });
    expect(concluded.operation.status).toBe('concluida');
    expect(concluded.operation.concluded_at).not.toBeNull();
    expect(concluded.baixa_estoque.length).toBeGreaterThan(0);
    const listed = answer(
      await owner({ method: 'GET', url: '/api/operations?status=concluida' }),
      200,
      operationPage,
    );
    expect(listed.items[0]!.valor_cents).not.toBeNull();
    await detailOf({ method: 'POST', url: `/api/operations/${scheduled.operation.id}/cancelar` });

    const uploaded = answer(
      await sendForm(
        t.app,
        { method: 'POST', url: `/api/operations/${id}/anexos`, cookie },
        { tipo: 'foto' },
        { name: 'pista.jpg', content: Buffer.from('foto da pista'), type: 'image/jpeg' },
      ),
      201,
      operationAttachment,
    );
    const attachments = answer(
      await owner({ method: 'GET', url: `/api/operations/${id}/anexos` }),
      200,
      operationAttachmentList,
    );
    expect(attachments.anexos.map((a) => a.id)).toEqual([uploaded.id]);

    // The files: bytes, not JSON.
    const pdf = await owner({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf` });
    expectPdf(pdf);
    const file = await owner({ method: 'GET', url: `/api/operations/${id}/anexos/${uploaded.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('foto da pista');
    const removed = await owner({
      method: 'DELETE',
      url: `/api/operations/${id}/anexos/${uploaded.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });
});
