import { floorParts } from './framework-floor.mjs';

describe('floorParts', () => {
  const page =
    '<!DOCTYPE html><html lang="en-GB" class="x"><head><style data-precedence="next">a{color:red}</style>' +
    '<script src="/_next/a.js" async></script></head><body class="flex min-h-screen"><header>Menu</header>' +
    '<script type="application/json" id="paint-first">{}</script><main><style>b{color:blue}</style><p>Text</p></main>' +
    '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>';

  it('keeps the stylesheet, the language, the body\'s classes and its HTML without any script', () => {
    expect(floorParts(page)).toEqual({
      lang: 'en-GB',
      bodyClass: 'flex min-h-screen',
      css: 'a{color:red}\nb{color:blue}',
      body: '<header>Menu</header><main><style>b{color:blue}</style><p>Text</p></main>',
    });
  });

  it('refuses a page without a body', () => {
    expect(() => floorParts('<p>fragment</p>')).toThrow('without <html> or <body>');
  });
});
