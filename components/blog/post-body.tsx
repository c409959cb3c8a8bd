import type { ReactNode } from 'react';
import { isValidElement } from 'react';
import { MDXRemote } from 'next-mdx-remote/rsc';
import { figureComponentText } from '@/lib/post-text';
import { markdownComponents } from '@/components/ui/markdown';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { figuresProvenance } from '@/lib/content/figures';

/**
 * A post's MDX body, compiled and rendered on the server at build time: the page ships HTML and no
 * MDX runtime. The components below are everything a post may use (content/README.md lists them).
 */

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** 'Check quantities by a second method' -> 'check-quantities-by-a-second-method' */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A heading that links to itself, so any section of a post can be shared by URL. */
function anchored(Tag: 'h2' | 'h3') {
  return function AnchoredHeading({ children }: { children?: ReactNode }) {
    const id = headingId(textOf(children));
    return (
      <Tag id={id} className="scroll-mt-28">
        <a href={`#${id}`}>{children}</a>
      </Tag>
    );
  };
}

/** Claims that are the firm's figures (labelled until it confirms them), not its delivery commitments. */
const FIGURE_CLAIMS = new Set(['takeoffAccuracy', 'bimClashReduction', 'bimTimeSavings', 'bimCostReduction'].flatMap((id) => [id, `${id}Statement`]));

/** A claim from lib/content/figures.ts `claims` or `claimStatements`, e.g. <Claim id="estimateTurnaround" />: its words only. */
function Claim({ id }: { id: string }) {
  return <>{figureComponentText('Claim', id)}</>;
}

/** A counted figure from lib/content/figures.ts `figures`, e.g. <Figure id="projectsDelivered" />: its words only. */
function Figure({ id }: { id: string }) {
  return <>{figureComponentText('Figure', id)}</>;
}

/** Whether a block's children state one of the firm's unconfirmed figures. */
function statesFigure(node: ReactNode): boolean {
  if (Array.isArray(node)) return node.some(statesFigure);
  if (!isValidElement<{ id?: string; children?: ReactNode }>(node)) return false;
  if (node.type === Figure || (node.type === Claim && FIGURE_CLAIMS.has(node.props.id ?? ''))) return true;
  return statesFigure(node.props.children);
}

/**
 * A paragraph or list item that states a figure ends with the figures' label, once: beside the
 * sentence, never inside the figure's phrase ("holds its 99% Figures to be confirmed… accuracy").
 */
function labelledBlock(Tag: 'p' | 'li') {
  return function LabelledBlock({ children }: { children?: ReactNode }) {
    return (
      <Tag>
        {children}
        {statesFigure(children) && (
          <>
            {' '}
            <ProvenanceLabel status={figuresProvenance} kind="figures" />
          </>
        )}
      </Tag>
    );
  };
}

const components = {
  ...markdownComponents,
  h2: anchored('h2'),
  h3: anchored('h3'),
  p: labelledBlock('p'),
  li: labelledBlock('li'),
  Claim,
  Figure,
};

export function PostBody({ body }: { body: string }) {
  return <MDXRemote source={body} components={components} />;
}
