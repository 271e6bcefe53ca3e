// Undo and redo over the board text, whether it was typed or changed by the board editor: one
// list of texts. A burst of typing (changes less than TYPING_MS apart) is one step.

const TYPING_MS = 800;

export class TextHistory {
  constructor(text) {
    this.current = text;
    this.past = [];
    this.future = [];
    this.lastTyped = 0;
  }

  /** `text` is now shown; `typing` merges it into the step of the keystrokes just before. */
  record(text, { typing = false } = {}) {
    if (text === this.current) return;
    const now = performance.now();
    const merge = typing && this.lastTyped && now - this.lastTyped < TYPING_MS;
    if (!merge) this.past.push(this.current);
    this.lastTyped = typing ? now : 0;
    this.current = text;
    this.future = [];
  }

  /** The text to show after Undo, or null when there is nothing to undo. */
  undo() {
    return this.step(this.past, this.future);
  }

  redo() {
    return this.step(this.future, this.past);
  }

  step(from, to) {
    if (!from.length) return null;
    to.push(this.current);
    this.current = from.pop();
    this.lastTyped = 0;
    return this.current;
  }
}
