import { formatDate, formatDecimal } from '../../domain/format.ts';
import { formatDocument } from '../../domain/br/documents.ts';
import { formatDms } from '../../domain/geo/coordinates.ts';
import { treatedAreaText } from '../../domain/flight/treated-area-text.ts';
import type { OperationReportData } from '../../domain/operations/report-data.ts';
import {
  crewLines,
  flightLines,
  reportHeading,
  signatureLines,
  type ReportLine,
} from '../../domain/operations/rule-set-report.ts';
import { TOXICOLOGICAL_CLASS_LABELS } from '../../domain/registers/values.ts';
import {
  createPdf,
  ensureSpace,
  pairs,
  sectionTitle,
  tableSection,
  type Pdf,
} from '../pdf/layout.ts';
import { letterhead } from '../pdf/letterhead.ts';
import { croqui, croquiHeight, distancesBlock } from './croqui-pdf.ts';

const dash = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const num = (value: number | null | undefined, digits: number, unit = '') =>
  value === null || value === undefined ? '—' : `${formatDecimal(value, digits)}${unit}`;
const dashed = (lines: ReportLine[]): [string, string][] =>
  lines.map(([label, value]) => [label, dash(value)]);

/**
 * The relatório operacional (IN MAPA nº 2/2008, Art. 9 and Anexo I) as a PDF: the company
 * header with its logo, the items in the order of the Anexo, the croqui and the signature lines.
 * A drone's follows Portaria MAPA nº 298/2021 (its title, flight, crew and signatures:
 * rule-set-report.ts).
 */
