import { Link } from '@/components/ui/link';
import type { Service } from '@/content/types';
import { getGroup, groupLanding, requireService, serviceLabel, featureAnchor } from '@/lib/content/services';
import { faqPageJsonLd, marketPageJsonLd, serviceJsonLd, type Crumb } from '@/lib/structured-data';
import { vatProvenance, type MarketId } from '@/content/markets';
import { isMarketPage, localPath, marketOf } from '@/lib/markets';
import { MarketSwitch } from '@/components/markets/market-switch';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { FaqList } from '@/components/ui/faq-list';
import { JsonLd } from '@/components/ui/json-ld';
import { SiteImage } from '@/components/ui/site-image';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckIcon } from '@/components/ui/icons';
import { QuoteBlock } from '@/components/ui/quote-block';
import { allProjects, projectsUsingService } from '@/lib/content/projects';
import { blogPosts, postsLinkingTo } from '@/lib/content/posts';
import { PricingTable } from '@/components/services/pricing-table';
import { ServiceTools } from '@/components/services/service-tools';
import { ProcessSteps } from '@/components/services/process-steps';
import { blogPath, projectPath, servicePath } from '@/lib/routes';
import { pages } from '@/content/pages';
import { abovePackagesLine } from '@/lib/content/bbs-packages';
import { inMarketWords } from '@/lib/market-words';
import { priceProvenance } from '@/lib/content/pricing';
import { testimonialsFraming } from '@/lib/content/testimonials';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { figuresProvenance, namesQualityStandard, qualityCertificate } from '@/lib/content/figures';

export function serviceCrumbs(service: Service, market: MarketId = 'us'): Crumb[] {
  const group = getGroup(service.group);
  const crumbs: Crumb[] = [{ name: 'Services', path: pages.services.path }];
  if (group.href !== servicePath(service.slug)) crumbs.push({ name: group.title, path: group.href });
  const name = market === 'us' ? serviceLabel(service) : `${serviceLabel(service)} (${marketOf(market).name})`;
  crumbs.push({ name, path: localPath(market, servicePath(service.slug)) });
  return crumbs;
}

/**
 * One template for all service pages. Blocks render only when the entry has them, always in this
 * order: hero, sub-services, capabilities, description, specializations, benefits, process, pricing,
 * testimonial, FAQs, related services, closing call to action.
 */
