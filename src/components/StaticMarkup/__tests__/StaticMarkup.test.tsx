import { act, render } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import StaticMarkup from '..';

function Body({ label }: { label: string }) {
  return (
    <p>
      {label} <a href="#member">member</a>
    </p>
  );
}

describe('StaticMarkup', () => {
  it('keeps the server markup when it hydrates, without rendering its children again', async () => {
    const container = document.createElement('div');
    // What the server rendered for <StaticMarkup id="body-a"><Body label="from the server" /></StaticMarkup>.
    container.innerHTML = '<div id="body-a"><p>from the server <a href="#member">member</a></p></div>';
    document.body.appendChild(container);
    const serverParagraph = container.querySelector('p');
    const rendered = jest.fn(() => <Body label="from the browser" />);
    function Spy() {
      return rendered();
    }
    await act(async () => {
      hydrateRoot(
        container,
        <StaticMarkup id="body-a">
          <Spy />
        </StaticMarkup>,
      );
    });
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.textContent).toContain('from the server');
    container.remove();
  });

  it('renders its children when there is no server markup (client-side navigation)', () => {
    const { container } = render(
      <StaticMarkup id="body-b">
        <Body label="navigated to" />
      </StaticMarkup>,
    );
    expect(container.querySelector('#body-b p')?.textContent).toContain('navigated to');
  });
});
