import { render, screen } from '@testing-library/react';
import { PlainText } from './plain-text.tsx';

describe('PlainText', () => {
  it('keeps the direction of text from data and shows the whole text on hover when cut', () => {
    render(
      <div dir="rtl">
        <PlainText strong ellipsis>
          Pizza Roma
        </PlainText>
      </div>,
    );
    const text = screen.getByText('Pizza Roma');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).toHaveAttribute('title', 'Pizza Roma');
    expect(text).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  });

  it('has no title when the text is never cut', () => {
    render(<PlainText secondary>Out of stock</PlainText>);
    expect(screen.getByText('Out of stock')).not.toHaveAttribute('title');
  });
});
