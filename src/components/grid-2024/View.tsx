import type { PropsOf } from '../../core/component';
import { slotChildren } from '../slot';
import { space } from '../style';
import type { ViewProps } from '../view';
import type { grid2024 } from './definition';

export default function Grid2024View({ props, slots }: ViewProps<PropsOf<typeof grid2024>>) {
  const style = {
    columnGap: space(props.gapX),
    rowGap: space(props.gapY),
    gridTemplateColumns: `repeat(${props.numCols}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${props.numRows}, auto)`,
  };
  return (
    <div className="t-grid-2024" style={style}>
      {slotChildren(slots.items).map((child, i) => {
        const cell = props.rowsAndColumns[i];
        const cellStyle =
          cell && (cell.colSpan > 1 || cell.rowSpan > 1)
            ? { gridColumn: `span ${Math.min(cell.colSpan, props.numCols)}`, gridRow: `span ${cell.rowSpan}` }
            : undefined;
        return (
          <div className="t-grid-2024__cell" key={i} style={cellStyle}>
            {child}
          </div>
        );
      })}
    </div>
  );
}
