import {
  SUSTAINABILITY_FACTORS,
  co2Display,
  type SustainabilityFactorKey,
  type SustainabilityReport,
  type SustainabilityTerm,
  TERM_FACTOR,
  TRAVEL_MODES,
  type TravelMode,
} from '@foyer/shared';
import { localeTexts } from '../../platform/i18n/locales.js';
import { openPdf, pdfText } from '../../platform/export/pdf.js';

/** The texts of the PDF (locales/<lang>/sustainability.json), `{{name}}` placeholders filled by `fill`. */
type SustainabilityTexts = Record<
  | 'title'
  | 'subtitle'
  | 'barInPerson'
  | 'barVirtual'
  | 'event'
  | 'generated'
  | 'result'
  | 'inPerson'
  | 'virtual'
  | 'net'
  | 'netNegative'
  | 'inputs'
  | 'visitors'
  | 'viewerHours'
  | 'venueHours'
  | 'groups'
  | 'countryField'
  | 'noCountryField'
  | 'unknownGroup'
  | 'calculation'
  | 'term'
  | 'value'
  | 'total'
  | 'factor'
  | 'editedFactor'
  | 'assumptions'
  | 'assumptionsSaved'
  | 'assumptionsDefault'
  | 'eventDays'
  | 'carOccupancy'
  | 'venueKwh'
  | 'unknownTravel'
  | 'modeShare'
  | 'region'
  | 'factors'
  | 'sources'
  | 'assumptionSource'
  | 'notes'
  | 'notIncluded'
  | 'attendanceNote'
  | 'streamingNote'
  | 'venueNote'
  | 'page',
  string
> & {
  terms: Record<SustainabilityTerm['key'], string>;
  formulas: Record<'travel' | 'travelCar' | 'hotel' | 'venueEnergy' | 'streaming' | 'browsing', string>;
  modes: Record<TravelMode, string>;
  factorNames: Record<SustainabilityFactorKey, string>;
};

export const sustainabilityTexts = localeTexts<SustainabilityTexts>('sustainability');

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => vars[key] ?? '');

const BAR_IN_PERSON = '#b4532a';
const BAR_VIRTUAL = '#2f8f5b';
const MUTED = '#555555';

/**
 * The sustainability report as a PDF (A4) in `language` (English for an unknown one): title, event,
 * the result with a bar comparison, what the event recorded, each term with its formula written
 * out, its factor and source and its value, the totals, the assumptions, the sources and notes;
 * pages numbered. Helvetica (the PDF's standard font) has no subscript two: CO2e is written so.
 * Throws what pdfkit throws (nothing expected).
 */
