import { Link } from '@/components/ui/link';
import { serviceGroups } from '@/content/navigation';
import { SiteImage } from '@/components/ui/site-image';
import { Badge } from '@/components/ui/badge';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CardGrid } from '@/components/ui/card-grid';

/** Our Services: the six groups, each with its sub-service links from the navigation module. */
export function ServicesGrid() {
  return (
    <CardGrid>
      {serviceGroups.map((group) => (
        <li key={group.id} className="card flex flex-col overflow-hidden">
          <SiteImage src={group.image} alt="" width={800} height={500} />
          <div className="flex flex-1 flex-col p-6">
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-xl font-bold text-navy-900">
                <Link href={group.href} className="hover:text-accent-700">{group.title}</Link>
              </h3>
              {group.label && <Badge>{group.label}</Badge>}
            </div>
            <ul className="mt-4 flex-1 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-sm font-medium text-muted underline-offset-4 hover:text-navy-900 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <ArrowLink href={group.href} className="mt-5">
              Learn more<span className="sr-only"> about {group.title}</span>
            </ArrowLink>
          </div>
        </li>
      ))}
    </CardGrid>
  );
}
