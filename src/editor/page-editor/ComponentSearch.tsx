import { useId, useState, type ReactNode } from 'react';
import { useGetPuck } from '@puckeditor/core';

/**
 * Puck's `drawer` override: a search box above the categorized component list. It
 * narrows each category to the kinds whose label or name matches.
 */
export function ComponentsWithSearch({ children }: { children: ReactNode }) {
  const id = useId();
  const getPuck = useGetPuck();
  const [query, setQuery] = useState('');

  function filter(text: string) {
    setQuery(text);
    const { config, dispatch } = getPuck();
    const needle = text.trim().toLowerCase();
    const componentList: Record<string, { title?: string; components: string[]; visible: boolean; expanded: boolean }> = {};
    for (const [key, category] of Object.entries(config.categories ?? {})) {
      const names = (category.components ?? []).map(String).filter((name) => {
        const label = config.components[name]?.label ?? name;
        return needle === '' || label.toLowerCase().includes(needle) || name.includes(needle);
      });
      componentList[key] = { ...(category.title ? { title: category.title } : {}), components: names, visible: names.length > 0, expanded: true };
    }
    // Kinds filtered out of every category would otherwise gather under "Other".
    componentList.other = { components: [], visible: false, expanded: false };
    dispatch({ type: 'setUi', ui: { componentList } });
  }

  return (
    <div className="pe-components">
      <label htmlFor={id} className="pe-visually-hidden">
        Search components
      </label>
      <input id={id} type="search" className="pe-components__search" placeholder="Search components" value={query} onChange={(e) => filter(e.target.value)} />
      {children}
    </div>
  );
}
