import type { PropsOf } from '../../core/component';
import { formatDate } from '../../core/time';
import { Image } from '../../ui/image';
import { useRenderContext, type ViewProps } from '../view';
import type { ContentSurfacingData } from './data';
import type { contentSurfacing } from './definition';

/**
 * The pages the server chose for this node (`RenderContext.surfaced`), as tiles or a list of
 * links. Where nothing was loaded (the editor's canvas) it says what will appear.
 */
export default function ContentSurfacingView({ id, props }: ViewProps<PropsOf<typeof contentSurfacing>>) {
  const pages = useRenderContext().data?.get(id) as ContentSurfacingData | undefined;
  const tags = props.tagIds.map((t) => t.id);
  if (!pages) {
    return (
      <div className="t-content-surfacing t-content-surfacing--placeholder">
        <p>{tags.length ? `Published pages tagged ${tags.join(', ')} appear here.` : 'Published pages of this site appear here.'}</p>
      </div>
    );
  }
  if (pages.length === 0) {
    return (
      <div className="t-content-surfacing t-content-surfacing--empty">
        <p>No pages to show yet.</p>
      </div>
    );
  }
  const Heading = `h${props.headingLevel}` as const;
  if (props.layout === 'stacked-links') {
    return (
      <ul className="t-content-surfacing t-content-surfacing--links">
        {pages.map((page) => (
          <li key={page.path} className="t-content-surfacing__link-item">
            {props.displayCategory && page.category ? <span className="t-content-surfacing__category">{page.category}</span> : null}
            <a href={page.path} className="t-content-surfacing__link">
              {page.title}
            </a>
            {props.displaySubtitle && page.subtitle ? <span className="t-content-surfacing__subtitle">{page.subtitle}</span> : null}
            {props.displayBody && page.summary ? <p className="t-content-surfacing__summary">{page.summary}</p> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={`t-content-surfacing t-content-surfacing--tiles t-content-surfacing--cols-${props.tilesPerRow}`}>
      {pages.map((page) => (
        <li key={page.path} className="t-content-surfacing__tile">
          {props.displayImage && page.image ? (
            <div className="t-content-surfacing__media">
              <Image className="t-content-surfacing__image" src={page.image} alt="" sizes={`(min-width: 60rem) ${Math.round(100 / props.tilesPerRow)}vw, 100vw`} />
            </div>
          ) : null}
          <div className="t-content-surfacing__body">
            {props.displayCategory && page.category ? <span className="t-content-surfacing__category">{page.category}</span> : null}
            <Heading className="t-content-surfacing__title">
              <a href={page.path}>{page.title}</a>
            </Heading>
            {props.displaySubtitle && page.subtitle ? <p className="t-content-surfacing__subtitle">{page.subtitle}</p> : null}
            {props.displayBody && page.summary ? <p className="t-content-surfacing__summary">{page.summary}</p> : null}
            <p className="t-content-surfacing__date">
              <time dateTime={page.publishedAt}>{formatDate(page.publishedAt, 'long')}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
