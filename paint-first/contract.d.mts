/** Types for contract.mjs (plain JavaScript: the loader's text is built from it in Node). */
export const PRESSES: readonly ['pointerdown', 'pointerup', 'keydown', 'click'];
export const QUIET_MS: 150;
export const SHELL_HYDRATED: 'data-shell-hydrated';
export const CONFIG_ID: 'paint-first';
export const PARTS_ATTRIBUTE: 'data-parts';
