import { pageType, searchable } from './search-index.mjs';

describe('search index', () => {
  it('says what each result is by where it lives', () => {
    expect(pageType('/services/bar-bending-schedule/')).toBe('Service');
    expect(pageType('/services/')).toBe('Page');
    expect(pageType('/projects/metro-commercial/')).toBe('Project');
    expect(pageType('/blogs/benefits-of-bim/')).toBe('Article');
    expect(pageType('/cookie-policy/')).toBe('Policy');
  });

  it('leaves out error pages and pages kept out of search engines', () => {
    expect(searchable('/about/', '<meta name="robots" content="index, follow"/>')).toBe(true);
    expect(searchable('/contact/thanks/', '<meta name="robots" content="noindex, follow"/>')).toBe(false);
    expect(searchable('/404/', '<main>Not found</main>')).toBe(false);
  });
});
