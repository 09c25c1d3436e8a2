import { useEffect, useState } from 'react';

/**
 * The microphone's loudness, 0–1, from an AudioContext analyser on the stream's audio track; null where the browser
 * has no Web Audio (the meter then hides).
 */
export function useMicLevel(stream: MediaStream | null): number | null {
  const [level, setLevel] = useState<number | null>(null);
  const track = stream?.getAudioTracks()[0];
  useEffect(() => {
    const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
    if (!track || !Context) {
      setLevel(null);
      return;
    }
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    // A page opened without a click may start the context suspended; the first click wakes it.
    const wake = () => void context.resume();
    document.addEventListener('pointerdown', wake, { once: true });
    let frame = 0;
    let shown = -1;
    const read = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += ((s - 128) / 128) ** 2;
      // speech RMS sits around 0.02–0.2: scale so normal talk fills most of the bar
      const next = Math.min(1, Math.sqrt(sum / samples.length) * 4);
      if (Math.abs(next - shown) > 0.03) setLevel((shown = next));
      frame = requestAnimationFrame(read);
    };
    read();
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('pointerdown', wake);
      void context.close();
    };
  }, [track]);
  return level;
}
