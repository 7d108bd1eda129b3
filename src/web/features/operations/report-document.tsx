import { formatDocument } from '../../../domain/br/documents.ts';
import { treatedAreaText } from '../../../domain/flight/treated-area-text.ts';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import { addressText } from '../../../domain/operations/address.ts';
import type { OperationReportData } from '../../../domain/operations/report-data.ts';
import {
  crewLines,
  flightLines,
  reportHeading,
  signatureLines,
} from '../../../domain/operations/rule-set-report.ts';
import { Croqui } from './croqui.tsx';
import { dash, Item, num, Pairs, ProductsTable, WeatherTable } from './report-parts.tsx';

/** The relatório operacional of Anexo I, item by item, with the signatures (screen and print). */
export function ReportDocument({ report: r }: { report: OperationReportData }) {
  const op = r.operation;
  const heading = reportHeading(r);
  const flight = flightLines(r);
  return (
    <article className="mx-auto max-w-4xl rounded-2xl border border-brand-100 bg-white p-6 text-sm text-ink-900 print:border-0 print:p-0">
      <header className="border-b-2 border-ink-900 pb-3">
        <p className="text-lg font-bold">{r.company.company_name}</p>
        <p>
          CNPJ {formatDocument(r.company.cnpj)} · {heading.registration}
        </p>
        <p>{dash(addressText(r.company))}</p>
        <h1 className="mt-3 text-center text-base font-bold uppercase">{heading.title}</h1>
        <p className="text-center">
          Operação {op.numero} · {formatDate(op.data)} · {heading.basis}
        </p>
      </header>

      <Item n={1} title="Contratante">
        <Pairs
          pairs={[
            ['Nome', r.contratante?.nome],
            ['CPF/CNPJ', formatDocument(r.contratante?.documento)],
            ['Endereço', r.contratante?.endereco],
          ]}
        />
      </Item>
      <Item n={2} title="Propriedade">
        <Pairs
          pairs={[
            ['Nome', r.propriedade?.nome],
            ['Município/UF', r.propriedade && `${r.propriedade.municipio}/${r.propriedade.uf}`],
            [
              'Coordenadas',
              r.propriedade?.latitude != null && r.propriedade.longitude != null
                ? `${formatDecimal(r.propriedade.latitude, 6)}, ${formatDecimal(r.propriedade.longitude, 6)}`
                : null,
            ],
            ['CAR', r.propriedade?.car],
            ['Área total', num(r.propriedade?.area_ha ?? null, 2, ' ha')],
          ]}
        />
      </Item>
      <Item n={3} title="Cultura, serviço e área tratada">
        <Pairs
          pairs={[
            ['Cultura', r.cultura?.nome],
            ['Tipo de serviço', r.servico?.nome],
            ['Área tratada', treatedAreaText(op.area_ha, r.area_tratada)],
          ]}
        />
      </Item>
      <Item n={4} title="Produtos">
        <ProductsTable products={r.produtos} />
      </Item>
      <Item n={5} title="Adjuvante e calda">
        <Pairs
          pairs={[
            ['Adjuvante', op.adjuvante_tipo],
            ['Quantidade de adjuvante', op.adjuvante_quantidade],
            [
              'Volume de calda',
              op.volume_calda === null
                ? null
                : `${formatDecimal(op.volume_calda)} ${op.unidade_volume}`,
            ],
          ]}
        />
      </Item>
      <Item n={6} title="Parâmetros de aplicação">
        <Pairs
          pairs={[
            ['Altura de voo', num(op.altura_voo_m, 1, ' m')],
            ['Largura da faixa', num(op.largura_faixa_m, 1, ' m')],
            ['Bico/atomizador', [op.bico_tipo, op.bico_modelo].filter(Boolean).join(' · ')],
            ['Ângulo', op.bico_angulo === null ? null : `${op.bico_angulo}°`],
          ]}
        />
      </Item>
      <Item n={7} title="Condições meteorológicas">
        <WeatherTable operation={op} />
      </Item>
      <Item n={8} title={flight.title}>
        <Pairs pairs={flight.lines} />
      </Item>
      <Item n={9} title="Aeronave e equipe">
        <Pairs pairs={crewLines(r)} />
      </Item>
      <Item n={10} title="Croqui da área">
        <Croqui report={r} />
        <p className="mt-2">
          Obstáculos e áreas sensíveis:{' '}
          {dash(op.obstaculos ?? r.propriedade?.caracteristicas_sensiveis)}
        </p>
      </Item>
      <Item n={11} title="Observações">
        <p>{dash(op.observacoes)}</p>
      </Item>
      <div className="mt-12 grid gap-10 sm:grid-cols-3 print:grid-cols-3">
        {signatureLines(r).map(([role, name]) => (
          <div key={role} className="border-t border-ink-900 pt-1 text-center text-xs">
            <p className="font-semibold">{role}</p>
            <p>{dash(name)}</p>
          </div>
        ))}
      </div>
    </article>
  );
}
