// Bounded lists: a long list shows its first items and "+ N more", never the whole of it.

/** The first `cap` items and how many more there are. */
export function capped(items, cap) {
  return items.length > cap ? { shown: items.slice(0, cap), more: items.length - cap } : { shown: items, more: 0 };
}
