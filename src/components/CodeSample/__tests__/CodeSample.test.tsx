import { render, screen } from '@testing-library/react';
import React from 'react';
import CodeSample from '..';

describe('CodeSample', () => {
  it('renders a checked sample as a plain code block, without a note', () => {
    const { container } = render(<CodeSample language="ts" code="const a = 1;" html='<span class="code-line">const a = 1;</span>' />);
    expect(container.querySelector('figcaption')).toBeNull();
    expect(screen.getByText('const a = 1;')).toBeTruthy();
  });

  it('shows why a sample is not type-checked under the block', () => {
    render(
      <CodeSample
        language="ts"
        code="{ namespace }"
        html='<span class="code-line">{ namespace }</span>'
        nocheck="fragment: only the config object"
      />,
    );
    expect(screen.getByText('fragment: only the config object').closest('figcaption')?.textContent).toBe(
      'Not type-checked: fragment: only the config object',
    );
  });
});
