/**
 * The files the editor writes (lib/editor-config.ts: its collections' folders and files, and the photo
 * uploads): the one list of what a marketer may publish without a developer. .github/CODEOWNERS leaves
 * exactly these without an owner, so GitHub asks a developer's review for anything else
 * (tests/pipeline-codeowners.test.ts holds both to this list), and the editor's Publish says so first
 * (components/admin/pre-publish.ts). `*` is any name within one folder, as in CODEOWNERS.
 */
export const EDITOR_PATHS = [
  'content/blogs/*.md',
  'content/projects/*.md',
  'content/testimonials.yml',
  'content/faqs.yml',
  'content/team.yml',
  'content/firm.json',
  'content/facts.yml',
  // The names lib/photos.ts takes for an uploaded photo (PHOTO_FILE), in the lower case uploads are given.
  'public/images/uploads/*.jpg',
  'public/images/uploads/*.jpeg',
  'public/images/uploads/*.png',
  'public/images/uploads/*.webp',
] as const;

const PATTERNS = EDITOR_PATHS.map((path) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`));

/** Whether a repository path is one the editor writes. */
export const isEditorPath = (path: string) => PATTERNS.some((pattern) => pattern.test(path));

/** The files of a change that are not the editor's to write: any of them needs a developer's review. */
export const outsideEditorPaths = (files: readonly string[]) => files.filter((file) => !isEditorPath(file));
