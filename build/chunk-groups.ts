/**
 * How the build groups modules into chunks (rolldown's `codeSplitting.groups`). Left to itself, the
 * bundler makes one chunk per set of importing pages, so every page added splits the shared code
 * further, and each chunk is one more request, a round trip on a phone's network (Lighthouse's slow
 * 4G). The groups below keep the count of a first visit's requests from growing with the number of
 * pages. The test that fails when a library changes under each group: docs/first-load.md; what each
 * saved when measured: docs/history/first-load.md.
 *
 * A group's chunk is fetched whole by whoever needs any of its modules, so a group only gathers code
 * that the same visits need anyway. Earlier groups win a module over later ones.
 */

import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

const nodeModule = (packages: string) => new RegExp(`node_modules[\\\\/](${packages})[\\\\/]`);
const sourceModule = (paths: string) => new RegExp(`src[\\\\/](${paths})`);

/**
 * Everything the first load runs, React and the router included, in one chunk with the entry. Left
 * to itself, the bundler splits modules that the entry shares with some lazy pages into small chunks
 * of their own (rolldown#9963, #10731): more requests on every first load, and the split moves
 * whenever a page is added.
 */
const shell: CodeSplittingGroup = { name: 'shell', tags: ['$initial'] };

/**
 * Radix's small internals (context, state, ids, presence, collections, roving focus), which most
 * Radix components import: one chunk rather than one per set of importing pages. The entry's own
 * copies stay in the shell.
 */
const radixInternals: CodeSplittingGroup = {
  name: 'radix-internals',
  test: /node_modules[\\/]@radix-ui[\\/](primitive|number|react-(context|collection|presence|id|roving-focus|direction|compose-refs|primitive|slot|use-[a-z-]+))[\\/]/,
};

const catalogueCoreModules = sourceModule(
  'domain[\\\\/](catalogue|storefront|session)[\\\\/]|application[\\\\/](catalogue|session)[\\\\/]|adapters[\\\\/]in-browser[\\\\/]browse-answers|domain[\\\\/]admin[\\\\/]product-table',
);

/**
 * Catalogue modules that the home and category pages never run: the stored catalogue's schemas
 * (they bring zod, which only a return visit needs), the seed (only a first visit's store reads it,
 * after the page has rendered), the variants' rules and stock moves with the product page's use
 * case (the product page's and the order flow's), the size filter's choices (the browse pages'), the
 * fit note's rule (the stored catalogue's and the admin form's) and the size guide's charts (loaded
 * when its button is used).
 */
const notCatalogueCore = /(product|variant)-schema|seed-(products|variants|fit-notes)|stock-(moves|levels)|[\\/](fit-note|variants|variant-grid|colour|variant-sku|size-filter|size-guide|product-detail-service)\./;

/**
 * The catalogue's and the session gate's rules and use cases, and the local catalogue's query
 * answers: small modules that every storefront page uses (the pages statically, the catalogue
 * adapter when it first answers). One chunk that the page's own chunk brings along, so the catalogue's
 * answers no longer wait for a second round of requests after the page's code has run.
 */
const catalogueCore: CodeSplittingGroup = {
  name: 'catalogue-core',
  // Only these modules, and not those that only some visits need: they stay where the bundler puts them.
  includeDependenciesRecursively: false,
  test: (id: string) => !notCatalogueCore.test(id) && catalogueCoreModules.test(id),
};

/**
 * What every storefront page fetches once it has rendered: the toaster, the header's dropdown menus,
 * the support chat's button and the location prompt with its adapters, and the overlay machinery
 * they share with the sort select and the chat (popper, focus trap, dismissable layer, scroll lock,
 * portal, dialog). One request when the page is idle instead of one per set of importers; never part
 * of a first render (scripts/check-budgets.mjs).
 */
const afterFirstRender: CodeSplittingGroup = {
  name: 'after-first-render',
  // Only these modules: the Radix Themes parts they use (icons, margins) are shared with first renders.
  includeDependenciesRecursively: false,
  test: (id: string) =>
    nodeModule(
      'sonner|@floating-ui[\\\\/][a-z-]+|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|@radix-ui[\\\\/]react-(dismissable-layer|focus-scope|focus-guards|portal|popper|arrow|menu|dropdown-menu|dialog|alert-dialog|scroll-area)',
    ).test(id) ||
    /@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/](components[\\/](dropdown-menu|alert-dialog|dialog|scroll-area|_internal[\\/]base-menu)|helpers[\\/](get-subtree|require-react-element))/.test(id) ||
    sourceModule(
      'ui[\\\\/]shell[\\\\/]HeaderDropdown|ui[\\\\/]app[\\\\/]FloatingWidgets|ui[\\\\/]features[\\\\/]support[\\\\/]SupportChatLauncher|adapters[\\\\/]browser[\\\\/](sonner-toaster|browser-geolocation)|ui[\\\\/]features[\\\\/]location[\\\\/]|domain[\\\\/]location[\\\\/]user-location|application[\\\\/]location[\\\\/]|composition[\\\\/]modules[\\\\/]floating-widgets\\.adapters|adapters[\\\\/](local[\\\\/](local-location-store|session-chat-transcript-store)|memory[\\\\/](memory-chat-transcript-store|memory-location-store))',
    ).test(id),
};

/**
 * The controls the product page shares with the pages of the order flow (the size cards and their
 * radio group, the quantity stepper's icons, the grid and the data list, the delivery day): one
 * chunk with the product page's first load, rather than one request each once the checkout and the
 * orders pages import them too.
 */
const productControls: CodeSplittingGroup = {
  name: 'product-controls',
  includeDependenciesRecursively: false,
  test: (id: string) =>
    nodeModule('@radix-ui[\\\\/]react-radio-group').test(id) ||
    /@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/](radio-cards|grid|data-list)[.\\/]/.test(id) ||
    /@radix-ui[\\/]react-icons[\\/]/.test(id) ||
    // The stepper's icons (build/icon-modules.ts makes each icon a module of its own).
    /^\0radix-icon:(Minus|Plus)Icon$/.test(id) ||
    // The day a delivery arrives, said alike by the product page's PIN check and the checkout.
    /src[\\/]ui[\\/]lib[\\/]delivery-day\./.test(id),
};

export const chunkGroups: CodeSplittingGroup[] = [shell, radixInternals, catalogueCore, afterFirstRender, productControls];
