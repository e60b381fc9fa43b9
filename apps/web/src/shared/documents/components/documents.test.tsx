import type { PortalDocument } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDocument } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';

import { DocumentList } from './document-list';
import { DocumentReuploadButton } from './document-reupload-button';
import { DocumentUploadCard } from './document-upload-card';
import { applicantKeys } from '../../query-keys';

/** A scripted XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup(documents: PortalDocument[] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(applicantKeys.documents, documents);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

function pdf(name = 'lebenslauf.pdf', size = 2048) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

async function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('auth-token', 'token-123');
  document.cookie = 'XSRF-TOKEN=xsrf-abc';
});

describe('<DocumentUploadCard>', () => {
  it('uploads multipart with token and XSRF header, shows the progress and adds the document', async () => {
    installFetch({});
    const { client, wrapper } = setup();
    render(<DocumentUploadCard category="CV" required />, { wrapper });
    expect(screen.getByText(/Erlaubt: JPEG, JPG, PNG, PDF, DOC, DOCX · maximal 14 MB/)).toBeTruthy();
    await choose(pdf());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/v1/documents/upload');
    expect(xhr.headers.Authorization).toBe('Bearer token-123');
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('xsrf-abc');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body?.get('category')).toBe('CV');
    expect(xhr.body?.get('type')).toBe('CV');
    expect((xhr.body?.get('file') as File).name).toBe('lebenslauf.pdf');

    act(() => xhr.progress(1024, 2048));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('50 %')).toBeTruthy();

    const created = makeDocument({ name: 'lebenslauf.pdf' });
    installFetch({ 'GET /v1/documents': json(200, [created]) });
    await act(async () => xhr.respond(201, created));
    expect(screen.getByText('„lebenslauf.pdf“ wurde hochgeladen.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() =>
      expect(client.getQueryData<PortalDocument[]>(applicantKeys.documents)?.map((d) => d.uuid)).toEqual([
        created.uuid,
      ]),
    );
  });

  it.each([
    [413, { code: 2601, message: 'x' }, 'Die Datei ist zu groß! (Maximal 14MB)', null],
    [
      422,
      { code: 2602, message: 'x', errors: [{ field: 'file', rule: 'file_content_mismatch', message: 'x' }] },
      'Fehler bei der Verarbeitung',
      'Der Inhalt der Datei passt nicht zu ihrer Endung.',
    ],
  ])('answers %i with the spec message', async (status, body, title, reason) => {
    installFetch({});
    const { wrapper } = setup();
    render(<DocumentUploadCard category="CV" />, { wrapper });
    await choose(pdf());
    await act(async () => FakeXhr.last!.respond(status, body));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(title);
    if (reason) expect(alert.textContent).toContain(reason);
  });

  it('shows "Netzwerkfehler" on a network error and does not go to the maintenance page', async () => {
    installFetch({});
    const { wrapper } = setup();
    const before = window.location.pathname;
    render(<DocumentUploadCard category="CV" />, { wrapper });
    await choose(pdf());
    await act(async () => FakeXhr.last!.onerror?.());
    expect(screen.getByRole('alert').textContent).toContain('Netzwerkfehler');
    expect(window.location.pathname).toBe(before);
  });

  it('refuses files over 14 MB and wrong types before uploading', async () => {
    const { wrapper } = setup();
    render(<DocumentUploadCard category="Picture" />, { wrapper });
    expect(screen.getByText(/Nur Bilder: JPEG, JPG, PNG/)).toBeTruthy();
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe('.jpeg,.jpg,.png');
    await choose(pdf('foto.pdf'));
    expect(screen.getByRole('alert').textContent).toContain('Für Bilder sind nur jpeg, jpg und png erlaubt.');
    const big = new File([new Uint8Array(1)], 'foto.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 14 * 1024 * 1024 + 1 });
    await choose(big);
    expect(screen.getByRole('alert').textContent).toContain('Die Datei ist zu groß! (Maximal 14MB)');
    expect(FakeXhr.last).toBeNull();
  });

  it('asks for the issue date of a health-insurance proof (at most 3 months old)', async () => {
    installFetch({});
    const { wrapper } = setup();
    render(<DocumentUploadCard category="Certificate health insurance" />, { wrapper });
    await choose(pdf('kv.pdf'));
    expect(FakeXhr.last).toBeNull();
    expect(screen.getByText('Eingabe erforderlich')).toBeTruthy();
    const date = screen.getByLabelText(/Ausstellungsdatum des Nachweises/);
    fireEvent.change(date, { target: { value: '2000-01-01' } });
    await choose(pdf('kv.pdf'));
    expect(
      screen.getByText('Der Nachweis der Krankenversicherung darf nicht älter als 3 Monate sein.'),
    ).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    fireEvent.change(date, { target: { value: today } });
    await choose(pdf('kv.pdf'));
    expect(FakeXhr.last!.body?.get('issuedOn')).toBe(today);
    expect(FakeXhr.last!.body?.get('type')).toBe('Certificate');
  });
});

describe('<DocumentReuploadButton>', () => {
  it('uploads a new file of the rejected category and reports it (decision 075)', async () => {
    installFetch({});
    const { wrapper } = setup();
    const uploaded = vi.fn();
    render(
      <DocumentReuploadButton
        category="CertifiedCopyUEC"
        label="Neue Datei für Zeugnis hochladen"
        onUploaded={uploaded}
      />,
      { wrapper },
    );
    expect(screen.getByLabelText('Neue Datei für Zeugnis hochladen')).toBeTruthy();
    expect(screen.getByText('Neue Datei hochladen')).toBeTruthy();
    await choose(pdf('zeugnis-neu.pdf'));
    const xhr = FakeXhr.last!;
    expect(xhr.body?.get('category')).toBe('CertifiedCopyUEC');
    expect(xhr.body?.get('type')).toBe('CertifiedCopyUEC');
    act(() => xhr.progress(512, 2048));
    expect(screen.getByText('Wird hochgeladen … 25 %')).toBeTruthy();
    const created = makeDocument({ name: 'zeugnis-neu.pdf', category: 'CertifiedCopyUEC' });
    installFetch({ 'GET /v1/documents': json(200, [created]) });
    await act(async () => xhr.respond(201, created));
    expect(uploaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'zeugnis-neu.pdf' }));
  });

  it('checks the file first and shows the spec message of a failed upload', async () => {
    installFetch({});
    const { wrapper } = setup();
    render(<DocumentReuploadButton category="CV" label="Neue Datei für Lebenslauf hochladen" />, { wrapper });
    await choose(new File([new Uint8Array(10)], 'lebenslauf.exe'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Diese Datei kann hier nicht hochgeladen werden.',
    );
    expect(FakeXhr.last).toBeNull();
    await choose(pdf());
    await act(async () => FakeXhr.last!.respond(413, { code: 2601, message: 'x' }));
    expect(screen.getByRole('alert').textContent).toContain('Die Datei ist zu groß! (Maximal 14MB)');
  });

  it('leaves the health-insurance proof to its card (it needs an issue date)', () => {
    const { wrapper } = setup();
    const { container } = render(
      <DocumentReuploadButton category="Certificate health insurance" label="x" />,
      { wrapper },
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('<DocumentList>', () => {
  it('changes a category optimistically and rolls it back with a message when the call fails', async () => {
    const doc = makeDocument({ name: 'zeugnis.pdf', category: 'Other', type: 'Other' });
    const fetch = installFetch({
      [`PATCH /v1/documents/${doc.uuid}`]: json(422, {
        code: 2602,
        message: 'x',
        errors: [{ field: 'category', rule: 'file_image_only', message: 'x' }],
      }),
    });
    const { client, wrapper } = setup([doc]);
    function Live() {
      return (
        <DocumentList documents={client.getQueryData<PortalDocument[]>(applicantKeys.documents) ?? []} />
      );
    }
    const { rerender } = render(<Live />, { wrapper });
    const select = screen.getByLabelText('Kategorie') as HTMLSelectElement;
    await act(async () => {
      fireEvent.change(select, { target: { value: 'Certificate' } });
    });
    expect(fetch.callsTo('PATCH', `/v1/documents/${doc.uuid}`)[0]?.body).toEqual({
      category: 'Certificate',
      type: 'Certificate',
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Die Kategorie konnte nicht geändert werden'),
    );
    rerender(<Live />);
    expect(client.getQueryData<PortalDocument[]>(applicantKeys.documents)?.[0]?.category).toBe('Other');
    expect((screen.getByLabelText('Kategorie') as HTMLSelectElement).value).toBe('Other');
  });

  it('keeps a successful category change', async () => {
    const doc = makeDocument({ category: 'Other', type: 'Other' });
    installFetch({
      [`PATCH /v1/documents/${doc.uuid}`]: json(200, { ...doc, category: 'CV', type: 'CV' }),
    });
    const { client, wrapper } = setup([doc]);
    render(<DocumentList documents={[doc]} />, { wrapper });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Kategorie'), { target: { value: 'CV' } });
    });
    await waitFor(() =>
      expect(client.getQueryData<PortalDocument[]>(applicantKeys.documents)?.[0]?.category).toBe('CV'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the review status with the reason of a rejection', () => {
    const { wrapper } = setup();
    render(
      <DocumentList
        documents={[
          makeDocument({ name: 'a.pdf', reviewStatus: 'accepted' }),
          makeDocument({
            name: 'b.pdf',
            reviewStatus: 'rejected',
            reviewReason: 'Das Zeugnis ist unleserlich.',
          }),
        ]}
      />,
      { wrapper },
    );
    expect(screen.getByText('Akzeptiert')).toBeTruthy();
    expect(screen.getByText('Abgelehnt')).toBeTruthy();
    expect(screen.getByText('Das Zeugnis ist unleserlich.')).toBeTruthy();
  });

  it('deletes a document after confirming', async () => {
    const doc = makeDocument({ name: 'alt.pdf' });
    const fetch = installFetch({
      [`DELETE /v1/documents/${doc.uuid}`]: json(200, {}),
      'GET /v1/documents': json(200, []),
    });
    const { client, wrapper } = setup([doc]);
    render(<DocumentList documents={[doc]} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'alt.pdf löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('„alt.pdf“ wird endgültig gelöscht.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    });
    await waitFor(() => expect(fetch.callsTo('DELETE', `/v1/documents/${doc.uuid}`)).toHaveLength(1));
    await waitFor(() => expect(client.getQueryData<PortalDocument[]>(applicantKeys.documents)).toEqual([]));
  });
});
