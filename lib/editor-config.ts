import { PREVIEW_STATUS } from '@/lib/pipeline';
import { formOf, KEBAB, subfields, type CollectionField } from '@/lib/content/fields';
import { postFrontmatter } from '@/lib/content/posts';
import { PROJECTS_DIR, projectFrontmatter } from '@/lib/content/projects';
import { TESTIMONIALS_FILE, testimonialsFile } from '@/lib/content/testimonials';
import { FAQS_FILE, faqsFile } from '@/lib/content/faqs';
import { TEAM_FILE, teamFile } from '@/lib/content/team';
import { FACTS_FILE, FIRM_FILE, factsFile, firmFile } from '@/lib/content/facts';
import type * as v from 'valibot';
import { site } from '@/lib/content/site';
import { MAX_PHOTO_BYTES, PHOTO_UPLOAD } from '@/lib/photos';

/**
 * The configuration of the editor at /admin/ (Sveltia CMS), written to out/admin/config.yml by
 * app/admin/config.yml/route.ts. Its forms come from the schemas the build checks files against
 * (lib/content/<collection>.ts): an object's schema carries its fields as metadata (`formOf`), so an
 * editor cannot save what the build would refuse.
 */

/** The repository the editor commits to: CMS_GITHUB_REPO at build time ("owner/name"). */
export const EDITOR_REPO_DEFAULT = 'stratum-precon/website';

/** A field of the editor's form, from the field's definition; groups and lists carry their own fields. */
export function widgetOf(field: CollectionField): Record<string, unknown> {
  const fields = subfields(field);
  return {
    name: field.name,
    label: field.label,
    widget: field.widget,
    required: field.required,
    ...(field.hint ? { hint: field.hint } : {}),
    ...(field.options ? { options: field.options } : {}),
    ...(field.multiple ? { multiple: true } : {}),
    ...(field.minLength !== undefined ? { minlength: field.minLength } : {}),
    ...(field.maxLength !== undefined ? { maxlength: field.maxLength } : {}),
    ...(field.accept ? { accept: field.accept.join(',') } : {}),
    // Dates are stored as ISO 8601 with their zone, as the build's check wants them; a date alone as YYYY-MM-DD.
    ...(field.widget === 'datetime' ? (field.dateOnly ? { time_format: false, format: 'YYYY-MM-DD' } : { picker_utc: true }) : {}),
    // Whole numbers, saved as numbers (the build refuses "2024" in quotes).
    ...(field.widget === 'number' ? { value_type: 'int' } : {}),
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
    ...(field.pattern ? { pattern: [field.pattern.regex.source, field.pattern.message] } : {}),
    ...(field.labelSingular ? { label_singular: field.labelSingular } : {}),
    ...(field.summary ? { summary: field.summary } : {}),
    ...(field.widget === 'list' && fields ? { collapsed: true } : {}),
    ...(fields ? { fields: fields.map(widgetOf) } : {}),
    ...(field.field ? { field: widgetOf(field.field) } : {}),
  };
}

/** One data file of the "Testimonials, FAQs and team" collection: its path and the fields it holds. */
function dataFile(name: string, label: string, file: string, schema: v.GenericSchema) {
  return { name, label, file, fields: formOf(schema).map(widgetOf) };
}

/**
 * What the article and case-study editors offer: text, headings, lists, quotes and links. No pictures in
 * the text: a page's picture is its Picture field, which the image pipeline sizes and the layout places
 * without shifting; a picture dropped into Markdown would be the camera's file at full size.
 */
const TEXT_ONLY = {
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
  editor_components: [],
};

/** The schema of each form the editor shows, the build's own: a field added to one is in its form. */
export const EDITOR_SCHEMAS = {
  posts: postFrontmatter,
  projects: projectFrontmatter,
  testimonials: testimonialsFile,
  faqs: faqsFile,
  team: teamFile,
  firm: firmFile,
  facts: factsFile,
} satisfies Record<string, v.GenericSchema>;

