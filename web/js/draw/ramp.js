// A sequential colour ramp readable by colour-blind viewers (cividis-like), dark to light.

const RAMP = ["#00204d", "#123570", "#3b496c", "#575d6d", "#707173", "#8a8779", "#a59c74", "#c3b369", "#e1cc55", "#fee838"];

export function rampColour(t) {
  const x = Math.max(0, Math.min(1, t)) * (RAMP.length - 1);
  return RAMP[Math.round(x)];
}

export function textColourOn(t) {
  return t < 0.55 ? "#ffffff" : "#111111";
}
