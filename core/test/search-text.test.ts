import { describe, expect, it } from 'vitest';
import { editDistance, normalizeSearchText, soundKey, withoutArticle } from '../src/search-text';

describe('the search normaliser', () => {
  it('folds alef forms, alef maqsura, ta marbuta, hamza carriers, diacritics and tatweel', () => {
    expect(normalizeSearchText('أحمد إحمد آحمد ٱحمد')).toBe('احمد احمد احمد احمد');
    expect(normalizeSearchText('مُصْطَفَى فاطمة مسؤول قائمة')).toBe('مصطفي فاطمه مسوول قايمه');
    expect(normalizeSearchText('محـــادثة')).toBe('محادثه');
  });

  it('makes digits Latin, Latin lower case without accents, and punctuation a space', () => {
    expect(normalizeSearchText('آيلتس ٧٫٥')).toBe('ايلتس 7 5');
    expect(normalizeSearchText('  Hélène-NOUR, café ')).toBe('helene nour cafe');
  });
});

describe('sound keys', () => {
  it('give a name the same key in both scripts', () => {
    const pairs = [
      ['ريم', 'reem'],
      ['احمد', 'ahmed'],
      ['محمد', 'mohamed'],
      ['يوسف', 'youssef'],
      ['خالد', 'khaled'],
      ['شريف', 'sherif'],
      ['جمال', 'gamal'],
      ['طارق', 'tarek'],
      ['مصطفي', 'mostafa'],
      ['فاطمه', 'fatma'],
      ['ايلتس', 'ielts'],
      ['عمر', 'omar'],
      ['ابراهيم', 'ibrahim'],
      ['السيد', 'elsayed'],
    ];
    for (const [ar, en] of pairs) expect(soundKey(ar!), `${ar} / ${en}`).toBe(soundKey(en!));
  });

  it('keep a name opening on a vowel apart from one opening on its consonants', () => {
    expect(soundKey('ahmed')).toBe('ahmd');
    expect(soundKey('hamdy')).toBe('hmd');
  });

  it('are left out when too short to tell names apart, or for mixed words', () => {
    expect(soundKey('aya')).toBeNull();
    expect(soundKey('b2')).toBeNull();
  });

  it('drop the article and count edits', () => {
    expect(withoutArticle('المحادثه')).toBe('محادثه');
    expect(withoutArticle('الي')).toBeNull();
    expect(editDistance('محادسه', 'محادثه')).toBe(1);
    expect(editDistance('ahemd', 'ahmed')).toBe(1);
  });
});
