import { fetchOk } from '../../core/fetch';

/**
 * The HTML of a published partial: the server answers a partial's path with its rendered
 * fragment. A non-ok answer throws a FetchError, whose message is the specification's
 * '{status} {statusText}: {url}'.
 */
export async function fetchPartial(path: string): Promise<string> {
  const response = await fetchOk(path, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  return response.text();
}

/**
 * The fragment without any `<script>` element. A partial with islands carries their data and
 * the runtime's script; here they would never run (scripts inserted as HTML do not), and their
 * data element would repeat the page's own id. So the fragment's islands stay the server's
 * static HTML: readable, but not interactive.
 */
export function withoutScripts(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const script of template.content.querySelectorAll('script')) script.remove();
  return template.innerHTML;
}
