import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { SiteImage } from '@/components/ui/site-image';

/**
 * A post's picture, excerpt and text under its hero: the blog's article page and the editor's preview
 * (components/admin/post-preview.tsx) both lay a post out with this, so the preview looks like the page.
 */
export function ArticleBody({ image, description, children }: { image: { src: string; alt: string; width: number; height: number }; description: string; children: ReactNode }) {
  return (
    <Container className="py-12">
      <article className="mx-auto max-w-3xl">
        <SiteImage src={image.src} alt={image.alt} width={image.width} height={image.height} load="first" className="rounded-card shadow-card" />
        <p className="mt-8 text-xl leading-8 text-navy-800">{description}</p>
        <div className="prose-site mt-6 text-lg leading-8">{children}</div>
      </article>
    </Container>
  );
}
