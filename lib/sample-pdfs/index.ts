import type { PDFDocument } from 'pdf-lib';
import type { SampleId, SampleInfo } from '@/lib/content/samples';
import { getSample } from '@/lib/samples';
import { estimatePdf } from './estimate';
import { takeoffPdf } from './takeoff';
import { bbsPdf } from './bbs';
import { barListPdf } from './bar-list';
import { boqPdf } from './boq';
import { clashReportPdf } from './clash-report';
import { shopDrawingPdf } from './shop-drawing';

const builders: Record<SampleId, (info: SampleInfo) => Promise<PDFDocument>> = {
  estimate: estimatePdf,
  takeoff: takeoffPdf,
  boq: boqPdf,
  'bar-list': barListPdf,
  bbs: bbsPdf,
  'clash-report': clashReportPdf,
  'shop-drawing': shopDrawingPdf,
};

export interface SamplePdf {
  bytes: Uint8Array;
  pages: number;
}

const cache = new Map<SampleId, Promise<SamplePdf>>();

/** The sample's PDF, built once per build: the route writes the bytes, /samples shows their size. */
export function samplePdf(id: SampleId): Promise<SamplePdf> {
  let pdf = cache.get(id);
  if (!pdf) {
    pdf = builders[id](getSample(id)).then(async (doc) => ({ bytes: await doc.save(), pages: doc.getPageCount() }));
    cache.set(id, pdf);
  }
  return pdf;
}

/** "3 pages, 18 kB". */
export function describePdf(pdf: SamplePdf): string {
  return `${pdf.pages} pages, ${Math.ceil(pdf.bytes.length / 1000)} kB`;
}
