import { describe, expect, it } from 'vitest';
import { applyUpdate, Doc, getState } from 'yjs';
import { KeystrokeLog, keystrokeSchedule, newLine, typedLength } from '../../bench/notebook-sync';

describe("the notebook bench's schedule", () => {
  it('spreads 50 lessons × 2 keystrokes/s evenly, each lesson typed by its tutor and student in turn', () => {
    const schedule = keystrokeSchedule(50, 2, 20);
    expect(schedule).toHaveLength(2_000);
    expect(schedule.slice(0, 3).map((k) => k.at)).toEqual([0, 10, 20]);
    const lesson7 = schedule.filter((k) => k.lesson === 7);
    expect(lesson7).toHaveLength(40);
    expect(lesson7.slice(0, 4).map((k) => k.side)).toEqual(['tutor', 'student', 'tutor', 'student']);
    expect(lesson7[1]!.at - lesson7[0]!.at).toBe(500);
  });
});

describe("the notebook bench's keystroke log", () => {
  it('times each keystroke until the other side holds it, and counts the ones that never came', () => {
    const [tutor, student] = [new Doc(), new Doc()];
    const updates: Uint8Array[] = [];
    tutor.on('update', (u: Uint8Array) => updates.push(u));
    const log = new KeystrokeLog();
    const text = newLine({ doc: tutor });
    // the tutor's empty paragraph reaches the student before any keystroke
    applyUpdate(student, updates.shift()!);
    for (const [i, due] of [0, 10, 20].entries()) {
      text.insert(text.length, 'abc'[i]!);
      log.typed(0, 'tutor', getState(tutor.store, tutor.clientID), due);
    }
    // the student's own typing in the same lesson says nothing about the tutor's keystrokes
    newLine({ doc: student }).insert(0, 'س');
    log.seen(0, 'tutor', getState(student.store, tutor.clientID), 22);
    expect(log.latencies).toEqual([]);

    applyUpdate(student, updates[0]!);
    applyUpdate(student, updates[1]!);
    log.seen(0, 'tutor', getState(student.store, tutor.clientID), 25);
    expect(log.latencies).toEqual([25, 15]);
    expect(log.waiting).toBe(1);

    applyUpdate(student, updates[2]!);
    log.seen(0, 'tutor', getState(student.store, tutor.clientID), 30);
    expect(log.latencies).toEqual([25, 15, 10]);
    expect(log.waiting).toBe(0);
    expect(log.sent).toBe(3);
    expect(student.getXmlFragment('notebook-body').toString()).toContain('abc');
    expect(typedLength(student)).toBe(4);
  });
});
