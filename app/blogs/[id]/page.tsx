import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPosts, getPost } from '@/lib/blogs';
import { pageMetadata } from '@/lib/metadata';
import { absoluteUrl, blogPath } from '@/lib/routes';
import { BlogArticle } from '@/components/pages/blog-article';

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
