/**
 * When the browser refuses its storage (privacy settings, some embedded
 * views), reading window.localStorage throws, and parts of the page that
 * expect it (DocSearch's modal among them) crash. This module, loaded first,
 * replaces a refusing storage by one kept in memory for the page's lifetime:
 * the colour mode, the dismissed announcement and recent searches still work
 * until the page is left, and nothing is kept. The refusal is logged.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(String(key));
  }
  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }
}

export function installStorageFallback(target: Window): string[] {
  const replaced: string[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = target[name];
      const probe = '__tibillet_storage_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
    } catch (error) {
      Object.defineProperty(target, name, {configurable: true, value: new MemoryStorage()});
      replaced.push(name);
      console.warn(
        `TiBillet: ${name} is not available (${String(error)}); using memory for this page.`,
      );
    }
  }
  return replaced;
}

if (ExecutionEnvironment.canUseDOM) {
  installStorageFallback(window);
}
