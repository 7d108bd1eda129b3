import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { APP_NAME } from '../../../domain/constants.ts';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import { formatDocument } from '../../../domain/br/documents.ts';
import { flightHours } from '../../../domain/operations/quantities.ts';
import { TOXICOLOGICAL_CLASS_LABELS } from '../../../domain/registers/values.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { operationQuery } from './api.ts';
import { Croqui } from './croqui.tsx';

const dash = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const num = (value: number | null, digits = 2, unit = '') =>
  value === null ? '—' : `${formatDecimal(value, digits)}${unit}`;

/** `/operacao/{id}/relatorio`: the relatório operacional of Anexo I, to print or download as PDF. */
export function ReportPage() {
  const { id = '' } = useParams();
  const detail = useQuery(operationQuery(id));
  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return (
      <p role="alert" className="text-red-700">
        Não foi possível carregar o relatório.
      </p>
    );
  const { report: r, faltando } = detail.data;
  const op = r.operation;
  const hours = flightHours(op.horimetro_inicio, op.horimetro_fim);
  return (
    <>
      <title>{`Relatório operacional ${op.numero} — ${APP_NAME}`}</title>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/operacao/${id}`} className={buttonClasses('ghost')}>
          ← Voltar à operação
        </Link>
        <div className="flex gap-2">
          <button type="button" onClick={() => window.print()} className={buttonClasses('outline')}>
            <Printer className="h-4 w-4" aria-hidden="true" /> Imprimir
          </button>
          <a
            href={`/api/operations/${id}/relatorio.pdf`}
            download
            className={buttonClasses('brand')}
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Baixar PDF
          </a>
        </div>
      </div>
      {faltando.length > 0 && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-accent-400 bg-accent-300/20 px-3 py-2 text-sm print:hidden"
        >
          Relatório incompleto: faltam {faltando.map((m) => m.label).join(', ')}.
        </p>
      )}
      <article className="mx-auto max-w-4xl rounded-2xl border border-brand-100 bg-white p-6 text-sm text-ink-900 print:border-0 print:p-0">
        <header className="border-b-2 border-ink-900 pb-3">
          <p className="text-lg font-bold">{r.company.company_name}</p>
          <p>
            CNPJ {formatDocument(r.company.cnpj)} · Registro MAPA {dash(r.company.registro_mapa)}
          </p>
          <p>
            {[
              r.company.endereco,
              r.company.municipio && `${r.company.municipio}/${dash(r.company.uf)}`,
            ]
              .filter(Boolean)
              .join(' · ') || '—'}
          </p>
          <h1 className="mt-3 text-center text-base font-bold uppercase">
            Relatório operacional de aplicação aérea
          </h1>
          <p className="text-center">
            Operação {op.numero} · {formatDate(op.data)}
          </p>
        </header>

        <Item n={1} title="Contratante">
          <Pairs
            pairs={[
              ['Nome', r.contratante?.nome],
              ['CPF/CNPJ', formatDocument(r.contratante?.documento)],
              [
                'Endereço',
                [
                  r.contratante?.endereco,
                  r.contratante?.municipio &&
                    `${r.contratante.municipio}/${dash(r.contratante.uf)}`,
                ]
                  .filter(Boolean)
                  .join(' · '),
              ],
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
              ['Área tratada', num(op.area_ha, 2, ' ha')],
            ]}
          />
        </Item>
        <Item n={4} title="Produtos">
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-xs">
              <thead>
                <tr className="border-b border-ink-700">
                  {[
                    'Produto',
                    'Ingrediente ativo',
                    'Formulação',
                    'Classe toxicológica',
                    'Dose/ha',
                    'Quantidade total',
                    'Receituário',
                  ].map((h) => (
                    <th key={h} className="py-1 pr-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {r.produtos.map((p) => (
                  <tr key={p.nome_comercial} className="border-b border-brand-100">
                    <td className="py-1 pr-2">{p.nome_comercial}</td>
                    <td className="py-1 pr-2">{dash(p.ingrediente_ativo)}</td>
                    <td className="py-1 pr-2">{dash(p.formulacao)}</td>
                    <td className="py-1 pr-2">
                      {p.classe_toxicologica
                        ? TOXICOLOGICAL_CLASS_LABELS[p.classe_toxicologica as '1']
                        : '—'}
                    </td>
                    <td className="py-1 pr-2">
                      {formatDecimal(p.dose_por_ha, 3)} {p.unidade}
                    </td>
                    <td className="py-1 pr-2">{num(p.quantidade_total, 3, ` ${p.unidade}`)}</td>
                    <td className="py-1 pr-2">
                      {p.receituario_numero
                        ? `${p.receituario_numero} de ${formatDate(p.receituario_data)}`
                        : '—'}
                    </td>
                  </tr>
                ))}
                {r.produtos.length === 0 && (
                  <tr>
                    <td colSpan={7} className="py-1">
                      —
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
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
          <table className="w-full max-w-lg text-left text-xs">
            <thead>
              <tr className="border-b border-ink-700">
                <th className="py-1" />
                <th className="py-1">Temperatura</th>
                <th className="py-1">Umidade relativa</th>
                <th className="py-1">Vento</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th className="py-1 pr-2 text-left">Início</th>
                <td>{num(op.temperatura_inicio, 1, ' °C')}</td>
                <td>{num(op.umidade_inicio, 0, ' %')}</td>
                <td>
                  {num(op.vento_inicio, 1, ' km/h')} {dash(op.vento_direcao_inicio)}
                </td>
              </tr>
              <tr>
                <th className="py-1 pr-2 text-left">Término</th>
                <td>{num(op.temperatura_fim, 1, ' °C')}</td>
                <td>{num(op.umidade_fim, 0, ' %')}</td>
                <td>
                  {num(op.vento_fim, 1, ' km/h')} {dash(op.vento_direcao_fim)}
                </td>
              </tr>
            </tbody>
          </table>
          {op.clima_alertas.length > 0 && (
            <div className="mt-2 rounded border border-ink-700 p-2 text-xs">
              <p className="font-semibold">
                Aplicação realizada fora da janela meteorológica recomendada, com confirmação do
                responsável:
              </p>
              <ul className="list-disc pl-5">
                {op.clima_alertas.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </div>
          )}
        </Item>
        <Item n={8} title="Horários e horímetro">
          <Pairs
            pairs={[
              ['Data', formatDate(op.data)],
              ['Início', op.hora_inicio],
              ['Término', op.hora_fim],
              ['Horímetro inicial', num(op.horimetro_inicio, 1, ' h')],
              ['Horímetro final', num(op.horimetro_fim, 1, ' h')],
              ['Horas de voo', num(hours, 1, ' h')],
            ]}
          />
        </Item>
        <Item n={9} title="Aeronave e equipe">
          <Pairs
            pairs={[
              [
                'Aeronave',
                r.aeronave &&
                  `${r.aeronave.prefixo} · ${r.aeronave.fabricante} ${r.aeronave.modelo}`,
              ],
              ['Piloto', r.piloto && `${r.piloto.nome} · CANAC ${dash(r.piloto.canac)}`],
              [
                'Engenheiro agrônomo',
                r.agronomo && `${r.agronomo.nome} · CREA ${dash(r.agronomo.crea)}`,
              ],
              ['Técnico executor', r.tecnico?.nome],
            ]}
          />
        </Item>
        <Item n={10} title="Croqui da área">
          <Croqui property={r.propriedade} />
          <p className="mt-2">
            Obstáculos e áreas sensíveis:{' '}
            {dash(op.obstaculos ?? r.propriedade?.caracteristicas_sensiveis)}
          </p>
        </Item>
        <Item n={11} title="Observações">
          <p>{dash(op.observacoes)}</p>
        </Item>
        <div className="mt-12 grid gap-10 sm:grid-cols-3 print:grid-cols-3">
          {[
            ['Piloto', r.piloto?.nome],
            [
              'Engenheiro agrônomo (CREA)',
              r.agronomo && `${r.agronomo.nome} · ${dash(r.agronomo.crea)}`,
            ],
            ['Técnico executor', r.tecnico?.nome],
          ].map(([role, name]) => (
            <div key={role} className="border-t border-ink-900 pt-1 text-center text-xs">
              <p className="font-semibold">{role}</p>
              <p>{dash(name)}</p>
            </div>
          ))}
        </div>
      </article>
    </>
  );
}

function Item(props: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="mt-4 break-inside-avoid">
      <h2 className="mb-1 font-bold">
        {props.n}. {props.title}
      </h2>
      {props.children}
    </section>
  );
}

function Pairs({ pairs }: { pairs: [string, string | null | undefined][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {pairs.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="text-ink-600">{label}:</dt>
          <dd>{dash(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
