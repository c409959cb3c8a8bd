import { site, formatAddress } from '@/lib/content/site';
import { serviceStrip } from '@/content/navigation';
import { Marquee } from '@/components/ui/marquee';
import { MailIcon, MapPinIcon } from '@/components/ui/icons';
import { SocialLinks } from '@/components/ui/social-links';
import { Container } from '@/components/ui/container';

/** Desktop-only strip above the header: address, email, social profiles and a service ticker. */
export function TopBar() {
  return (
    <div className="hidden bg-navy-950 text-sm text-navy-100 lg:block">
      <Container className="flex min-h-10 flex-wrap items-center gap-x-6 gap-y-1 py-1">
        <p className="flex shrink-0 items-center gap-1.5">
          <MapPinIcon width={16} height={16} className="text-accent-400" />
          <span>{formatAddress()}</span>
        </p>
        <a href={`mailto:${site.email}`} className="flex shrink-0 items-center gap-1.5 hover:text-white">
          <MailIcon width={16} height={16} className="text-accent-400" />
          {site.email}
        </a>
        <Marquee
          reverse
          gap={28}
          approxWidth={900}
          tone="dark"
          pauseLabel="Pause the services ticker"
          className="min-w-48 flex-1 text-xs uppercase tracking-wider text-navy-200"
          // Words dissolve into the strip's ends over 4rem rather than stopping at a hard edge mid-word
          // (10% of a strip 400 px wide left half a word at full strength beside the edge).
          viewportClassName="[mask-image:linear-gradient(90deg,transparent,black_4rem,black_calc(100%-4rem),transparent)]"
        >
          {serviceStrip.map((s) => (
            <span key={s} className="flex items-center gap-7 whitespace-nowrap">
              {s}
              <span aria-hidden="true" className="text-accent-400">◆</span>
            </span>
          ))}
        </Marquee>
        <div className="shrink-0">
          <SocialLinks />
        </div>
      </Container>
    </div>
  );
}
