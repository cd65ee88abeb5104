import { createContext, useContext, type ReactNode } from 'react';
import type { Node } from '../core/node';
import type { VisitorView } from '../core/gates';
import type { SiteId } from '../core/sites';
import type { LiveBanner } from '../core/contracts/banners';

/** What every component view receives: its node id, parsed props and rendered slots. */
export interface ViewProps<P> {
  id: string;
  props: P;
  /** Rendered content of each declared slot (empty slots are present but render nothing). */
  slots: Record<string, ReactNode>;
}

export type View<P = never> = (input: ViewProps<P>) => ReactNode;

/** Site facts a view may show (header logo, footer name). */
export interface SiteInfo {
  id: SiteId;
  name: string;
  /** Inline SVG markup of the brand's logo (trusted: it comes from theme data, not editors). */
  logoSvg: string;
  /** The site's own logo from the media library (site settings), shown in place of `logoSvg`. */
  logoUrl?: string;
  /** The label of the site's external identity provider, when visitors may sign in with one. */
  signInProvider?: string;
}

/**
 * The render context. On the server every view may read it; islands hydrate with `site` and
 * `path` (sent with the island data) but no partials: `include` is never an island.
 */
export interface RenderContextValue {
  site: SiteInfo;
  /** Path of the document being rendered, e.g. `/fees`. */
  path: string;
  /** Partials by path, already loaded by the server, for `include` nodes. */
  partials: ReadonlyMap<string, Node>;
  /** Renders a subtree (used by `include`). */
  renderTree: (node: Node) => ReactNode;
  /**
   * A form of the platform's own (the access-code form, the visitor sign-in form): page
   * layouts render it, between the two slots around it, instead of the banner and main
   * slots, which are never sent.
   */
  platformForm?: ReactNode;
  /**
   * The outcome of a form post without JavaScript, by form node id: what was sent and what is
   * wrong (shown beside the fields), or that it was submitted.
   */
  formStates?: ReadonlyMap<string, FormState>;
  /**
   * What the server loaded for data kinds (content-surfacing's pages, notices, alerts), by node
   * id; absent where nothing was loaded (the editor's canvas).
   */
  data?: ReadonlyMap<string, unknown>;
  /**
   * The visitor the page is rendered for: `null` when signed out. Auth gates choose their
   * slot from it (only that slot is rendered); absent where no visitor applies (the editor).
   */
  visitor?: VisitorView | null;
  /**
   * The editor's canvas: views ask nothing of the site's API there (the canvas is on the editor's
   * host, where the site's visitor routes do not answer).
   */
  editing?: boolean;
  /**
   * The site's banners and disclaimers live at render time (issue 23 item 7), which page
   * layouts show: banners at the top of the page, disclaimers above the footer. Plain text.
   */
  banners?: { banners: readonly LiveBanner[]; disclaimers: readonly LiveBanner[] };
}

export interface FormState {
  status: 'submitted' | 'error';
  values?: Record<string, unknown>;
  /** Per field name; `''` for the form as a whole. */
  errors?: Record<string, string>;
  /** The submission's reference (issue 25), shown on the confirmation. */
  reference?: string;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRenderContext(): RenderContextValue {
  const ctx = useContext(RenderContext);
  if (!ctx) throw new Error('useRenderContext() needs a render context');
  return ctx;
}

/** An interactive node rendered on the server, to be hydrated in the browser. */
export interface IslandData {
  kind: string;
  id: string;
  props: Record<string, unknown>;
  /** When to hydrate; absent means at once (`load`). */
  when?: 'idle';
  /** What the server loaded for the node (`RenderContext.data`), so the island hydrates with what the HTML shows. */
  data?: unknown;
}

/** What a page hands the island runtime: its islands, and the site facts views may read. */
export interface IslandBootstrap {
  site: SiteInfo;
  path: string;
  islands: IslandData[];
}
