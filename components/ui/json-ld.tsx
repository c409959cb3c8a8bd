import type { Thing, WithContext } from 'schema-dts';

/** Server-rendered JSON-LD; '<' is escaped so content can never close the script tag. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
