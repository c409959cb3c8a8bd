import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { blogPosts } from '@/lib/content/posts';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { BlogCard } from '@/components/blog/blog-card';
import { CardGrid } from '@/components/ui/card-grid';

export const metadata: Metadata = fixedPageMetadata(pages.blogs, {
  title: 'Preconstruction Blog: Estimating and BIM',
  description: 'Practical articles on estimating accuracy, material takeoff, BIM coordination, risk and sustainable preconstruction from our estimators and detailers.',
});

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights from the estimating desk"
        lede={<p>Methods, numbers and lessons from the people who take off, price, detail and coordinate projects every day.</p>}
        crumbs={[{ name: 'Blogs', path: pages.blogs.path }]}
      />
      <Section>
        <CardGrid>
          {blogPosts.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel="h2" priority={index === 0} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <CtaBand
        heading="Put these ideas to work on your next bid"
        text="Our estimators and detailers can take the workload off your team this week."
        primary={{ label: 'Get Quote', href: '/contact' }}
      />
    </>
  );
}
