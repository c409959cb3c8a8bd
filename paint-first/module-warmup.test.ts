import { warmUpGroups } from './module-warmup.mjs';

/** A Turbopack chunk as the build writes it: module ids, each list followed by its factory. */
const chunk = (modules: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${modules}]);`;
const REACT = '"https://react.dev/errors/"';

describe('warmUpGroups', () => {
  // 1 is the app's entry; 2 and 5 are React's; 4 is shared; 3 is the app's own.
  const app = chunk(`1,(e,t,n)=>{e.r(2);let a=e.i(3)},3,(e,t,n)=>{e.r(5)}`);
  const react = chunk(`2,(e,t,n)=>{var x=${REACT};e.i(4)},4,(e)=>{},5,(q,t,n)=>{var x=${REACT};q.r(4);q.r(6)},6,(e)=>{}`);

  it('runs each React module the entry reaches after what it requires, a group each, never the entry or the app\'s own', () => {
    expect(warmUpGroups({ runtimeModuleIds: [1] }, [app, react], 'page')).toEqual([[4, 2], [6, 5]]);
  });

  it('finds nothing to warm in a chunk it cannot read, and nothing for an entry that reaches no React module', () => {
    expect(warmUpGroups({ runtimeModuleIds: [1] }, ['(globalThis.TURBOPACK||(', react], 'page')).toEqual([]);
    expect(warmUpGroups({ runtimeModuleIds: [3] }, [chunk('3,(e)=>{e.r(4)}'), react], 'page')).toEqual([]);
  });

  it('refuses to run ahead of the entry a module that reads the page data, which the loader gives Next after the entry', () => {
    const reader = chunk(`2,(e,t,n)=>{var x=${REACT};e.i(4)},4,(e)=>{self.__next_f=self.__next_f||[]}`);
    expect(() => warmUpGroups({ runtimeModuleIds: [1] }, [app, reader], 'about/index.html')).toThrow(
      /about\/index.html: module 4, which React's module 2 requires, reads the page data/,
    );
  });

  it('refuses a React module whose requirement is in no chunk the page loads first', () => {
    expect(() => warmUpGroups({ runtimeModuleIds: [1] }, [app, chunk(`2,(e)=>{var x=${REACT};e.r(8)}`)], 'page')).toThrow(/module 8/);
  });
});
