import type { Provenance } from '@/lib/content/facts';
import { provenanceLabel, type LabelledKind } from '@/lib/provenance';

/**
 * The plain label beside anything the firm has not confirmed: a fictional person, project or client,
 * an unconfirmed figure or term (content/README.md, "Illustrative or to confirm"). Server HTML only;
 * it renders nothing once the item is confirmed. `item` names what it labels (a person's or project's
 * id) so the export's tests can find the label for each item a page shows.
 */
export function ProvenanceLabel({ status, kind, item, className = '' }: { status: Provenance; kind: LabelledKind; item?: string; className?: string }) {
  const text = provenanceLabel(status, kind);
  if (!text) return null;
  return (
    <span data-provenance={status} data-for={item ?? kind} className={`inline-block rounded border border-navy-300 bg-white px-2 py-0.5 text-xs font-semibold text-navy-800 ${className}`}>
      {text}
    </span>
  );
}
