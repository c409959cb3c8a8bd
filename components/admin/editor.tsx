import { PostPreview } from './post-preview';
import { beforePublish } from './pre-publish';
import { offerNoAssetsPage } from './drafts-only';

/**
 * Runs after Sveltia CMS on /admin/ (tools/build-admin.mjs bundles it into out/admin/editor.<hash>.js): the
 * preview pane gets the site's stylesheet and lays a post out as its page does, and a draft is checked
 * before it is published. The JSX here is
 * compiled to the CMS's own React (`window.h`), so no second React is loaded.
 */
declare global {
  interface Window {
    CMS?: {
      registerPreviewStyle: (url: string) => void;
      registerPreviewTemplate: (name: string, component: typeof PostPreview) => void;
      registerEventListener: (listener: { name: 'prePublish'; handler: typeof beforePublish }) => void;
    };
  }
}

/** The site's stylesheet's address in out/admin/, named by its hash (tools/build-admin.mjs). */
declare const PREVIEW_CSS: string;
/** Whether every save is a draft (lib/editor-config.ts `publish_mode`). */
declare const DRAFTS_ONLY: boolean;

if (!window.CMS) throw new Error('editor.js must load after sveltia-cms.js');
window.CMS.registerPreviewStyle(PREVIEW_CSS);
window.CMS.registerPreviewTemplate('posts', PostPreview);
// A draft the site's check refused is not published; she is told why (components/admin/pre-publish.ts).
window.CMS.registerEventListener({ name: 'prePublish', handler: beforePublish });
// Every change reaches main through a draft: the Assets page, which would commit to main, is not offered.
if (DRAFTS_ONLY) offerNoAssetsPage();
