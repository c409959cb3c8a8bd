import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DeskApp } from './desk-app';

/**
 * The lead desk's entry. It is not a Next.js page: tools/build-desk.mjs bundles it into out/desk/
 * after `next build`, so none of it reaches the public pages, and functions/desk serves it only to a
 * signed-in person. It renders in the browser alone: the page holds nothing until the API answers.
 */
const root = document.getElementById('desk');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DeskApp />
    </StrictMode>,
  );
}