export function editorConfig(env: Record<string, string | undefined> = process.env, schemas: Record<keyof typeof EDITOR_SCHEMAS, v.GenericSchema> = EDITOR_SCHEMAS) {
  return {
    backend: {
      name: 'github',
      repo: env.CMS_GITHUB_REPO || EDITOR_REPO_DEFAULT,
      branch: env.CMS_GITHUB_BRANCH || 'main',
      // The sign-in with GitHub goes through the site's own function (functions/routes/admin.ts); the Worker
      // serves this file with base_url set to the origin the editor runs on (functions/routes/admin.ts).
      base_url: site.url,
      auth_endpoint: 'api/admin/auth',
      // The one status whose address is the draft's preview: the pipeline's (.github/workflows/site.yml).
      preview_context: PREVIEW_STATUS,
      commit_messages: { create: 'Editor: new {{collection}} "{{slug}}"', update: 'Editor: {{collection}} "{{slug}}" changed', delete: 'Editor: {{collection}} "{{slug}}" deleted' },
    },
    // Every save is a draft on its own branch and pull request (cms/<collection>/<slug>); the pipeline
    // checks it and deploys it as a preview, whose address the editor's preview link opens; Publish merges
    // it once the check has passed (components/admin/pre-publish.ts, .github/workflows/site.yml).
    publish_mode: 'editorial_workflow',
    site_url: site.url,
    display_url: site.url,
    media_folder: 'public/images/uploads',
    // Photos come from the firm's own uploads; stock photo sites are off (their licences and hotlinks are
    // not ours to promise, and the page's CSP refuses them). An upload is named in lower case with hyphens,
    // as the build wants a photo's name, and one bigger than the host deploys is refused. A photo is
    // re-encoded in her browser before it is uploaded, without the camera's GPS position (PHOTO_UPLOAD).
    media_libraries: {
      default: { config: { slugify_filename: true, max_file_size: MAX_PHOTO_BYTES, transformations: { raster_image: PHOTO_UPLOAD } } },
      stock_assets: false,
    },
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
        fields: [...formOf(schemas.posts).map(widgetOf), { name: 'body', label: 'Article', widget: 'markdown', required: true, hint: 'Headings, lists and links to other pages of the site.', ...TEXT_ONLY }],
      },
      {
        name: 'projects',
        label: 'Projects and case studies',
        label_singular: 'Project',
        description: 'The portfolio: each project has its own page, a card on /portfolio/ and an entry on /case-studies/. The projects marked as illustrative are fictional until the firm replaces them.',
        folder: PROJECTS_DIR,
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        // The file name is the project's id and its address, /projects/<id>/: chosen once, when the
        // project is created (from its title, editable then), never changed after, so links keep working.
        slug: {
          template: '{{title}}',
          editable: ['create'],
          pattern: [KEBAB.source, 'Lower case words joined by hyphens, e.g. metro-commercial'],
          hint: 'The page\'s address: /projects/<this>/. It cannot be changed once the project is saved.',
        },
        identifier_field: 'title',
        summary: '{{order}}. {{title}} ({{category}}, {{year}})',
        sortable_fields: ['order', 'title', 'year'],
        // No drag-and-drop reorder: it commits the renumbered files straight to main, past the drafts,
        // the check and the preview. The portfolio's order is each project's Position field, changed
        // in its form and published like any other change.
        preview_path: 'projects/{{slug}}/',
        fields: [...formOf(schemas.projects).map(widgetOf), { name: 'body', label: 'Case study', widget: 'markdown', required: true, hint: 'Headings (The brief, Our scope, Challenges, Outcomes), lists, bold and links to the services\' pages.', ...TEXT_ONLY }],
      },
      {
        name: 'site_data',
        label: 'Testimonials, FAQs and team',
        description: 'The testimonials (home carousel and /testimonials/, illustrative until the firm confirms them), the home page and /faqs/ questions (service pages\' questions stay with their services), and the people on /team/, whom posts name as authors. Each is one file; the build checks every entry.',
        files: [
          dataFile('testimonials', 'Testimonials', TESTIMONIALS_FILE, schemas.testimonials),
          dataFile('faqs', 'FAQs', FAQS_FILE, schemas.faqs),
          dataFile('team', 'Team', TEAM_FILE, schemas.team),
          dataFile('firm', 'The firm: contacts, legal entity and desks', FIRM_FILE, schemas.firm),
          dataFile('facts', 'The firm\'s facts and working terms', FACTS_FILE, schemas.facts),
        ],
      },
    ],
  };
}
