/**
 * A stand-in IntersectionObserver a test drives (jsdom has none): install it, render, then `enter()` reports the
 * watched elements as near their root.
 */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  watched: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.watched = [];
  }
  enter() {
    this.callback(
      this.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
  /** Puts the stand-in on the page (a fresh list of observers). */
  static install(): void {
    FakeIntersectionObserver.all = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  }
  /** Back to jsdom's: no IntersectionObserver. */
  static uninstall(): void {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
}
