import { Button, TextInput } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { useForm } from './use-form.ts';

/** Two fields; "check" fails the step on the second, "live" marks it while typing would. */
function TwoFields() {
  const form = useForm({ Name: '', Email: '' });
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextInput {...form.text('Name')} label="Name" />
      <TextInput {...form.text('Email')} label="Email" />
      <Button onClick={() => form.setErrors({ Email: 'Enter an e-mail address.' })}>check</Button>
      <Button onClick={() => form.setErrors((current) => ({ ...current, Name: 'Too long.' }))}>live</Button>
    </form>
  );
}

describe('useForm', () => {
  afterEach(cleanup);

  it('moves the keyboard focus to the first field with a message after a failed step', async () => {
    renderApp(<TwoFields />);
    const check = screen.getByRole('button', { name: 'check' });
    check.focus();
    fireEvent.click(check);
    await screen.findByText('Enter an e-mail address.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('leaves the focus where it is for a live check written as an update', async () => {
    renderApp(<TwoFields />);
    const live = screen.getByRole('button', { name: 'live' });
    live.focus();
    fireEvent.click(live);
    await screen.findByText('Too long.');
    await new Promise((done) => requestAnimationFrame(done));
    expect(document.activeElement).toBe(live);
  });
});