export async function operationReportPdf(
  r: OperationReportData,
  options: { compress?: boolean; logo?: Buffer | null; footnote?: string } = {},
): Promise<Buffer> {
  const op = r.operation;
  const { doc, finish } = await createPdf({
    title: `Relatório operacional ${op.numero}`,
    compress: options.compress,
  });

  const heading = reportHeading(r);
  letterhead(
    doc,
    { ...r.company, logo: options.logo },
    {
      title: heading.title.toUpperCase(),
      subtitle: `Operação ${op.numero} · ${formatDate(op.data)} · ${heading.basis}`,
    },
  );

  sectionTitle(doc, '1. Contratante');
  pairs(doc, [
    ['Nome', dash(r.contratante?.nome)],
    ['CPF/CNPJ', formatDocument(r.contratante?.documento)],
    ['Endereço', dash(r.contratante?.endereco)],
  ]);
  const p = r.propriedade;
  sectionTitle(doc, '2. Propriedade');
  pairs(doc, [
    ['Nome', dash(p?.nome)],
    ['Município/UF', p ? `${p.municipio}/${p.uf}` : '—'],
    [
      'Coordenadas',
      p?.latitude != null && p.longitude != null
        ? `${formatDecimal(p.latitude, 6)}, ${formatDecimal(p.longitude, 6)}\n${formatDms(p.latitude, 'latitude')}, ${formatDms(p.longitude, 'longitude')}`
        : '—',
    ],
    ['CAR', dash(p?.car)],
    ['Área total', num(p?.area_ha, 2, ' ha')],
  ]);
  sectionTitle(doc, '3. Cultura, serviço e área tratada');
  pairs(doc, [
    ['Cultura', dash(r.cultura?.nome)],
    ['Tipo de serviço', dash(r.servico?.nome)],
    ['Área tratada', treatedAreaText(op.area_ha, r.area_tratada)],
  ]);
  tableSection(
    doc,
    '4. Produtos',
    [
      { header: 'Produto', width: 0.16 },
      { header: 'Ingrediente ativo', width: 0.19 },
      { header: 'Formulação', width: 0.11 },
      { header: 'Classe toxicológica', width: 0.15 },
      { header: 'Dose/ha', width: 0.1, align: 'right' },
      { header: 'Quantidade total', width: 0.12, align: 'right' },
      { header: 'Receituário', width: 0.17 },
    ],
    r.produtos.length
      ? r.produtos.map((x) => [
          x.nome_comercial,
          dash(x.ingrediente_ativo),
          dash(x.formulacao),
          x.classe_toxicologica ? TOXICOLOGICAL_CLASS_LABELS[x.classe_toxicologica as '1'] : '—',
          `${formatDecimal(x.dose_por_ha, 3)} ${x.unidade}`,
          num(x.quantidade_total, 3, ` ${x.unidade}`),
          x.receituario_numero
            ? `${x.receituario_numero} de ${formatDate(x.receituario_data)}`
            : '—',
        ])
      : [['—', '', '', '', '', '', '']],
  );
  sectionTitle(doc, '5. Adjuvante e calda');
  pairs(doc, [
    ['Adjuvante', dash(op.adjuvante_tipo)],
    ['Quantidade de adjuvante', dash(op.adjuvante_quantidade)],
    [
      'Volume de calda',
      op.volume_calda === null ? '—' : `${formatDecimal(op.volume_calda)} ${op.unidade_volume}`,
    ],
  ]);
  sectionTitle(doc, '6. Parâmetros de aplicação');
  pairs(doc, [
    ['Altura de voo', num(op.altura_voo_m, 1, ' m')],
    ['Largura da faixa', num(op.largura_faixa_m, 1, ' m')],
    ['Bico/atomizador', [op.bico_tipo, op.bico_modelo].filter(Boolean).join(' · ') || '—'],
    ['Ângulo', op.bico_angulo === null ? '—' : `${op.bico_angulo}°`],
  ]);
  tableSection(
    doc,
    '7. Condições meteorológicas',
    [
      { header: '', width: 0.16 },
      { header: 'Temperatura', width: 0.2 },
      { header: 'Umidade relativa', width: 0.2 },
      { header: 'Vento', width: 0.2 },
      { header: 'Direção', width: 0.24 },
    ],
    [
      [
        'Início',
        num(op.temperatura_inicio, 1, ' °C'),
        num(op.umidade_inicio, 0, ' %'),
        num(op.vento_inicio, 1, ' km/h'),
        dash(op.vento_direcao_inicio),
      ],
      [
        'Término',
        num(op.temperatura_fim, 1, ' °C'),
        num(op.umidade_fim, 0, ' %'),
        num(op.vento_fim, 1, ' km/h'),
        dash(op.vento_direcao_fim),
      ],
    ],
  );
  if (op.clima_alertas.length) {
    doc.moveDown(0.4).font('Helvetica-Bold');
    doc.text(
      'Aplicação realizada fora da janela meteorológica recomendada, com confirmação do responsável:',
    );
    doc.font('Helvetica');
    for (const alert of op.clima_alertas) doc.text(`• ${alert}`);
  }
  const flight = flightLines(r);
  sectionTitle(doc, `8. ${flight.title}`);
  pairs(doc, dashed(flight.lines));
  sectionTitle(doc, '9. Aeronave e equipe');
  pairs(doc, dashed(crewLines(r)));
  sectionTitle(doc, '10. Croqui da área', croquiHeight(doc, r));
  croqui(doc, r);
  distancesBlock(doc, r);
  doc.text(`Obstáculos e áreas sensíveis: ${dash(op.obstaculos ?? p?.caracteristicas_sensiveis)}`);
  // The last section and the signatures on one page: a page of signature lines alone signs
  // nothing (issue 45).
  const observations = dash(op.observacoes);
  sectionTitle(doc, '11. Observações', doc.heightOfString(observations) + SIGNATURES_HEIGHT);
  doc.text(observations);
  signatures(doc, dashed(signatureLines(r)));
  if (options.footnote) footnoteOnEveryPage(doc, options.footnote);
  return finish();
}

/**
 * A line above the footer of every page: a frozen report's version and the code of its data
 * (decision 029), so a printed page is tied to the record it came from.
 */
function footnoteOnEveryPage(doc: Pdf, line: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#5f6e78')
      .text(line, doc.page.margins.left, doc.page.height - 45, { lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.fillColor('black');
}

/** What the signature lines take: the space above them, the line, the role and the name. */
const SIGNATURES_HEIGHT = 90;

function signatures(doc: Pdf, people: [string, string][]) {
  ensureSpace(doc, SIGNATURES_HEIGHT);
  doc.moveDown(3);
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / people.length;
  const y = doc.y;
  people.forEach(([role, name], i) => {
    const x = left + i * width;
    doc
      .moveTo(x + 10, y)
      .lineTo(x + width - 10, y)
      .lineWidth(0.6)
      .strokeColor('#14212b')
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(role, x, y + 4, { width, align: 'center' });
    doc.font('Helvetica').text(name, x, doc.y, { width, align: 'center' });
  });
  doc.x = left;
}
