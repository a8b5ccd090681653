import type { StructuredData } from '../../domain/search-engines/structured-data';
import { scriptJson } from '../../domain/search-engines/script-json';

/** schema.org data for search engines, in the page (a <script> that is data, never run). */
export function JsonLd({ data }: { data: StructuredData }) {
  return <script type="application/ld+json">{scriptJson(data)}</script>;
}
