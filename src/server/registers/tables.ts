import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RegisterKind } from '../../domain/registers/values.ts';
import {
  aircraft,
  clients,
  crops,
  pilots,
  products,
  properties,
  type RegisterColumn,
  services,
  technicians,
} from '../db/schema/index.ts';

/** What every register table has: the columns the schema opens each register with. */
export type RegisterTable = PgTable & Record<RegisterColumn, AnyPgColumn>;

type RegisterDefinition = {
  table: RegisterTable;
  /** Columns the list's 'Buscar' looks in (case-insensitive). */
  search: AnyPgColumn[];
  /** CPF or CNPJ columns 'Buscar' also looks in, for what was typed with or without punctuation. */
  documents?: AnyPgColumn[];
  orderBy: AnyPgColumn;
  /** How a row is named in pickers (the operation form's selects). */
  label: AnyPgColumn;
  /** What a picker filters by: a property's client, a technician's kind. */
  group?: AnyPgColumn;
  /** Unique constraints of the table: the field and the message of a 409. */
  duplicates?: Record<string, { field: string; message: string }>;
};

export const registers: Record<RegisterKind, RegisterDefinition> = {
  clients: {
    table: clients,
    label: clients.nome,
    search: [clients.nome, clients.documento, clients.municipio],
    documents: [clients.documento],
    orderBy: clients.nome,
    duplicates: {
      clients_company_documento_unique: {
        field: 'documento',
        message: 'Já existe um cliente com este CPF/CNPJ.',
      },
    },
  },
  properties: {
    table: properties,
    label: properties.nome,
    group: properties.client_id,
    search: [properties.nome, properties.municipio, properties.car],
    orderBy: properties.nome,
  },
  aircraft: {
    table: aircraft,
    label: aircraft.prefixo,
    // The kind (avião or drone): the operation form asks the flight as the chosen kind measures it.
    group: aircraft.tipo,
    search: [aircraft.prefixo, aircraft.modelo, aircraft.fabricante],
    orderBy: aircraft.prefixo,
    duplicates: {
      aircraft_company_prefixo_unique: {
        field: 'prefixo',
        message: 'Já existe uma aeronave com este prefixo.',
      },
    },
  },
  pilots: {
    table: pilots,
    label: pilots.nome,
    search: [pilots.nome, pilots.canac, pilots.cpf],
    documents: [pilots.cpf],
    orderBy: pilots.nome,
    duplicates: {
      pilots_company_user_unique: {
        field: 'user_id',
        message: 'Este usuário já está ligado a outro piloto.',
      },
    },
  },
  technicians: {
    table: technicians,
    label: technicians.nome,
    group: technicians.tipo,
    search: [technicians.nome, technicians.crea],
    orderBy: technicians.nome,
  },
  products: {
    table: products,
    label: products.nome_comercial,
    search: [
      products.nome_comercial,
      products.ingrediente_ativo,
      products.registro_mapa,
      products.fabricante,
    ],
    orderBy: products.nome_comercial,
  },
  crops: {
    table: crops,
    label: crops.nome,
    search: [crops.nome],
    orderBy: crops.nome,
    duplicates: {
      crops_company_nome_unique: { field: 'nome', message: 'Já existe uma cultura com este nome.' },
    },
  },
  services: {
    table: services,
    label: services.nome,
    search: [services.nome],
    orderBy: services.nome,
    duplicates: {
      services_company_nome_unique: {
        field: 'nome',
        message: 'Já existe um serviço com este nome.',
      },
    },
  },
};
