import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPosts, formatMonthYear, getPost, readTimeMinutes, relatedPosts } from '@/lib/blogs';
import { pageMetadata } from '@/lib/metadata';
import { absoluteUrl, blogPath, toHref } from '@/lib/routes';
import type { BlogPost } from '@/content/types';
import { Link } from '@/components/ui/link';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SiteImage } from '@/components/ui/site-image';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { BlogCard } from '@/components/blog/blog-card';
import { CardGrid } from '@/components/ui/card-grid';
import { PostBody } from '@/components/blog/post-body';
import { pages } from '@/content/pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return blogPosts.map((p) => ({ id: p.id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).id);
  if (!post) return {};
  return pageMetadata({
    title: post.seoTitle ?? post.title,
    description: post.description,
    path: blogPath(post.id),
    image: post.ogImage,
    imageAlt: post.image.alt,
    type: 'article',
    publishedTime: post.published,
    modifiedTime: post.updated,
    authorUrl: absoluteUrl(`/team#${post.author.id}`),
  });
}

export default async function Page({ params }: Props) {
  const post = getPost((await params).id);
  if (!post) notFound();
  return <BlogArticle post={post} />;
}

function BlogArticle({ post }: { post: BlogPost }) {
  const related = relatedPosts(post);
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <PageHero
        eyebrow="Blog"
        title={post.title}
        lede={
          <p className="text-base">
            By{' '}
            <Link href={toHref(`/team#${post.author.id}`)} rel="author" className="font-semibold text-white underline underline-offset-4">
              {post.author.name}
            </Link>
            , {post.author.role}
            <span aria-hidden="true"> · </span>
            <time dateTime={post.published}>{formatMonthYear(post.published)}</time>
            {formatMonthYear(post.updated) !== formatMonthYear(post.published) && (
              <>
                {' '}(updated <time dateTime={post.updated}>{formatMonthYear(post.updated)}</time>)
              </>
            )}
            <span aria-hidden="true"> · </span>
            {readTimeMinutes(post.body)} min read
          </p>
        }
        crumbs={[
          { name: 'Blogs', path: pages.blogs.path },
          { name: post.title, path: blogPath(post.id) },
        ]}
      />
      <Container className="py-12">
        <article className="mx-auto max-w-3xl">
          <SiteImage src={post.image.src} alt={post.image.alt} width={post.image.width} height={post.image.height} priority className="rounded-card shadow-card" />
          <p className="mt-8 text-xl leading-8 text-navy-800">{post.description}</p>
          <div className="prose-site mt-6 text-lg leading-8">
            <PostBody body={post.body} />
          </div>
        </article>
      </Container>
      {related.length > 0 && (
        <Section eyebrow="Keep reading" title="Related articles" tone="mist" elsewhere>
          <CardGrid compact>
            {related.map((p) => (
              <li key={p.id}>
                <BlogCard post={p} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
      <CtaBand
        heading="Need this expertise on your project?"
        text="Send us your drawings and deadline. We reply with a scope, a price and a delivery date."
        primary={{ label: 'Get Quote', href: '/contact' }}
        secondary={{ label: 'Explore Services', href: '/services' }}
      />
    </>
  );
}
