import { Container } from 'inversify';
import { PRERENDERED_DATA, PrerenderedData } from '../ui/lib/prerendered-data';
import type { Backend } from './backend';
import { FEATURE_MODULES } from './feature-modules';

/**
 * The container for one backend: every feature area's module binds its ports. Use cases and view
 * models are @injectable classes resolved by autobinding, so lazily loaded pages bring their own.
 */
export function createContainer(backend: Backend, prerendered = PrerenderedData.fromJson(null)): Container {
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  container.load(...FEATURE_MODULES.map((module) => module(backend)));
  // What a page rendered ahead of time showed (none unless the page's HTML carries it).
  container.bind(PRERENDERED_DATA).toConstantValue(prerendered);
  return container;
}
