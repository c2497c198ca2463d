/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open streams, then
 * deliver events or break them by hand.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];

  readonly url: string;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)!.add(listener);
  }

  removeEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(name)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** The server sends `name` with JSON `data`. */
  emit(name: string, data: unknown = {}) {
    const event = new MessageEvent(name, { data: JSON.stringify(data) });
    this.listeners.get(name)?.forEach((listener) => listener(event));
  }

  /** The connection breaks (or cannot open). */
  fail() {
    this.onerror?.(new Event("error"));
  }

  /** The streams still open. */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }

  static reset() {
    FakeEventSource.instances = [];
  }
}