export function renderSustainabilityPdf(options: {
  eventName: string;
  report: SustainabilityReport;
  language: string;
  now: Date;
}): Promise<Buffer> {
  const { eventName, report, language, now } = options;
  const t = sustainabilityTexts(language);
  const { result, inputs, assumptions } = report;
  const { doc, left, width, room, finish } = openPdf(`${t.title}: ${eventName}`);

  // French groups digits with a narrow no-break space, which the standard font lacks.
  const formatter = (digits: number) => {
    const f = new Intl.NumberFormat(language, { maximumFractionDigits: digits });
    return (n: number) => pdfText(f.format(n));
  };
  const num = formatter(3);
  const factorNum = formatter(6);
  const whole = formatter(0);
  /** An amount of CO₂e in kg or t, as precise as it is meaningful (co2Display). */
  const amount = (kg: number) => {
    const shown = co2Display(kg);
    return `${formatter(shown.maximumFractionDigits)(shown.value)} ${shown.unit}`;
  };
  const hours = (seconds: number) => num(Math.round((seconds / 3600) * 1000) / 1000);
  /** A source as the tables cite it: its short name and its number in the list of sources. */
  const sourceLabel = (id: SustainabilityTerm['source']) => {
    const index = result.sources.findIndex((x) => x.id === id);
    const source = result.sources[index];
    return source ? `${source.short} [${index + 1}]` : t.assumptionSource;
  };

  const heading = (text: string) => {
    room(60);
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(text, left, doc.y, { width });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(9);
  };
  const line = (text: string, opts: { color?: string; indent?: number } = {}) => {
    doc
      .fillColor(opts.color ?? 'black')
      .text(text, left + (opts.indent ?? 0), doc.y, { width: width - (opts.indent ?? 0) })
      .fillColor('black');
  };
  /** A label on the left and a value aligned right. */
  const row = (label: string, value: string, bold = false) => {
    room(16);
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left, y, { width: width - 110 });
    const after = doc.y;
    doc.text(value, left + width - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
    doc.font('Helvetica');
  };
  const rule = () => {
    doc.moveDown(0.2);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.3);
  };

  // Title, event, date
  doc.font('Helvetica-Bold').fontSize(18).text(t.title, left, doc.y, { width });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(t.subtitle, { width }).fillColor('black');
  doc.moveDown(0.4);
  doc.fontSize(11).text(fill(t.event, { name: eventName }), { width });
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(fill(t.generated, { date: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(now) }), {
      width,
    })
    .fillColor('black');

  // Result, and a bar of each side on one scale
  heading(t.result);
  doc.fontSize(10);
  row(t.inPerson, amount(result.inPersonKg));
  row(t.virtual, amount(result.virtualKg));
  rule();
  doc.fontSize(13);
  row(t.net, amount(result.netAvoidedKg), true);
  doc.fontSize(9);
  if (result.netAvoidedKg < 0) line(t.netNegative, { color: MUTED });
  doc.moveDown(0.6);
  const most = Math.max(result.inPersonKg, result.virtualKg, 1e-9);
  for (const [label, value, color] of [
    [t.barInPerson, result.inPersonKg, BAR_IN_PERSON],
    [t.barVirtual, result.virtualKg, BAR_VIRTUAL],
  ] as const) {
    room(30);
    doc.fontSize(8);
    row(label, amount(value));
    const y = doc.y + 1;
    doc
      .rect(left, y, Math.max(1, (width * value) / most), 10)
      .fillColor(color)
      .fill()
      .fillColor('black');
    doc.x = left;
    doc.y = y + 16;
  }
  doc.fontSize(9);

  // What the event recorded
  heading(t.inputs);
  row(t.visitors, whole(inputs.visitors));
  row(t.viewerHours, hours(inputs.watchSeconds));
  row(t.venueHours, hours(inputs.venueSeconds));
  const field = report.countryFields.find((f) => f.id === assumptions.countryFieldId);
  doc.moveDown(0.3);
  line(field ? fill(t.countryField, { label: field.label }) : t.noCountryField, { color: MUTED });
  if (field) {
    doc.moveDown(0.2);
    for (const g of result.groups) row(g.option ?? t.unknownGroup, whole(g.visitors));
  }

  // The calculation
  heading(t.calculation);
  doc.font('Helvetica-Bold');
  row(t.term, t.value, true);
  rule();
  const formulaOf = (term: SustainabilityTerm) => {
    const vars = { quantity: num(term.quantity), factor: factorNum(term.factor) };
    switch (term.key) {
      case 'travelCar':
        return fill(t.formulas.travelCar, {
          ...vars,
          vehicleFactor: factorNum(assumptions.factors.carKgPerVehicleKm),
          occupancy: num(assumptions.carOccupancy),
        });
      case 'hotel':
      case 'streaming':
        return fill(t.formulas[term.key], vars);
      case 'venueEnergy':
        return fill(t.formulas.venueEnergy, {
          ...vars,
          visitors: whole(inputs.visitors),
          days: num(assumptions.eventDays),
          kwh: num(assumptions.venueKwhPerAttendeeDay),
        });
      case 'browsing':
        return fill(t.formulas.browsing, {
          ...vars,
          venueHours: hours(inputs.venueSeconds),
          viewerHours: hours(inputs.watchSeconds),
        });
      default:
        return fill(t.formulas.travel, vars);
    }
  };
  for (const side of ['inPerson', 'virtual'] as const) {
    doc.font('Helvetica-Bold').fontSize(10);
    room(20);
    line(side === 'inPerson' ? t.inPerson : t.virtual);
    doc.moveDown(0.2);
    for (const term of result.terms.filter((x) => x.side === side)) {
      room(50);
      doc.fontSize(9);
      row(t.terms[term.key], amount(term.kg), true);
      doc.fontSize(8);
      line(formulaOf(term), { indent: 10, color: MUTED });
      const factorKey = TERM_FACTOR[term.key];
      const source = term.isFactorEdited
        ? fill(t.editedFactor, { value: factorNum(SUSTAINABILITY_FACTORS[factorKey].value) })
        : sourceLabel(term.source);
      line(fill(t.factor, { factor: t.factorNames[factorKey], source }), { indent: 10, color: MUTED });
      doc.moveDown(0.3);
    }
    doc.fontSize(9);
    rule();
    row(
      `${t.total} – ${side === 'inPerson' ? t.inPerson : t.virtual}`,
      amount(side === 'inPerson' ? result.inPersonKg : result.virtualKg),
      true,
    );
    doc.moveDown(0.5);
  }
  doc.fontSize(11);
  row(t.net, amount(result.netAvoidedKg), true);

  // Assumptions
  heading(t.assumptions);
  line(report.isSaved ? t.assumptionsSaved : t.assumptionsDefault, { color: MUTED });
  doc.moveDown(0.3);
  line(fill(t.eventDays, { value: num(assumptions.eventDays) }));
  line(fill(t.carOccupancy, { value: num(assumptions.carOccupancy) }));
  line(fill(t.venueKwh, { value: num(assumptions.venueKwhPerAttendeeDay) }));
  doc.moveDown(0.3);
  line(fill(t.unknownTravel, { nights: num(assumptions.unknown.hotelNights) }));
  for (const mode of TRAVEL_MODES) {
    const m = assumptions.unknown.modes[mode];
    line(fill(t.modeShare, { mode: t.modes[mode], share: num(m.share), distance: whole(m.distanceKm) }), {
      indent: 10,
    });
  }
  if (field && assumptions.regions.length > 0) {
    doc.moveDown(0.3);
    line(fill(t.countryField, { label: field.label }));
    for (const r of assumptions.regions)
      line(
        fill(t.region, {
          option: r.option,
          mode: t.modes[r.mode],
          distance: whole(r.distanceKm),
          nights: num(r.hotelNights),
        }),
        { indent: 10 },
      );
  }
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold');
  line(t.factors);
  doc.font('Helvetica');
  for (const key of Object.keys(SUSTAINABILITY_FACTORS) as SustainabilityFactorKey[]) {
    const value = assumptions.factors[key];
    const documented = SUSTAINABILITY_FACTORS[key];
    const source =
      value === documented.value
        ? sourceLabel(documented.source)
        : fill(t.editedFactor, { value: factorNum(documented.value) });
    row(`${t.factorNames[key]} – ${source}`, factorNum(value));
  }

  // Sources and notes
  heading(t.sources);
  result.sources.forEach((s, i) => {
    room(30);
    const text =
      s.id === 'assumption'
        ? t.assumptionSource
        : `${s.publisher}${s.year ? ` (${s.year})` : ''}: ${s.title}.${s.url ? ` ${s.url}` : ''}`;
    line(`[${i + 1}] ${text}`);
    doc.moveDown(0.2);
  });
  heading(t.notes);
  for (const note of [t.attendanceNote, t.streamingNote, t.venueNote, t.notIncluded]) {
    room(30);
    line(note, { color: MUTED });
    doc.moveDown(0.3);
  }

  return finish((page, pages) => fill(t.page, { page: String(page), pages: String(pages) }), 'right');
}
