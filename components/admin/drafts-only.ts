/**
 * Nothing reaches `main` but through a draft. Sveltia's Assets page (0.221.1) uploads and deletes files
 * with commits straight to `main`, outside any draft, and has no setting to turn that off; `main`'s
 * protection would refuse them, after the marketer had chosen her files. While the editorial workflow is
 * on, the page is not offered: its switch in the toolbar and the "Assets" item of the Create menu are
 * hidden, and its address leads to the contents. A photo is added from the form of the entry that shows
 * it, which saves it in that entry's draft (docs/editor.md).
 *
 * The selectors are the CMS's own accessible names, in the English it runs in here; the editor's e2e
 * test fails if a new version renames them (e2e/editor.spec.ts, "offers no way to main").
 */

const ASSETS_PAGE = /^#\/assets(?:[/?]|$)/;

const HIDDEN = [
  // The toolbar's page switch: Contents, Assets, Editorial Workflow.
  '[role="radiogroup"][aria-label="Switch Page"] [role="radio"][aria-label="Assets"]',
  // The Create menu's last item ("Assets", an upload) and the divider above it.
  '[role="menu"][aria-label="Create Entry or Assets"] > [role="separator"]',
  '[role="menu"][aria-label="Create Entry or Assets"] > .menuitem:has([role="menuitem"]):last-child',
].join(',\n');

export function offerNoAssetsPage(): void {
  const style = document.createElement('style');
  style.textContent = `${HIDDEN} { display: none !important; }`;
  document.head.append(style);
  const leave = () => {
    if (ASSETS_PAGE.test(location.hash)) location.replace('#/collections');
  };
  addEventListener('hashchange', leave);
  leave();
}
