import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildMonthlyReport } from '../../domain/mapa/model-in-2-2008.ts';
import {
  completeDroneOperation,
  concludedPlaneAndDrone,
} from '../../test-support/sample-company.ts';
import { pdfText } from '../test/pdf-text.ts';
import { monthlyReportPdf } from './pdf.ts';
import { monthlyReportXlsx } from './xlsx.ts';

// Portaria MAPA nº 298/2021 registers the operator of ARP in MAPA: the month's report names that
// registration when drones flew in it (issue 40), and a month of aeroplanes reads as before.
const [plane, drone] = concludedPlaneAndDrone();
const unconcluded = completeDroneOperation();
unconcluded.operation.id = '5f0c8a40-0000-4000-8000-000000000003';

// The company holds both registrations (MT-ARP-0042 for ARP) in every month below.
const monthOf = (...operations: (typeof plane)[]) =>
  buildMonthlyReport({ company: drone.company, year: 2026, month: 11, operations });

describe("the monthly report's header and the company's ARP registration", () => {
  it.each([
    ['an aeroplane and a drone', true, [plane, drone]],
    ['a drone only', true, [drone]],
    ['aeroplanes only', false, [plane]],
    // An open drone operation is pending, not a row: the month reports no drone application.
    ['an aeroplane and a drone still open', false, [plane, unconcluded]],
  ])('with %s, prints it: %s', async (_month, printed, operations) => {
    const report = monthOf(...operations);
    expect(report.company.registro_mapa_arp).toBe(printed ? 'MT-ARP-0042' : undefined);

    const pdf = pdfText(await monthlyReportPdf(report, { uf: 'MT', compress: false }));
    const header = pdf.replace(/\s+/g, ' ');
    expect(header).toContain('Registro MAPA MT-00123');
    expect(header.includes('Registro MAPA (ARP) MT-ARP-0042')).toBe(printed);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await monthlyReportXlsx(report, 'MT')) as unknown as ArrayBuffer);
    const line = String(workbook.worksheets[0]!.getCell(4, 1).value);
    expect(line.includes('Registro MAPA (ARP): MT-ARP-0042')).toBe(printed);
  });
});
