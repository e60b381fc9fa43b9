/**
 * Company data screens: the IBAN lookup fills bank name and BIC and the saved body carries the normalised IBAN;
 * users without the payment permission get the read view; the portrait renders text, never markup; the payment
 * warning hides once dismissed.
 */
import type { Company, CompanyUser } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PaymentDetailsWarning } from '../../../shared/company/payment-details-warning';
import { companyKeys } from '../../../shared/query-keys';
import { makeCompany, makeCompanyUser, makeMembership } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { MasterDataTab } from './master-data-tab';
import { PaymentTab } from './payment-tab';
import { PortraitText } from './portrait-tab';

function wrap(
  children: ReactNode,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const bare = (company: Company): Company => ({
  ...company,
  bankAccount: {
    ownerName: null,
    bankName: null,
    iban: null,
    bic: null,
    city: null,
    sepaConfirmed: false,
    paymentType: null,
    mandateReference: null,
  },
});

describe('payment tab', () => {
  it('fills bank name and BIC from the lookup of a German IBAN and saves the IBAN normalised', async () => {
    const company = bare(makeCompany());
    const fetch = installFetch({
      'GET /application-service/v1/bank-info/DE89370400440532013000': json(200, {
        bankCode: '37040044',
        bankName: 'Commerzbank',
        bic: 'COBADEFFXXX',
        city: null,
      }),
      [`PATCH /b2b/v1/companies/${company.id}/payment-details`]: (call) =>
        json(200, { ...company, bankAccount: { ...company.bankAccount, ...(call.body as object) } }),
    });
    wrap(<PaymentTab company={company} canEdit />);
    const iban = document.querySelector<HTMLInputElement>('input[name="iban"]')!;
    fireEvent.change(iban, { target: { value: 'de89 3704 0044 0532 0130 00' } });
    await screen.findByText(/Commerzbank \(BIC COBADEFFXXX\)/);
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('input[name="bankName"]')!.value).toBe('Commerzbank'),
    );
    expect(document.querySelector<HTMLInputElement>('input[name="bic"]')!.value).toBe('COBADEFFXXX');
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 00');
    fireEvent.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }));
    await waitFor(() =>
      expect(fetch.callsTo('PATCH', `/b2b/v1/companies/${company.id}/payment-details`)).toHaveLength(1),
    );
    expect(fetch.callsTo('PATCH', `/b2b/v1/companies/${company.id}/payment-details`)[0]!.body).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
    });
  });

  it('refuses a wrong check digit without calling the API and does not look it up', async () => {
    const company = bare(makeCompany());
    const fetch = installFetch({});
    wrap(<PaymentTab company={company} canEdit />);
    fireEvent.change(document.querySelector('input[name="iban"]')!, {
      target: { value: 'DE89370400440532013001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }));
    await screen.findByText(/Die Prüfziffer der IBAN stimmt nicht/);
    expect(fetch.calls).toHaveLength(0);
  });

  it('says that only German accounts can be looked up for a foreign IBAN', async () => {
    installFetch({});
    wrap(<PaymentTab company={bare(makeCompany())} canEdit />);
    fireEvent.change(document.querySelector('input[name="iban"]')!, {
      target: { value: 'AT611904300234573201' },
    });
    expect(await screen.findByText(/nur für deutsche Konten möglich/)).toBeTruthy();
  });

  it('shows users without the permission a masked read view and no form', () => {
    const company = makeCompany();
    const masked = {
      ...company,
      bankAccount: { ...company.bankAccount, ownerName: 'Firma', iban: '****3000', bic: '****FXXX' },
    };
    wrap(<PaymentTab company={masked} canEdit={false} />);
    expect(screen.getByTestId('iban-view').textContent).toBe('****3000');
    expect(document.querySelector('input[name="iban"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Berechtigung „Zahlungsdaten bearbeiten“/)).toBeTruthy();
  });
});

describe('master data tab', () => {
  it('sends the normalised body and shows server field errors under their fields', async () => {
    const company = makeCompany({ website: null, socialMedia: {} });
    const fetch = installFetch({
      [`PATCH /b2b/v1/companies/${company.id}`]: json(400, {
        code: 400,
        message: 'Bad Request',
        errors: [
          {
            field: 'socialMedia.linkedin',
            rule: 'social_url',
            params: { domain: 'linkedin.com' },
            message: '',
          },
        ],
      }),
    });
    wrap(<MasterDataTab company={company} canEdit />);
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'www.firma.de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Adresse muss zu linkedin.com gehören.')).toBeTruthy();
    const body = fetch.callsTo('PATCH', `/b2b/v1/companies/${company.id}`)[0]!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ website: 'https://www.firma.de', name: company.name });
    expect(document.querySelector('input[name="social.linkedin"]')!.getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('needs the address before anything is sent', async () => {
    const fetch = installFetch({});
    wrap(<MasterDataTab company={makeCompany({ street: null })} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte füllen Sie alle erforderlichen Felder korrekt aus.')).toBeTruthy();
    expect(document.querySelector('input[name="companyStreet"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(fetch.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });
});

describe('portrait text', () => {
  it('renders paragraphs as text, never as markup', () => {
    const { container } = wrap(<PortraitText text={'Erster <b>Absatz</b>\n\n<script>alert(1)</script>'} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });
});

describe('payment-details warning', () => {
  const me = (overrides: Partial<CompanyUser> = {}) =>
    makeCompanyUser({ companies: [makeMembership({ id: company.id, isOwner: true })], ...overrides });
  const company = bare(makeCompany());

  it('shows while no IBAN is stored and hides for good on "Nicht mehr anzeigen"', async () => {
    const queryClient = new QueryClient();
    const user = me();
    queryClient.setQueryData(companyKeys.me, user);
    const fetch = installFetch({
      'PATCH /b2b/v1/me': json(200, {
        ...user,
        metadata: { ...user.metadata, hidePaymentDetailsWarning: true },
      }),
    });
    function Warning() {
      const current = queryClient.getQueryData<CompanyUser>(companyKeys.me);
      return <PaymentDetailsWarning company={company} me={current} />;
    }
    const view = wrap(<Warning />, queryClient);
    expect(screen.getByText('Es sind noch keine Zahlungsdaten hinterlegt')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zahlungsdaten hinterlegen/ }).getAttribute('href')).toBe(
      '/b2b/company/payment',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nicht mehr anzeigen' }));
    await waitFor(() => expect(fetch.callsTo('PATCH', '/b2b/v1/me')).toHaveLength(1));
    expect(fetch.callsTo('PATCH', '/b2b/v1/me')[0]!.body).toEqual({
      metadata: { hidePaymentDetailsWarning: true },
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<CompanyUser>(companyKeys.me)!.metadata.hidePaymentDetailsWarning).toBe(
        true,
      ),
    );
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Warning />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByText('Es sind noch keine Zahlungsdaten hinterlegt')).toBeNull();
  });

  it('is not shown once an IBAN is stored, and offers no link to users who cannot edit', () => {
    const { unmount } = wrap(
      <PaymentDetailsWarning
        company={makeCompany({ bankAccount: { ...company.bankAccount, iban: '****3000' } })}
        me={me()}
      />,
    );
    expect(screen.queryByText('Es sind noch keine Zahlungsdaten hinterlegt')).toBeNull();
    unmount();
    wrap(
      <PaymentDetailsWarning
        company={company}
        me={me({ companies: [makeMembership({ id: company.id, isOwner: false, permissions: [] })] })}
      />,
    );
    expect(screen.getByText(/wenden Sie sich an die Person/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
