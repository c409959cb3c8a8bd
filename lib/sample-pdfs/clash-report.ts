import { clashReport, clashTests, northgateProject, type SampleInfo } from '@/lib/content/samples';
import { clashCounts } from '@/lib/samples';
import { addPage, createSampleDocument, facts, finishDocument, paragraph, subheading, table, title, wrap, colors, MARGIN, ensureSpace, assertFits } from './furniture';

/** Clash detection report: run summary, clash groups with owners, and proposed resolutions. */
export async function clashReportPdf(info: SampleInfo) {
  const base = await createSampleDocument({ title: info.title, subject: info.summary, keywords: ['clash detection', 'BIM coordination', 'Navisworks'] });
  const counts = clashCounts();

  let s = addPage(base, 'Clash Report');
  s = title(s, `${northgateProject.name}: clash report ${clashReport.number}`);
  s = facts(s, [
    ['Report date', clashReport.date],
    ['Software', clashReport.software],
    ['Clash groups', String(clashReport.groups.length)],
    ['Clashes', String(counts.total)],
  ]);
  s = paragraph(s, `Clash run: ${clashReport.scope}. Clashes are grouped by the system and element that cause them, so one decision resolves a group.`);
  s = subheading(s, 'Clash tests');
  s = table(s, [
    { header: 'Test', width: 200 },
    { header: 'Groups', width: 80, align: 'right' },
    { header: 'Clashes', width: 80, align: 'right' },
  ], clashTests.map((t) => {
    const groups = clashReport.groups.filter((g) => g.test === t.id);
    return { cells: [t.name, String(groups.length), String(groups.reduce((n, g) => n + g.count, 0))] };
  }));
  s = subheading(s, 'Status summary');
  s = table(s, [
    { header: 'Status', width: 120 },
    { header: 'Groups', width: 80, align: 'right' },
    { header: 'Clashes', width: 80, align: 'right' },
  ], [
    ...counts.byStatus.map((c) => ({ cells: [c.status, String(c.groups), String(c.clashes)] })),
    { cells: ['Total', String(clashReport.groups.length), String(counts.total)], emphasis: true },
  ]);
  s = subheading(s, 'Clash groups');
  s = table(s, [
    { header: 'ID', width: 28 },
    { header: 'Group', width: 168 },
    { header: 'Count', width: 32, align: 'right' },
    { header: 'Disciplines', width: 56 },
    { header: 'Level', width: 30, align: 'center' },
    { header: 'Grid', width: 62 },
    { header: 'Status', width: 50 },
    { header: 'Assigned to', width: 106 },
  ], clashReport.groups.map((g) => ({
    cells: [g.id, g.name, String(g.count), g.disciplines, g.level, g.grid, g.status, g.assignedTo],
  })), { fontSize: 7.5 });

  s = addPage(base, 'Clash Report');
  s = title(s, 'Proposed resolutions');
  s = paragraph(s, `For review at ${clashReport.meeting}. Resolved groups are kept for the record and closed when the next model versions confirm them.`);
  for (const g of clashReport.groups) {
    const lines = wrap(s.font, g.resolution, 8.5, s.width - 2 * MARGIN - 90);
    s = ensureSpace(s, 26 + lines.length * 12);
    s.page.drawText(`${g.id}  ${g.name}`, { x: MARGIN, y: s.y, size: 9, font: s.bold, color: colors.navy });
    const meta = `${g.status}  |  ${g.assignedTo}`;
    s.page.drawText(meta, { x: s.width - MARGIN - s.font.widthOfTextAtSize(meta, 8), y: s.y, size: 8, font: s.font, color: colors.muted });
    s.y -= 13;
    for (const line of lines) {
      s.page.drawText(line, { x: MARGIN + 90, y: s.y, size: 8.5, font: s.font, color: colors.ink });
      s.y -= 12;
    }
    assertFits(s.font, `${g.level}, grid ${g.grid}`, 7.5, 84, 'the clash location');
    s.page.drawText(`${g.level}, grid ${g.grid}`, { x: MARGIN, y: s.y + 12 * lines.length, size: 7.5, font: s.font, color: colors.muted });
    s.y -= 6;
  }
  s = subheading(s, 'Models in this run');
  for (const m of clashReport.models) s = paragraph(s, m, { bullet: true });

  finishDocument(base, 'Sample for illustration: a fictional project and fictional firms. Not a record of real coordination.');
  return base.doc;
}
