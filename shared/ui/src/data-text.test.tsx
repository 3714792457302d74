import { render, screen } from '@testing-library/react';
import { DATA_TEXT_CLASS, DataText, LTR_INPUT, TextWithData, dataInText, dataOptions, ltrInText, withoutDataMarks } from './data-text.tsx';

describe('DataText', () => {
  it('isolates text from data in a <bdi> inside translated text', () => {
    render(
      <p dir="rtl">
        التوصيل إلى <DataText>1700 15th St NW, Washington, DC 20009, USA</DataText>
      </p>,
    );
    const text = screen.getByText('1700 15th St NW, Washington, DC 20009, USA');
    expect(text.tagName).toBe('BDI');
    expect(text.parentElement).toHaveTextContent('التوصيل إلى 1700 15th St NW');
  });

  it('passes a class and a hover title', () => {
    render(
      <DataText className="x" title="Pizza Roma, Main Street">
        Pizza Roma
      </DataText>,
    );
    expect(screen.getByText('Pizza Roma')).toHaveClass('x');
    expect(screen.getByText('Pizza Roma')).toHaveAttribute('title', 'Pizza Roma, Main Street');
  });
});

describe('dataOptions', () => {
  it('marks every option as text from data and keeps its own class', () => {
    expect(dataOptions([{ value: 1, label: 'Home' }, { value: 2, label: 'Work', className: 'work' }])).toEqual([
      { value: 1, label: 'Home', className: DATA_TEXT_CLASS },
      { value: 2, label: 'Work', className: `work ${DATA_TEXT_CLASS}` },
    ]);
  });
});

describe('LTR_INPUT', () => {
  it('lays an input out left to right', () => {
    render(<input aria-label="Phone" {...LTR_INPUT} />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('dir', 'ltr');
  });
});

describe('dataInText', () => {
  it('wraps a value in a first-strong isolate and its pop', () => {
    expect(dataInText('+1 202 555 0123')).toBe('\u2068+1 202 555 0123\u2069');
    expect(dataInText(42)).toBe('\u206842\u2069');
  });
});

describe('ltrInText', () => {
  it('wraps a value in a left-to-right isolate and its pop', () => {
    expect(ltrInText('-$13.55')).toBe('\u2066-$13.55\u2069');
  });
});

describe('withoutDataMarks', () => {
  it('takes both kinds of marks out', () => {
    expect(withoutDataMarks(`${dataInText('Pizza Roma')} ${ltrInText('$1.00')}`)).toBe('Pizza Roma $1.00');
  });
});

describe('TextWithData', () => {
  it('shows a part marked by ltrInText in a <bdi dir="ltr">, beside parts marked by dataInText', () => {
    const { container } = render(
      <p dir="rtl">
        <TextWithData>{`أدخل ${ltrInText('0.04 SAR')} على الأقل ل${dataInText('Sam')}`}</TextWithData>
      </p>,
    );
    const isolated = [...container.querySelectorAll('bdi')].map((b) => [b.textContent, b.getAttribute('dir')]);
    expect(isolated).toEqual([
      ['0.04 SAR', 'ltr'],
      ['Sam', null],
    ]);
    expect(container.textContent).toBe('أدخل 0.04 SAR على الأقل لSam');
  });

  it('shows each part marked by dataInText in a <bdi> of its own, the sentence around it as it is', () => {
    const { container } = render(
      <p dir="rtl">
        <TextWithData>{`استلام من ${dataInText('Pizza Roma')} في ${dataInText('1700 15th St NW')}`}</TextWithData>
      </p>,
    );
    const isolated = [...container.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(isolated).toEqual(['Pizza Roma', '1700 15th St NW']);
    expect(container.textContent).toBe('استلام من Pizza Roma في 1700 15th St NW');
  });

  it('leaves a sentence without data alone', () => {
    const { container } = render(<TextWithData>Shop is closed</TextWithData>);
    expect(container.innerHTML).toBe('Shop is closed');
  });
});
