// Saving each tool's input and options in local storage, and reading them back.

const storageKey = (tool) => `boardlab:v1:${tool}`;

export function loadSaved(tool) {
  try {
    return JSON.parse(localStorage.getItem(storageKey(tool)) || "null");
  } catch (_) {
    return null;
  }
}

/** Save `data` for `tool`; false when the browser refused (storage full or disabled). */
export function save(tool, data) {
  try {
    localStorage.setItem(storageKey(tool), JSON.stringify(data));
    return true;
  } catch (_) {
    return false;
  }
}

/** A page-wide preference ("1" or ""), or `fallback` when storage cannot be read. */
export function preference(key, fallback = "") {
  try {
    return localStorage.getItem(key) ?? fallback;
  } catch (_) {
    return fallback;
  }
}

export function setPreference(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (_) {
    /* ignore: a preference not kept is no loss */
  }
}
