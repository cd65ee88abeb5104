import type { PropsOf } from '../../core/component';
import { slotChildren } from '../slot';
import { ALIGN_CSS, JUSTIFY_CSS, space } from '../style';
import type { ViewProps } from '../view';
import type { flexRow } from './definition';

type FlexRowProps = PropsOf<typeof flexRow>;

const DEFAULT_COL: FlexRowProps['rowCols'][number] = { gap: 0, flex: 1, items: 'stretch', justify: 'start', basis: 'auto' };

/** Child n is laid out by `rowCols[n]`; columns without an entry share the space equally. */
export default function FlexRowView({ props, slots }: ViewProps<FlexRowProps>) {
  const style = {
    gap: space(props.gap),
    flexWrap: props.wrap ? 'wrap' : 'nowrap',
    alignItems: ALIGN_CSS[props.items],
    justifyContent: JUSTIFY_CSS[props.justify],
  } as const;
  return (
    <div className="t-flex-row" style={style}>
      {slotChildren(slots.columns).map((child, i) => {
        const col = props.rowCols[i] ?? DEFAULT_COL;
        return (
          <div
            className="t-flex-row__col"
            key={i}
            style={{
              flex: `${col.flex} 1 ${col.basis}`,
              gap: space(col.gap),
              alignItems: ALIGN_CSS[col.items],
              justifyContent: JUSTIFY_CSS[col.justify],
            }}
          >
            {child}
          </div>
        );
      })}
    </div>
  );
}
