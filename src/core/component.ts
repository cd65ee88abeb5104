import type { z } from 'zod';
import type { FormSpec } from './forms';
import type { VisitorView } from './gates';

export const CATEGORIES = ['layout', 'navigation', 'content', 'media', 'forms', 'market-data', 'utility'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface SlotSpec {
  label?: string;
  /** Component kinds allowed in this slot; absent means any kind except page layouts. */
  allow?: readonly string[];
  /** Largest number of children. */
  max?: number;
}

/** Upgrades stored props of version `from` to version `from + 1`. */
export interface Migration {
  from: number;
  up: (props: Record<string, unknown>) => Record<string, unknown>;
}

export interface ComponentDefinition<S extends z.ZodObject = z.ZodObject> {
  /** Kind name stored in nodes, kebab-case. */
  name: string;
  label: string;
  category: Category;
  description?: string;
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
}

/** Props of form kinds that only the server needs: they never reach a browser. */
export const FORM_SERVER_PROPS = ['targetUrl', 'emailTo', 'bodyContentType', 'useRecaptchaProxy', 'retentionDays'] as const;

export type Hydration = 'load' | 'idle';

export interface ComponentInput<S extends z.ZodObject> {
  name: string;
  label: string;
  category: Category;
  description?: string;
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
  islandWhen?: (props: z.output<S>) => boolean;
  /** Defaults, for kinds with `form`, to the FORM_SERVER_PROPS they have. */
  serverProps?: readonly string[];
}

export type PropsOf<D extends ComponentDefinition> = z.output<D['props']>;

const KIND_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Declares a component kind. Checks the declaration itself; props are made strict. */
export function defineComponent<S extends z.ZodObject>(input: ComponentInput<S>): ComponentDefinition<S> {
  if (!KIND_NAME.test(input.name)) throw new Error(`Component name "${input.name}" must be kebab-case`);
  const slots = input.slots ?? {};
  const shape = input.props.shape as Record<string, unknown>;
  for (const key of Object.keys(shape)) {
    // Own-key check: `in` would also see Object.prototype members such as `constructor`.
    if (key === 'id' || Object.hasOwn(slots, key)) {
      throw new Error(`Component "${input.name}": prop "${key}" clashes with id or a slot`);
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
    ...(input.islandWhen ? { islandWhen: input.islandWhen } : {}),
    serverProps: input.serverProps ?? (input.form ? FORM_SERVER_PROPS.filter((key) => Object.hasOwn(input.props.shape, key)) : []),
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
