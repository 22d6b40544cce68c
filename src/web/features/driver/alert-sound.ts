/**
 * The short two-tone chime of a new request or offer, drawn with Web Audio (no sound file to download or cache).
 * Browsers only let a page play sound after a tap on it: the context is made on the first tap (`unlockAlertSound`)
 * and reused.
 */
let context: AudioContext | null = null;

export function unlockAlertSound(): void {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

export function alertSoundUnlocked(): boolean {
  return context?.state === 'running';
}

/** Plays the chime and buzzes; false when the browser has not allowed sound yet (no tap so far). */
export function playRideAlert(): boolean {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate([200, 100, 200]);
  if (!context || context.state !== 'running') return false;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
  document.documentElement.dataset.rideAlert = String(Number(document.documentElement.dataset.rideAlert ?? 0) + 1);
  return true;
}
