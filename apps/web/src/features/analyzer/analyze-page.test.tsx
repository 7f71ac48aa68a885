import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import {
  analyzeButton,
  labReport,
  mockAnalyze,
  photo,
  renderAnalyzer,
  sentForm,
} from './analyzer-test-helpers';

const PLACEHOLDER = 'Your analysis will appear here after you upload a document.';
const BUSY = 'Our AI is analyzing your document... Please wait.';

describe('AnalyzePage', () => {
  it('starts with the title, the drop zone, a disabled button and the placeholder', () => {
    renderAnalyzer();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Document Analyzer' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Upload a prescription or lab report to get a simple explanation.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Drag & drop an image here, or click to select a file' }),
    ).toBeInTheDocument();
    expect(analyzeButton()).toHaveTextContent('Analyze Document');
    expect(analyzeButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Analysis Result' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PLACEHOLDER);
    expect(screen.queryByText('Preview:')).not.toBeInTheDocument();
  });

  it("says 'Please upload a file first.' when Analyze is pressed without a file, and sends nothing", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { user } = renderAnalyzer();
    await user.click(analyzeButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a file first.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the chosen image under Preview:, enables the button and clears the error', async () => {
    const { user, choose } = renderAnalyzer();
    await user.click(analyzeButton());
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await choose(photo('cbc-report.jpg'));
    expect(screen.getByText('Preview:')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Your chosen image: cbc-report.jpg' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(analyzeButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads 'Drop the file here ...' while a file is dragged over the zone", async () => {
    renderAnalyzer();
    const zone = screen.getByRole('button', {
      name: 'Drag & drop an image here, or click to select a file',
    });
    fireEvent.dragEnter(zone, {
      dataTransfer: {
        types: ['Files'],
        files: [photo()],
        items: [{ kind: 'file', type: 'image/jpeg' }],
      },
    });
    expect(await screen.findByRole('button', { name: 'Drop the file here ...' })).toBe(zone);
  });

  it("refuses a file that is not .jpeg, .jpg or .png with the picker's generic message", async () => {
    const { choose } = renderAnalyzer({ applyAccept: false });
    await choose(new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File type must be one of image/jpeg, .jpeg, .jpg, image/png, .png',
    );
    expect(screen.queryByText('Preview:')).not.toBeInTheDocument();
    expect(analyzeButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it("keeps the first of two dropped files and shows the picker's 'Too many files'", async () => {
    renderAnalyzer();
    const zone = screen.getByRole('button', {
      name: 'Drag & drop an image here, or click to select a file',
    });
    const files = [photo('page-1.jpg'), photo('page-2.jpg')];
    const items = files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files, items } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many files');
    expect(await screen.findByRole('img', { name: 'Your chosen image: page-1.jpg' })).toBeVisible();
  });

  it("sends the image as 'document' with the bearer token, showing 'Analyzing...' until the answer", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockAnalyze(() => new Promise((resolve) => (answer = resolve)));
    const { user, choose } = renderAnalyzer();
    const file = photo('cbc-report.jpg');
    await choose(file);
    await user.click(analyzeButton());

    expect(analyzeButton()).toHaveTextContent('Analyzing...');
    expect(analyzeButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(BUSY);
    await user.click(analyzeButton()); // a second press while busy sends nothing
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-patient');
    expect(sentForm(fetchMock).get('document')).toBe(file);
    expect(sentForm(fetchMock).get('language')).toBe('en-IN');

    answer(jsonResponse(labReport()));
    expect(
      await screen.findByRole('heading', { name: 'Simplified Explanation' }),
    ).toBeInTheDocument();
    expect(analyzeButton()).toHaveTextContent('Analyze Document');
    expect(screen.getByRole('status')).not.toHaveTextContent(BUSY);
    // Focus goes to the result, so a screen reader (or a phone's scroll) lands on it.
    expect(screen.getByRole('heading', { level: 2, name: 'Analysis Result' })).toHaveFocus();
  });

  it('asks for the explanation in Hindi when हिन्दी is chosen', async () => {
    const fetchMock = mockAnalyze(() =>
      jsonResponse(labReport({ simplifiedText: 'आपका हीमोग्लोबिन कम है।' })),
    );
    const { user, choose } = renderAnalyzer();
    expect(screen.getByLabelText('Explanation language')).toHaveValue('en-IN');
    await user.selectOptions(screen.getByLabelText('Explanation language'), 'हिन्दी');
    await choose();
    await user.click(analyzeButton());
    const explanation = await screen.findByText('आपका हीमोग्लोबिन कम है।');
    expect(explanation.closest('[lang]')).toHaveAttribute('lang', 'hi-IN');
    expect(sentForm(fetchMock).get('language')).toBe('hi-IN');
  });

  it("shows the server's message in red under the button", async () => {
    mockAnalyze(() => jsonResponse({ message: 'We could not read any text in this photo.' }, 422));
    const { user, choose } = renderAnalyzer();
    await choose();
    await user.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not read any text in this photo.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(PLACEHOLDER);
  });

  it("falls back to 'Failed to analyze document' on a network error or an unexpected answer", async () => {
    const fetchMock = mockAnalyze(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, choose } = renderAnalyzer();
    await choose();
    await user.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to analyze document');

    fetchMock.mockResolvedValue(jsonResponse({ simplifiedText: 'only half an answer' }));
    await user.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to analyze document');
    expect(screen.queryByText('only half an answer')).not.toBeInTheDocument();
  });

  it('a new file clears the previous result', async () => {
    mockAnalyze(() => jsonResponse(labReport()));
    const { user, choose } = renderAnalyzer();
    await choose(photo('first.jpg'));
    await user.click(analyzeButton());
    expect(await screen.findByRole('heading', { name: 'Extracted Text' })).toBeInTheDocument();

    await choose(photo('second.png', 'image/png'));
    expect(
      screen.queryByRole('heading', { name: 'Simplified Explanation' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Extracted Text' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PLACEHOLDER);
    expect(
      await screen.findByRole('img', { name: 'Your chosen image: second.png' }),
    ).toBeInTheDocument();
  });

  it('a new file clears the previous error', async () => {
    mockAnalyze(() => jsonResponse({ message: 'This photo is too blurry to read.' }, 422));
    const { user, choose } = renderAnalyzer();
    await choose();
    await user.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is too blurry to read.');

    await choose(photo('sharper.jpg'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a new file while analyzing cancels the old request, whose late answer is then ignored', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockAnalyze(() => new Promise((resolve) => (answer = resolve)));
    const { user, choose } = renderAnalyzer();
    await choose(photo('wrong-page.jpg'));
    await user.click(analyzeButton());
    const signal = fetchMock.mock.calls[0]![1]!.signal!;

    await choose(photo('right-page.jpg'));
    expect(signal.aborted).toBe(true);
    expect(analyzeButton()).toHaveTextContent('Analyze Document');
    expect(screen.getByRole('status')).toHaveTextContent(PLACEHOLDER);

    answer(jsonResponse(labReport()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      screen.queryByRole('heading', { name: 'Simplified Explanation' }),
    ).not.toBeInTheDocument();
  });
});
