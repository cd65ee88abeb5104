import type { z } from 'zod';
import type { FormSpec } from './forms';
import type { VisitorView } from './gates';
import type { IconName } from './block-icons';

export const CATEGORIES = ['layout', 'navigation', 'content', 'media', 'forms', 'market-data', 'utility'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Each category as the editor names it (the block list, the catalogue). */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  layout: 'Layout',
  navigation: 'Navigation',
  content: 'Content',
  media: 'Media',
  forms: 'Forms',
  'market-data': 'Market data',
  utility: 'Utility',
};

export interface SlotSpec {
  label?: string;
  /** Component kinds allowed in this slot; absent means any kind except page layouts. */
  allow?: readonly string[];
  /** Largest number of children. */
  max?: number;
  /** The site chrome kinds it takes as well (an access gate's sign-in and sign-out controls); see core/placement.ts. */
  chrome?: readonly string[];
}

/** Upgrades stored props of version `from` to version `from + 1`. */
export interface Migration {
  from: number;
  up: (props: Record<string, unknown>) => Record<string, unknown>;
  /** Upgrades the stored slots of version `from` (a slot renamed or regrouped); absent: they stay as they are. */
  slots?: (slots: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * What the server loads for each node of a data kind (its loader in `src/content/loaders.ts`)
 * and hands the view through `RenderContext.data`.
 */
export interface DataDeclaration<T extends z.ZodType = z.ZodType> {
  /** The loaded data, as the loader returns it. */
  schema: T;
  /** The data depends on the page's query string: such a page with a query is rendered for that request, not served from the cache. */
  usesQuery: boolean;
  /** How long a page showing the data may be kept rendered (market data: seconds); absent: until the content changes. */
  maxAgeMs?: number;
}

/** Declares a kind's server data (`data` of `defineComponent`), keeping the schema's type. */
export function serverData<T extends z.ZodType>({ schema, usesQuery, maxAgeMs }: DataDeclaration<T>): DataDeclaration<T> {
  if (maxAgeMs !== undefined && !(Number.isInteger(maxAgeMs) && maxAgeMs > 0)) throw new Error('maxAgeMs must be a whole number of milliseconds above 0');
  return { schema, usesQuery, ...(maxAgeMs === undefined ? {} : { maxAgeMs }) };
}

/**
 * A component kind. `N` is its name and `D` its data declaration as declared, so the catalogue
 * can list its data kinds by type; the defaults accept every definition.
 */
export interface ComponentDefinition<S extends z.ZodObject = z.ZodObject, N extends string = string, D extends DataDeclaration | undefined = DataDeclaration | undefined> {
  /** Kind name stored in nodes, kebab-case. */
  name: N;
  label: string;
  category: Category;
  /** One plain line for the editor's block list: what a content editor gets. */
  description?: string;
  /** Its icon in the block list, from `block-icons.ts`. */
  icon?: IconName;
  /**
   * Site chrome (header, footer, cookie notice, sign-in controls): the editor offers it only in
   * a page layout's header and footer slots and in partials, never in main content.
   */
  chrome?: boolean;
  /** A page shows at most one: the editor warns about a second (stored pages are not refused). */
  oncePerPage?: boolean;
  /** An older kind kept for stored pages, listed under "Older": the kind that replaces it. */
  supersededBy?: string;
  /** The single source of truth for the props: unknown props are rejected. */
  props: S;
  slots: Record<string, SlotSpec>;
  /** Initial props when an editor inserts the kind. */
  defaults: z.input<S>;
  /** Current props version; migrations lift older nodes to it. */
  version: number;
  migrations: readonly Migration[];
  /** Interactive kinds hydrate as islands and ship their `*.client.tsx` entry. */
  interactive: boolean;
  /**
   * When an island hydrates: at once (`load`, what a visitor may use first: navigation,
   * dialogs), or when the browser is idle after loading (`idle`, what can wait a moment).
   */
  hydrate: Hydration;
  /** Only a document's root may be of this kind (page layouts, fragments). */
  rootOnly: boolean;
  /**
   * Kinds that show visitors one slot or another (the auth gate): the slot this visitor sees.
   * The server renders only that slot; the others never leave it.
   */
  chooseSlot?: (props: z.output<S>, visitor: VisitorView | null) => string;
  /** Kinds that take visitors' submissions: what the server checks and where it sends them. */
  form?: (props: z.output<S>) => FormSpec;
  /** Kinds that ask the site's captcha without a `form` spec (the subscription centre). */
  captcha?: boolean;
  /**
   * For interactive kinds whose behaviour some nodes do not need (a plain image in `media`):
   * whether this node is an island. Nodes that are not render as server HTML and ship no script.
   */
  islandWhen?: (props: z.output<S>) => boolean;
  /**
   * Props an island never receives: the server renders with them, but they stay out of the
   * page's island data (where a form forwards its submissions: addresses, tokens in URLs).
   */
  serverProps: readonly string[];
  /** Kinds whose view shows what the server loads for each node (listings, market data). */
  data?: D;
}

/** Props of form kinds that only the server needs: they never reach a browser. */
export const FORM_SERVER_PROPS = ['targetUrl', 'emailTo', 'bodyContentType', 'useRecaptchaProxy', 'retentionDays'] as const;

export type Hydration = 'load' | 'idle';

export interface ComponentInput<S extends z.ZodObject, N extends string = string, D extends DataDeclaration | undefined = DataDeclaration | undefined> {
  name: N;
  label: string;
  category: Category;
  description?: string;
  icon?: IconName;
  chrome?: boolean;
  oncePerPage?: boolean;
  supersededBy?: string;
  props: S;
  slots?: Record<string, SlotSpec>;
  defaults: z.input<S>;
  version?: number;
  migrations?: readonly Migration[];
  interactive?: boolean;
  hydrate?: Hydration;
  rootOnly?: boolean;
  chooseSlot?: (props: z.output<S>, visitor: VisitorView | null) => string;
  form?: (props: z.output<S>) => FormSpec;
  captcha?: boolean;
  islandWhen?: (props: z.output<S>) => boolean;
  /** Defaults, for kinds with `form`, to the FORM_SERVER_PROPS they have. */
  serverProps?: readonly string[];
  /** Made with `serverData()`. */
  data?: D;
}

export type PropsOf<D extends ComponentDefinition> = z.output<D['props']>;

const KIND_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Declares a component kind. Checks the declaration itself; props are made strict. */
export function defineComponent<S extends z.ZodObject, const N extends string, D extends DataDeclaration | undefined = undefined>(
  input: ComponentInput<S, N, D>,
): ComponentDefinition<S, N, D> {
  if (!KIND_NAME.test(input.name)) throw new Error(`Component name "${input.name}" must be kebab-case`);
  const slots = input.slots ?? {};
  const shape = input.props.shape as Record<string, unknown>;
  for (const key of Object.keys(shape)) {
    // Own-key check: `in` would also see Object.prototype members such as `constructor`.
    // A prop named `id` is the component's own (the node's id is beside props; the Puck adapter maps it).
    if (Object.hasOwn(slots, key)) {
      throw new Error(`Component "${input.name}": prop "${key}" clashes with a slot`);
    }
  }
  const version = input.version ?? 1;
  if (!Number.isInteger(version) || version < 1) {
    throw new Error(`Component "${input.name}": version must be a whole number from 1`);
  }
  const migrations = [...(input.migrations ?? [])].sort((a, b) => a.from - b.from);
  migrations.forEach((m, i) => {
    if (m.from !== i + 1 || m.from >= version) {
      throw new Error(`Component "${input.name}": migrations must run 1 → ${version} without gaps`);
    }
  });
  if (migrations.length !== version - 1) throw new Error(`Component "${input.name}": missing migrations up to ${version}`);
  return {
    name: input.name,
    label: input.label,
    category: input.category,
    ...(input.description ? { description: input.description } : {}),
    ...(input.icon ? { icon: input.icon } : {}),
    ...(input.chrome ? { chrome: true } : {}),
    ...(input.oncePerPage ? { oncePerPage: true } : {}),
    ...(input.supersededBy ? { supersededBy: input.supersededBy } : {}),
    props: input.props.strict() as unknown as S,
    slots,
    defaults: input.defaults,
    version,
    migrations,
    interactive: input.interactive ?? false,
    hydrate: input.hydrate ?? 'load',
    rootOnly: input.rootOnly ?? false,
    ...(input.chooseSlot ? { chooseSlot: input.chooseSlot } : {}),
    ...(input.form ? { form: input.form } : {}),
    ...(input.captcha ? { captcha: true } : {}),
    ...(input.islandWhen ? { islandWhen: input.islandWhen } : {}),
    serverProps: input.serverProps ?? (input.form ? FORM_SERVER_PROPS.filter((key) => Object.hasOwn(input.props.shape, key)) : []),
    ...(input.data ? { data: input.data } : {}),
  };
}

export interface Registry {
  get(name: string): ComponentDefinition | undefined;
  all(): readonly ComponentDefinition[];
}

export function createRegistry(definitions: readonly ComponentDefinition[]): Registry {
  const byName = new Map<string, ComponentDefinition>();
  for (const def of definitions) {
    if (byName.has(def.name)) throw new Error(`Component "${def.name}" is registered twice`);
    byName.set(def.name, def);
  }
  return {
    get: (name) => byName.get(name),
    all: () => definitions,
  };
}
