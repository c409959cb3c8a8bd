import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPosts, getPost, isScheduled, relatedPosts } from '@/lib/content/posts';
import { readTimeMinutes } from '@/lib/post-text';
import { PostByline } from '@/components/blog/post-byline';
import { pageMetadata } from '@/lib/metadata';
import { absoluteUrl, blogPath, toHref } from '@/lib/routes';
import type { BlogPost } from '@/lib/content/posts';
import { Link } from '@/components/ui/link';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { ArticleBody } from '@/components/blog/article-body';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { BlogCard } from '@/components/blog/blog-card';
import { CardGrid } from '@/components/ui/card-grid';
import { PostBody } from '@/components/blog/post-body';
import { pages } from '@/content/pages';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { ScheduledNote } from '@/components/blog/scheduled-note';

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
    // As in the JSON-LD: only a person the firm has confirmed is given as the author.
    ...(post.author.provenance === 'confirmed' ? { authorUrl: absoluteUrl(`/team#${post.author.id}`) } : {}),
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
          <>
          <PostByline
            author={
              <Link href={toHref(`/team#${post.author.id}`)} rel="author" className="font-semibold text-white underline underline-offset-4">
                {post.author.name}
              </Link>
            }
            role={post.author.role}
            published={post.published}
            updated={post.updated}
            readMinutes={readTimeMinutes(post.body)}
          />
          <ProvenanceLabel status={post.author.provenance} kind="person" item={post.author.id} className="mt-3" />
          {isScheduled(post) && <ScheduledNote published={post.published} />}
          </>
        }
        crumbs={[
          { name: 'Blogs', path: pages.blogs.path },
          { name: post.title, path: blogPath(post.id) },
        ]}
      />
      <ArticleBody image={post.image} description={post.description}>
        <PostBody body={post.body} />
      </ArticleBody>
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