export function ServicePage({ service, market = 'us' }: { service: Service; market?: MarketId }) {
  const group = getGroup(service.group);
  const m = marketOf(market);
  const basePath = servicePath(service.slug);
  const variants = isMarketPage(basePath) ? basePath : null;
  const path = localPath(market, basePath);
  /** Links from this page: to this market's variant of a page where it has one. */
  const here = (slug: string) => localPath(market, servicePath(slug));
  // A landing page also gathers what its sub-services were used on and written about.
  const family = [service, ...(service.children ?? []).map(requireService)];
  const projects = allProjects.filter((p) => family.some((s) => projectsUsingService(s).includes(p)));
  const posts = blogPosts.filter((p) => family.some((s) => postsLinkingTo(servicePath(s.slug)).includes(p)));
  const isLanding = groupLanding(service.group).slug === service.slug;
  return (
    <>
      <JsonLd data={serviceJsonLd(service, group.title, variants ? m : undefined, path)} />
      {variants && <JsonLd data={marketPageJsonLd({ name: service.seoTitle ?? service.title, path, market: m })} />}
      {service.faqs.length > 0 && <JsonLd data={faqPageJsonLd(service.faqs)} />}

      <PageHero
        eyebrow={isLanding ? 'Services' : inMarketWords(group.title, market)}
        title={service.title}
        lede={<p>{service.summary}</p>}
        crumbs={serviceCrumbs(service, market)}
        actions={
          <>
            <ButtonLink href={service.cta.href} size="lg">{service.cta.label}</ButtonLink>
            {service.secondaryCta && (
              <ButtonLink href={service.secondaryCta.href} variant="inverse" size="lg">{service.secondaryCta.label}</ButtonLink>
            )}
          </>
        }
        aside={
          <SiteImage
            src={group.image}
            alt={`Technical illustration for ${group.title}`}
            width={800}
            height={500}
            load="first"
            media="(min-width: 1024px)"
            className="hidden rounded-card shadow-raised ring-1 ring-white/10 lg:block"
          />
        }
      />

      {variants && <MarketSwitch page={variants} market={market} />}

      {service.children && service.children.length > 0 && (
        <Section id="services-in-group" eyebrow={inMarketWords(isLanding ? group.title : service.title, market)} title="Choose a service" tone="mist">
          <ul className="grid gap-6 md:grid-cols-3">
            {service.children.map(requireService).map((child) => (
              <li key={child.slug} className="card flex flex-col p-6">
                <h3 className="text-lg font-bold text-navy-900">{inMarketWords(child.title, market)}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-muted">{child.summary}</p>
                <ArrowLink href={here(child.slug)} className="mt-4">
                  Explore {serviceLabel(child)}
                </ArrowLink>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="capabilities" eyebrow="Capabilities" title={`${service.title}: what we cover`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {service.features.map((feature) => (
            <li
              key={feature.title}
              id={featureAnchor(feature.title)}
              className="card scroll-mt-28 p-6 target:ring-2 target:ring-accent-500"
            >
              <span aria-hidden="true" className="mb-4 block h-1 w-10 rounded bg-accent-500" />
              <h3 className="text-lg font-bold text-navy-900">{feature.title}</h3>
              <p className="mt-2 leading-7 text-muted">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="overview" eyebrow="Overview" title={`${service.title}: how we deliver it`} tone="mist">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div className="max-w-3xl space-y-5 text-lg leading-8 text-ink">
            {service.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {service.description.some(namesQualityStandard) && <ProvenanceLabel status={qualityCertificate.provenance} kind="certificate" item="certificate" />}
          </div>
          {service.specializations && (
            <aside aria-labelledby="specializations-heading" className="self-start rounded-card bg-navy-900 p-6 text-white">
              <h3 id="specializations-heading" className="text-lg font-bold">{service.specializations.heading}</h3>
              <ul className="mt-4 space-y-2.5">
                {service.specializations.items.map((item) => (
                  <li key={item} className="flex gap-2.5 text-navy-100">
                    <CheckIcon width={18} height={18} className="mt-1 shrink-0 text-accent-400" />
                    {item}
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      </Section>

      {service.benefits && (
        <Section id="benefits" eyebrow="Benefits" title={service.benefits.heading} tone="navy">
          <ul className="grid gap-6 md:grid-cols-3">
            {service.benefits.items.map((benefit) => (
              <li key={benefit.title} className="rounded-card border border-white/10 bg-navy-800 p-6">
                {benefit.value && <p className="text-4xl font-extrabold text-accent-400">{benefit.value}</p>}
                <h3 className={`${benefit.value ? 'mt-2' : ''} text-lg font-bold text-white`}>{benefit.title}</h3>
                <p className="mt-2 leading-7 text-navy-100">{benefit.description}</p>
              </li>
            ))}
          </ul>
          {service.benefits.items.some((b) => b.value) && <ProvenanceLabel status={figuresProvenance} kind="figures" className="mt-6" />}
        </Section>
      )}

      <Section id="process" eyebrow="How it works" title="Our process">
        <ProcessSteps steps={service.process} />
      </Section>

      <ServiceTools slug={service.slug} title={service.title} market={market} />

      {service.pricing && (
        <Section id="pricing" eyebrow="Pricing" title="Packages and prices" tone="mist" intro={<p>Fixed prices per project. {m.taxNote} {abovePackagesLine(market)}</p>}>
          <PricingTable packages={service.pricing} cta={service.cta} {...(market === 'us' ? {} : { market: m.name })} />
          <ProvenanceLabel status={priceProvenance} kind="prices" item="prices" className="mt-6" />{' '}
          <ProvenanceLabel status={vatProvenance} kind="tax" item="tax" className="mt-6" />
        </Section>
      )}

      {service.testimonial && (
        <Section id="testimonial" tone={service.pricing ? 'paper' : 'mist'}>
          <QuoteBlock quote={service.testimonial} note={testimonialsFraming.note} />
        </Section>
      )}

      {service.faqs.length > 0 && (
        <Section id="faqs" eyebrow="FAQs" title={`${serviceLabel(service)}: common questions`}>
          <div className="max-w-3xl">
            <FaqList faqs={service.faqs} group={`faq-${service.slug}`} />
          </div>
        </Section>
      )}

      {service.related.length > 0 && (
        <Section id="related" eyebrow="Related services" title="Often paired with" tone="mist" elsewhere>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {service.related.map(requireService).map((r) => (
              <li key={r.slug}>
                <Link
                  href={here(r.slug)}
                  className="card block h-full p-5 transition-colors hover:border-accent-500"
                >
                  <span className="font-bold text-navy-900">{inMarketWords(r.title, market)}</span>
                  <span className="mt-1 block text-sm text-muted">
                    {groupLanding(r.group).slug === r.slug ? 'Overview of the service group' : inMarketWords(`Part of ${getGroup(r.group).title}`, market)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {(projects.length > 0 || posts.length > 0) && (
        <Section id="in-practice" eyebrow="In practice" title="Projects and articles">
          <div className="grid gap-10 md:grid-cols-2">
            {projects.length > 0 && (
              <div>
                <h3 className="text-lg font-bold text-navy-900">Projects that used this service</h3>
                <ul className="mt-4 space-y-3">
                  {projects.map((p) => (
                    <li key={p.id}>
                      <ArrowLink href={projectPath(p.id)}>{inMarketWords(p.title, market)}</ArrowLink>
                      <span className="block text-sm text-muted">{p.location}, {p.year}</span>
                      <ProvenanceLabel status={p.provenance} kind="project" item={p.id} className="mt-1" />
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {posts.length > 0 && (
              <div>
                <h3 className="text-lg font-bold text-navy-900">Further reading</h3>
                <ul className="mt-4 space-y-3">
                  {posts.map((p) => (
                    <li key={p.id}>
                      <ArrowLink href={blogPath(p.id)}>{inMarketWords(p.seoTitle ?? p.title, market)}</ArrowLink>
                      <span className="block text-sm text-muted">By {p.author.name}</span>
                      <ProvenanceLabel status={p.author.provenance} kind="person" item={p.author.id} className="mt-1" />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </Section>
      )}

      <CtaBand heading={service.closing.heading} text={service.closing.text} primary={service.closing.cta} secondary={{ label: 'View Portfolio', href: '/portfolio' }} />
    </>
  );
}
