import { FileUp } from 'lucide-react';
import { useState } from 'react';
import type { SensitivePointFile } from '../../../domain/distances/contracts.ts';
import {
  SENSITIVE_POINT_FILE_EXTENSIONS,
  type SensitivePointKind,
} from '../../../domain/distances/values.ts';
import { formatCoordinate } from '../../../domain/geo/coordinates.ts';
import { boundaryCentroid } from '../../../domain/geo/polygon.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { Field } from '../../components/field.tsx';
import { FileButton } from '../../components/file-button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { KIND_OPTIONS } from './sensitive-point-form.tsx';
import { useAddPoints, useReadPointFile } from './sensitive-points-api.ts';

// Sensitive points from a file (KML/KMZ, zipped shapefile, GeoJSON): the server reads it and
// stores nothing; the office sees each point and area with its name, chooses its kind (files
// carry none), sees what was skipped and why, and saves them all at once.

type Row = SensitivePointFile['pontos'][number] & { tipo: SensitivePointKind | ''; nome: string };

const ACCEPT = SENSITIVE_POINT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

function where(row: Row) {
  const { geometria } = row;
  const { latitude, longitude } =
    geometria.type === 'Point'
      ? { latitude: geometria.coordinates[1], longitude: geometria.coordinates[0] }
      : boundaryCentroid(geometria);
  const at = `${formatCoordinate(latitude, 'latitude')}; ${formatCoordinate(longitude, 'longitude')}`;
  return geometria.type === 'Point' ? `Ponto em ${at}` : `Área, centro em ${at}`;
}

export function PointsImport(props: { propertyId: string; onDone: () => void }) {
  const read = useReadPointFile(props.propertyId);
  const add = useAddPoints(props.propertyId);
  const [file, setFile] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [skipped, setSkipped] = useState<SensitivePointFile['ignorados']>([]);
  const [failure, setFailure] = useState('');
  const [all, setAll] = useState<SensitivePointKind | ''>('');

  const choose = (chosen: File) => {
    setFailure('');
    setFile(chosen.name);
    read.mutate(chosen, {
      onSuccess: (answer) => {
        setRows(answer.pontos.map((p) => ({ ...p, tipo: '', nome: p.nome ?? '' })));
        setSkipped(answer.ignorados);
      },
      onError: (error) => {
        setRows([]);
        setSkipped([]);
        setFailure(errorMessage(error, 'Não foi possível ler o arquivo.'));
      },
    });
  };
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const missing = rows.findIndex((row) => !row.tipo || (row.tipo === 'outro' && !row.nome.trim()));
  const save = () => {
    if (missing >= 0) {
      setFailure(
        `Escolha o tipo de cada ponto (e o nome dos do tipo 'Outro'): falta o ${missing + 1}º.`,
      );
      return;
    }
    setFailure('');
    add.mutate(
      rows.map((row) => ({
        tipo: row.tipo as SensitivePointKind,
        nome: row.nome.trim() || null,
        geometria: row.geometria,
      })),
      {
        onSuccess: props.onDone,
        onError: (error) =>
          setFailure(errorMessage(error, 'Não foi possível salvar os pontos sensíveis.')),
      },
    );
  };

  return (
    <section
      aria-label="Importar pontos sensíveis"
      className="mt-2 space-y-3 rounded-xl border border-brand-100 bg-white p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <FileButton accept={ACCEPT} onFile={choose} className={buttonClasses('outline')}>
          <FileUp className="h-4 w-4" aria-hidden="true" />
          {read.isPending ? 'Lendo...' : 'Escolher arquivo…'}
        </FileButton>
        <span className="text-ink-600">
          {file || 'KML, KMZ, shapefile (.zip) ou GeoJSON, até 20 MB.'}
        </span>
      </div>
      {rows.length > 0 && (
        <>
          <p className="text-ink-700">
            {rows.length === 1 ? '1 ponto lido' : `${rows.length} pontos e áreas lidos`}. O arquivo
            não diz o tipo: escolha o de cada um.
          </p>
          <div className="sm:max-w-xs">
            <SelectField
              label="Tipo para todos"
              options={KIND_OPTIONS}
              value={all}
              onChange={(event) => {
                const tipo = event.target.value as SensitivePointKind | '';
                setAll(tipo);
                if (tipo) setRows((current) => current.map((row) => ({ ...row, tipo })));
              }}
            />
          </div>
          <ol className="divide-y divide-brand-50 rounded-lg border border-brand-100">
            {rows.map((row, i) => (
              <li key={i} className="grid gap-2 p-2 sm:grid-cols-[1fr_1fr] sm:items-end">
                <Field
                  label={`Nome do ${i + 1}º`}
                  value={row.nome}
                  maxLength={120}
                  onChange={(event) => change(i, { nome: event.target.value })}
                />
                <SelectField
                  label={`Tipo do ${i + 1}º *`}
                  options={KIND_OPTIONS}
                  value={row.tipo}
                  onChange={(event) =>
                    change(i, { tipo: event.target.value as SensitivePointKind | '' })
                  }
                />
                <p className="text-ink-600 sm:col-span-2">{where(row)}</p>
              </li>
            ))}
          </ol>
        </>
      )}
      {skipped.length > 0 && (
        <div>
          <p className="font-medium text-ink-900">Ignorados</p>
          <ul className="list-disc pl-5 text-ink-600">
            {skipped.map((s, i) => (
              <li key={i}>
                {s.arquivo}, {s.item}: {s.motivo}
              </li>
            ))}
          </ul>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={props.onDone} className={buttonClasses('ghost')}>
          Cancelar
        </button>
        {rows.length > 0 && (
          <button
            type="button"
            onClick={save}
            disabled={add.isPending}
            className={`${buttonClasses('brand')} disabled:opacity-60`}
          >
            {add.isPending
              ? 'Salvando...'
              : rows.length === 1
                ? 'Salvar 1 ponto'
                : `Salvar ${rows.length} pontos`}
          </button>
        )}
      </div>
    </section>
  );
}
