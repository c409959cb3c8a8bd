import { Link } from '@/components/ui/link';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { site, formatAddress } from '@/lib/content/site';
import { footerColumns, policyLinks } from '@/content/navigation';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { MarketLink } from './market-link';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { SocialLinks } from '@/components/ui/social-links';

/** Copyright years: first year to the build year (static export: evaluated at build time). */
export function copyrightYears(buildYear = new Date().getFullYear()): string {
  return buildYear > site.foundedCopyrightYear ? `${site.foundedCopyrightYear}-${buildYear}` : `${buildYear}`;
}

export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-navy-100">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr]">
        <div className="max-w-sm">
          <Logo tone="light" />
          <p className="mt-5 text-sm leading-6">{site.description}</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex gap-2.5">
              <MapPinIcon className="mt-0.5 shrink-0 text-accent-400" width={18} height={18} />
              <span>
                {formatAddress()}
                <span className="block">Also serving {site.homeMarket.cities.filter((c) => c !== site.address.locality).join(' and ')}</span>
              </span>
            </li>
            {site.desks.map((desk) => (
              <li key={desk.id} className="flex gap-2.5">
                <PhoneIcon className="mt-0.5 shrink-0 text-accent-400" width={18} height={18} />
                <span>
                  {desk.name}: <a href={`tel:${desk.phone.tel}`} className="hover:text-white">{desk.phone.display}</a>
                </span>
              </li>
            ))}
            {site.provenance.phones !== 'confirmed' && (
              <li>
                <ProvenanceLabel status={site.provenance.phones} kind="phones" item="desks" />
              </li>
            )}
            <li className="flex gap-2.5">
              <MailIcon className="mt-0.5 shrink-0 text-accent-400" width={18} height={18} />
              <a href={`mailto:${site.email}`} className="hover:text-white">{site.email}</a>
            </li>
          </ul>
          <div className="mt-6">
            <SocialLinks size="md" />
          </div>
        </div>
        <nav aria-label="Footer" className="grid gap-10 sm:grid-cols-3">
          {footerColumns.map((col) => (
            <div key={col.heading}>
              <h2 className="text-sm font-bold uppercase tracking-widest text-white">{col.heading}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {col.links.map((link) => (
                  <li key={link.href}>
                    <MarketLink href={link.href} label={link.label} className="hover:text-white hover:underline underline-offset-4" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <div className="border-t border-navy-800">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {copyrightYears()} {site.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {policyLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white hover:underline underline-offset-4">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
