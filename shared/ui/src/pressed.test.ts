import { answerAfterPaint } from './pressed.ts';

const frame = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('answerAfterPaint', () => {
  it('marks the control pressed at once, answers once the frame is painted and unmarks it after the answer', async () => {
    const button = document.createElement('button');
    const answers: string[] = [];
    answerAfterPaint(button, () => answers.push(button.style.outlineStyle));
    expect(button.style.outlineStyle).toBe('solid');
    expect(button.style.outlineWidth).toBe('2px');
    expect(answers).toEqual([]);
    await frame();
    // Unmarked after the answer, whose render then reads a page whose style is as it was painted.
    expect(answers).toEqual(['solid']);
    expect(button.style.outlineStyle).toBe('');
  });

  it('a second press before that frame calls the first answer off and unmarks its control', async () => {
    const first = document.createElement('a');
    const second = document.createElement('button');
    const answers: string[] = [];
    answerAfterPaint(first, () => answers.push('first'));
    answerAfterPaint(second, () => answers.push('second'));
    expect(first.style.outlineStyle).toBe('');
    expect(second.style.outlineStyle).toBe('solid');
    await frame();
    expect(answers).toEqual(['second']);
  });

  it('called off, it does not answer and leaves the control as it was', async () => {
    const button = document.createElement('button');
    const answers: string[] = [];
    answerAfterPaint(button, () => answers.push('answered'))();
    expect(button.style.outlineStyle).toBe('');
    await frame();
    expect(answers).toEqual([]);
  });
});
