/**
 * The company an order names, as the service establishes it: the number to look up (the SIREN the
 * dialog handed over, else a SIRET typed in full), what the order keeps of the directory's answer,
 * and which companies can have no Kbis. Pure.
 */
import { isSirenKeyValid } from '../../widget/core/company';
import { SIRET_DIGITS } from '../../widget/core/fields';
import type { CompanyIdentityColumns, OrdersTable } from '../db/schema';
import type { DirectoryCompany } from './directory-answer';

/** An order whose company the directory did not give: « à vérifier ». */
export const UNVERIFIED_COMPANY: CompanyIdentityColumns = {
  company_siren: null,
  company_legal_name: null,
  company_head_office_siret: null,
  company_head_office_address: null,
  company_legal_form: null,
  company_status: null,
  company_closed_on: null,
  company_checked_at: null,
};

/** The hand-off's SIREN: '' when none, its digits when nine with a valid key, null when refused. */
export function handedSiren(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  if (!digits) return '';
  return isSirenKeyValid(digits) ? digits : null;
}

/** What to ask the directory for: the SIREN handed over, else the SIRET when typed in full (spaces aside), else nothing. */
export function companyNumber(siren: string, siret: string): string | null {
  if (siren) return siren;
  const digits = siret.replace(/\s/g, '');
  return new RegExp(`^\\d{${SIRET_DIGITS}}$`).test(digits) ? digits : null;
}

/** The columns of a company the directory gave, looked up at `checkedAt`. */
export const verifiedCompany = (company: DirectoryCompany, checkedAt: Date): CompanyIdentityColumns => ({
  company_siren: company.siren,
  company_legal_name: company.name,
  company_head_office_siret: company.siret,
  company_head_office_address: company.address,
  company_legal_form: company.legalForm,
  company_status: company.ceased ? 'ceased' : 'active',
  company_closed_on: company.closedOn,
  company_checked_at: checkedAt.toISOString(),
});

/**
 * Why a company can have no Kbis, from its legal category: an association or a foundation (9xxx),
 * registered at the RNA, or a public body (7xxx); null for any other.
 */
export function withoutKbis(legalForm: string): 'association' | 'publicBody' | null {
  if (/^9\d{3}$/.test(legalForm)) return 'association';
  if (/^7\d{3}$/.test(legalForm)) return 'publicBody';
  return null;
}

/** The label of the company's SIREN, shown on its own beside its name. */
export const SIREN_LABEL = 'SIREN';

/** The SIREN an order shows on its own: the one the directory confirmed, else the one handed over; '' when none. */
export const orderSiren = (order: Pick<OrdersTable, 'company_siren' | 'siren'>) => order.company_siren ?? order.siren;

/** Whether the operator must check the company by hand: the directory gave none. */
export const isUnverified = (order: Pick<OrdersTable, 'company_checked_at'>) => order.company_checked_at === null;
