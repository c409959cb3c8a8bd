import { completeBoundaries, REVEAL_RUNTIME, REVEAL_TIMER } from './suspense-boundaries.mjs';

// A page as React 19.3 writes it with outlined boundaries (trimmed): the shell with each boundary's
// place, then the hidden segments and the scripts that move them; B:a holds the place of a nested one.
const script = (code: string) => `<script>${code}</script>`;
const outlined = [
  '<body><!--$?--><template id="B:0"></template><!--/$-->',
  '<main><section><!--$?--><template id="B:a"></template><!--/$--></section>',
  '<section><!--$--><p>Inline already</p><!--/$--></section></main>',
  script(REVEAL_TIMER),
  '<div hidden id="S:0"><header><div><a href="/">Home</a></div></header></div>',
  script(`${REVEAL_RUNTIME}$RC("B:0","S:0")`),
  '<div hidden id="S:a"><div class="box"><h2>FAQ</h2><!--$?--><template id="B:b"></template><!--/$--></div></div>',
  script('$RC("B:a","S:a")'),
  '<div hidden id="S:b"><details><summary>Q</summary><div>A</div></details></div>',
  script('$RC("B:b","S:b")'),
  '<script>self.__next_f.push([1,"x"])</script></body>',
].join('');

describe('completeBoundaries', () => {
  it('puts every outlined segment in its place, nested ones too, as React\'s runtime would', () => {
    expect(completeBoundaries(outlined)).toBe(
      [
        '<body><!--$--><header><div><a href="/">Home</a></div></header><!--/$-->',
        '<main><section><!--$--><div class="box"><h2>FAQ</h2><!--$--><details><summary>Q</summary><div>A</div></details><!--/$--></div><!--/$--></section>',
        '<section><!--$--><p>Inline already</p><!--/$--></section></main>',
        '<script>self.__next_f.push([1,"x"])</script></body>',
      ].join(''),
    );
  });

  it('leaves a page without boundaries as it is', () => {
    const plain = '<body><main><p>Text</p></main><script>self.__next_f.push([1,"x"])</script></body>';
    expect(completeBoundaries(plain)).toBe(plain);
  });

  it('refuses a reveal runtime other than the one it was verified with', () => {
    const changed = outlined.replace(REVEAL_RUNTIME, REVEAL_RUNTIME.replace('$RT+300-a', '$RT+500-a'));
    expect(() => completeBoundaries(changed, 'about/index.html')).toThrow(/about\/index.html: React's boundary-reveal runtime is not the one/);
  });

  it('refuses a move whose segment is missing, a segment nothing moves, and a boundary with fallback content', () => {
    expect(() => completeBoundaries(outlined.replace('<div hidden id="S:b">', '<div hidden id="S:c">'))).toThrow(/no hidden segment S:b/);
    expect(() => completeBoundaries(outlined.replace(script('$RC("B:b","S:b")'), ''))).toThrow(/left incomplete|no script moves/);
    const fallback = outlined.replace('<!--$?--><template id="B:a"></template><!--/$-->', '<!--$?--><template id="B:a"></template><p>Loading</p><!--/$-->');
    expect(() => completeBoundaries(fallback)).toThrow(/B:a is not exactly one empty pending boundary/);
  });

  it('refuses a boundary React left to the client (no segment, no script)', () => {
    expect(() => completeBoundaries('<body><!--$!--><template data-dgst="x"></template><!--/$--></body>')).toThrow(/not complete/);
  });
});
