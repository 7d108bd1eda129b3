import { describe, expect, it } from 'vitest';
import { issueMessages } from '../../test-support/issues.ts';
import { fiscalSettingsInput } from './fiscal-contracts.ts';

describe('fiscalSettingsInput', () => {
  const settings = {
    inscricao_municipal: ' 12.345 ',
    municipio_ibge: '51.07925',
    iss_retido: false,
    codigo_tributacao_nacional: '07.13.01',
    nbs: '',
    ambiente: 'homologacao',
  };

  it('reads the codes without their punctuation, a blank NBS and registration as none', () => {
    expect(fiscalSettingsInput.parse({ ...settings, inscricao_municipal: '' })).toEqual({
      inscricao_municipal: null,
      municipio_ibge: '5107925',
      iss_retido: false,
      codigo_tributacao_nacional: '071301',
      nbs: null,
      ambiente: 'homologacao',
    });
    expect(fiscalSettingsInput.parse({ ...settings, nbs: '1.0101.10.00' }).nbs).toBe('101011000');
  });

  it.each([
    [{ municipio_ibge: undefined }, 'municipio_ibge', 'Código IBGE do município é obrigatório.'],
    [{ iss_retido: 'sim' }, 'iss_retido', 'Diga se o tomador retém o ISS.'],
    [
      { inscricao_municipal: '1'.repeat(21) },
      'inscricao_municipal',
      'Inscrição municipal: use no máximo 20 caracteres.',
    ],
  ])('refuses %j naming %s', (change, field, message) =>
    expect(issueMessages(fiscalSettingsInput.safeParse({ ...settings, ...change }))).toEqual({
      [field]: message,
    }),
  );
});
