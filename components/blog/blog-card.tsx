import { Link } from '@/components/ui/link';
import type { BlogPost } from '@/lib/content/posts';
import { formatMonthYear, readTimeMinutes } from '@/lib/post-text';
import { SiteImage } from '@/components/ui/site-image';
import { CARD_IMAGE_SIZES } from '@/components/ui/card-grid';
import { AnimatedUnderline } from '@/components/ui/animated-underline';
import { blogPath } from '@/lib/routes';
import { MetaLine } from '@/components/ui/meta-line';
import { ProvenanceLabel } from '@/components/ui/provenance-label';

/** `priority` for the first card of a page's list, whose image is the largest paint on a phone. */
export function BlogCard({ post, headingLevel = 'h3', priority = false }: { post: BlogPost; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const Heading = headingLevel;
  return (
    <article className="card card-with-link group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-raised">
      <SiteImage src={post.image.src} alt={post.image.alt} width={post.image.width} height={post.image.height} load={priority ? 'first' : 'lazy'} sizes={CARD_IMAGE_SIZES} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <MetaLine items={[<time key="date" dateTime={post.published}>{formatMonthYear(post.published)}</time>, `${readTimeMinutes(post.body)} min read`]} />
        </p>
        <Heading className="mt-2 text-xl font-bold leading-snug text-navy-900">
          <Link href={blogPath(post.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            <AnimatedUnderline>{post.title}</AnimatedUnderline>
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-sm leading-6 text-muted">{post.description}</p>
        <p className="mt-4 text-sm font-medium text-navy-800">
          By {post.author.name}, {post.author.role}
        </p>
        <ProvenanceLabel status={post.author.provenance} kind="person" item={post.author.id} className="mt-2 self-start" />
      </div>
    </article>
  );
}
