import { useGetPuck } from '@puckeditor/core';

/** Replaces the props of the selected component (or of the root when none is selected) with `update(props)`, as one step of Puck's history. */
export function useUpdateSelectedProps(): (update: (props: Record<string, unknown>) => Record<string, unknown>) => void {
  const getPuck = useGetPuck();
  return (update) => {
    const { appState, selectedItem, dispatch, getSelectorForId } = getPuck();
    if (selectedItem) {
      const selector = getSelectorForId(String(selectedItem.props.id));
      if (!selector) return;
      const props = update(selectedItem.props as Record<string, unknown>);
      dispatch({ type: 'replace', destinationIndex: selector.index, destinationZone: selector.zone, data: { ...selectedItem, props: props as typeof selectedItem.props } });
    } else {
      const root = appState.data.root;
      dispatch({ type: 'replaceRoot', root: { ...root, props: update((root.props ?? {}) as Record<string, unknown>) } });
    }
  };
}
