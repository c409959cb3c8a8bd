import { pageType, searchablePaths, spaceInlineRuns } from './search-index.mjs';

describe('search index', () => {
  it('says what each result is by where it lives', () => {
    expect(pageType('/services/bar-bending-schedule/')).toBe('Service');
    expect(pageType('/services/')).toBe('Page');
    expect(pageType('/projects/some-project/')).toBe('Project');
    expect(pageType('/blogs/some-post/')).toBe('Article');
    expect(pageType('/cookie-policy/')).toBe('Policy');
  });

  it('indexes exactly the pages the sitemap lists, as URL paths', () => {
    const sitemap = `<urlset><url><loc>https://www.example.com/</loc></url><url><loc>https://www.example.com/about/</loc>
<xhtml:link rel="alternate" hreflang="en-GB" href="https://www.example.com/uk/pricing/" /></url></urlset>`;
    expect([...searchablePaths(sitemap)]).toEqual(['/', '/about/']);
    expect(() => searchablePaths('<urlset></urlset>')).toThrow('the sitemap lists no pages');
  });

  it('puts a space between inline runs the page shows apart, inside <main> only', () => {
    const page = (main: string) => `<head><style>a</span><span>b</style></head><body><header><a>Logo</a><a>Menu</a></header><main>${main}</main></body>`;
    const spaced = (main: string) => spaceInlineRuns(page(main)).match(/<main>(.*)<\/main>/)?.[1];
    // Two links side by side, a badge before a place, a name before a detail on a line of its own.
    expect(spaced('<div><a href="/contact/">Discuss Your Project</a><a href="/samples/">See Sample Deliverables</a></div>')).toBe(
      '<div><a href="/contact/">Discuss Your Project</a> <a href="/samples/">See Sample Deliverables</a></div>',
    );
    expect(spaced('<span class="badge">Commercial</span><span>Manchester</span>')).toBe('<span class="badge">Commercial</span> <span>Manchester</span>');
    expect(spaced('<th>Revit<span class="block">Autodesk</span></th>')).toBe('<th>Revit <span class="block">Autodesk</span></th>');
    // Words are not split, block elements (which Pagefind separates itself) and text already spaced are left alone.
    expect(spaced('<p>Plain <strong>bold</strong> text.</p><p>Next</p>')).toBe('<p>Plain <strong>bold</strong> text.</p><p>Next</p>');
    expect(spaced('<p>(<a href="/x/">see</a>)</p>')).toBe('<p>(<a href="/x/">see</a>)</p>');
    expect(spaced('<p><abbr>BIM</abbr><br/>x<img alt=""/></p>')).toBe('<p><abbr>BIM</abbr> <br/>x<img alt=""/></p>');
    // Outside <main> nothing changes.
    expect(spaceInlineRuns(page('x'))).toContain('<header><a>Logo</a><a>Menu</a></header>');
    expect(spaceInlineRuns(page('x'))).toContain('<style>a</span><span>b</style>');
  });
});
