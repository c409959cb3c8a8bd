import { postFields, type CollectionField } from '@/lib/collections';
import { site } from '@/content/site';

/**
 * The configuration of the editor at /admin/ (Sveltia CMS), written to out/admin/config.yml by
 * app/admin/config.yml/route.ts. Its forms come from the same field lists the build checks files
 * against (lib/collections.ts), so an editor cannot save what the build would refuse.
 */

/** The repository the editor commits to: CMS_GITHUB_REPO at build time ("owner/name"). */
export const EDITOR_REPO_DEFAULT = 'stratum-precon/website';

function widgetOf(field: CollectionField) {
  return {
    name: field.name,
    label: field.label,
    widget: field.widget,
    required: field.required,
    ...(field.hint ? { hint: field.hint } : {}),
    ...(field.options ? { options: field.options } : {}),
    // Dates are stored as ISO 8601 with their zone, as the build's check wants them.
    ...(field.widget === 'datetime' ? { picker_utc: true } : {}),
  };
}

export function editorConfig(env: Record<string, string | undefined> = process.env) {
  return {
    backend: {
      name: 'github',
      repo: env.CMS_GITHUB_REPO || EDITOR_REPO_DEFAULT,
      branch: env.CMS_GITHUB_BRANCH || 'main',
      // The sign-in with GitHub goes through the site's own function (functions/api/admin/).
      base_url: site.url,
      auth_endpoint: 'api/admin/auth',
      commit_messages: { create: 'Editor: new {{collection}} "{{slug}}"', update: 'Editor: {{collection}} "{{slug}}" changed', delete: 'Editor: {{collection}} "{{slug}}" deleted' },
    },
    site_url: site.url,
    display_url: site.url,
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections: [
      {
        name: 'posts',
        label: 'Blog posts',
        label_singular: 'Blog post',
        description: 'Articles on the blog. Once a post is saved the site rebuilds, and a minute or two later it is on the blog, in the feed and in site search.',
        folder: 'content/blogs',
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} ({{published}})',
        sortable_fields: ['published', 'title'],
        preview_path: 'blogs/{{slug}}/',
        fields: [...postFields.map(widgetOf), { name: 'body', label: 'Article', widget: 'markdown', required: true, hint: 'Headings, lists and links to other pages of the site.' }],
      },
    ],
  };
}
