/**
 * Text written into HTML the functions build (the request page, the private pages' sign-in page, the
 * quote's "not sent" page): the five characters that could end a text node or an attribute value,
 * as numeric references. One definition, so a fix reaches every page.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
