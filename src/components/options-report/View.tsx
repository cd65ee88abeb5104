import type { PropsOf } from '../../core/component';
import { formatDate } from '../../core/time';
import { platformId } from '../../core/ids';
import { formatNumber } from '../../core/market-model';
import { OPTIONS_PARAMS } from '../../core/options-data';
import { DataTable } from '../report-center/data-table';
import { useRenderContext, type ViewProps } from '../view';
import { CHAIN_COLUMNS, STRIKE_COLUMN, atTheMoney, chainRows } from './chain';
import type { OptionsReportData } from './data';
import type { optionsReport } from './definition';

/**
 * A GET form choosing the product and strip, the product's codes, and the chain of the strip:
 * calls | strike | puts, the strike nearest the underlying marked. Where the server loaded
 * nothing (the editor's canvas) it says what will appear.
 */
export default function OptionsReportView({ id, props }: ViewProps<PropsOf<typeof optionsReport>>) {
  const data = useRenderContext().data?.get(id) as OptionsReportData | undefined;
  if (!data) {
    return (
      <div className="t-options-report t-options-report--placeholder">
        <p>
          On the published page visitors choose one of {props.products.length === 1 ? 'the product' : `${props.products.length} products`} and a strip here, and
          see its calls and puts by strike price.
        </p>
      </div>
    );
  }
  const product = props.products.find((p) => p.mappingId === data.mappingId) ?? props.products[0]!;
  const strip = data.strips.find((s) => s.stripValue === data.strip);
  const fieldId = (field: string) => platformId(id, field);
  const atm = atTheMoney(data.chain);
  const caption = `${product.option}, ${strip?.stripDescription ?? data.strip}: prices of ${formatDate(data.date, 'long')}`;
  return (
    <div className="t-options-report">
      <form className="t-options-report__form" method="get" aria-label="Choose the options">
        <div className="t-options-report__field">
          <label htmlFor={fieldId('product')}>Product</label>
          <select id={fieldId('product')} name={OPTIONS_PARAMS.product} defaultValue={String(data.mappingId)}>
            {props.products.map((p) => (
              <option key={p.mappingId} value={String(p.mappingId)}>
                {p.option}
              </option>
            ))}
          </select>
        </div>
        <div className="t-options-report__field">
          <label htmlFor={fieldId('strip')}>Strip</label>
          <select id={fieldId('strip')} name={OPTIONS_PARAMS.strip} defaultValue={data.strip} aria-describedby={fieldId('strip-hint')}>
            {data.strips.map((s) => (
              <option key={s.stripValue} value={s.stripValue}>
                {s.stripDescription}
              </option>
            ))}
          </select>
          <p className="t-field__hint" id={fieldId('strip-hint')}>
            After changing the product, show the prices to list its strips.
          </p>
        </div>
        <button type="submit" className="t-button t-button--primary t-options-report__submit">
          Show prices
        </button>
      </form>
      {data.notes.length > 0 ? (
        <div className="t-options-report__notes">
          {data.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}
      <dl className="t-options-report__product">
        <div>
          <dt>ICE product</dt>
          <dd>{product.iceProductName}</dd>
        </div>
        <div>
          <dt>Logical commodity</dt>
          <dd>{product.iceLogicalCommodity}</dd>
        </div>
        {product.idcProductRootSymbol ? (
          <div>
            <dt>IDC root symbol</dt>
            <dd>{product.idcProductRootSymbol}</dd>
          </div>
        ) : null}
        {product.idcExchangeCode ? (
          <div>
            <dt>IDC exchange code</dt>
            <dd>{product.idcExchangeCode}</dd>
          </div>
        ) : null}
        <div>
          <dt>Mapping id</dt>
          <dd>{product.mappingId}</dd>
        </div>
        <div>
          <dt>Market (MIC)</dt>
          <dd>{product.iceMic}</dd>
        </div>
        <div>
          <dt>Underlying {strip?.stripDescription} futures settlement</dt>
          <dd>{formatNumber(data.chain.underlying, data.chain.decimals)}</dd>
        </div>
      </dl>
      <DataTable
        caption={caption}
        label={caption}
        columns={CHAIN_COLUMNS}
        rows={chainRows(data.chain)}
        rowHeader={STRIKE_COLUMN}
        rowClassName={(r) => (r === atm ? 't-options-report__atm' : undefined)}
        empty="No options are listed for this strip."
      />
    </div>
  );
}
