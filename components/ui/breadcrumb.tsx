import { Link } from '@/components/ui/link';
import { JsonLd } from './json-ld';
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import { ChevronRightIcon } from './icons';

/** Visible breadcrumb trail plus its BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumb({ crumbs, tone = 'dark' }: { crumbs: Crumb[]; tone?: 'dark' | 'light' }) {
  const trail: Crumb[] = [{ name: 'Home', path: '/' }, ...crumbs];
  const linkColour = tone === 'dark' ? 'text-navy-100 hover:text-white' : 'text-muted hover:text-navy-900';
  const currentColour = tone === 'dark' ? 'text-white' : 'text-navy-900';
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {trail.map((c, i) => {
            const last = i === trail.length - 1;
            return (
              <li key={c.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className={`font-medium ${currentColour}`}>{c.name}</span>
                ) : (
                  <>
                    <Link href={c.path} className={`underline-offset-4 hover:underline ${linkColour}`}>{c.name}</Link>
                    <ChevronRightIcon width={14} height={14} className={tone === 'dark' ? 'text-navy-200' : 'text-muted'} />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
