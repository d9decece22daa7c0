import { normalizeCcid } from '@keyplan/domain';
import { AppError, appErrors } from '../errors.ts';
import type { SapClient } from '../sap/sap-client.ts';
import { SapError } from '../sap/sap-error.ts';

const plain = (number: string) => number.replace(/^0+(?=\d)/, '');

/**
 * Before Keyplan makes a system for a SAP sales order line or a quotation a link names (issue 30),
 * SAP is asked whether that document exists, is the customer's, and has that line: a link that
 * does not resolve saves nothing. Each refusal says what is wrong in a rep's words, with a code
 * the start page tells apart.
 */
export function createSapReferenceCheck(sap: Pick<SapClient, 'getDocument'>) {
  async function documentOf(category: 'order' | 'quotation', number: string) {
    try {
      return await sap.getDocument(category, number);
    } catch (error) {
      if (error instanceof SapError)
        throw appErrors.badGateway(
          `SAP could not be asked about ${category === 'order' ? 'sales order' : 'quotation'} ${plain(number)}: ${error.message}. Nothing was saved; open the link again in a moment.`,
        );
      throw error;
    }
  }

  function otherCustomer(what: string, soldToParty: string, ccid: string): AppError {
    return new AppError(
      409,
      'SAP_DOCUMENT_OF_ANOTHER_CUSTOMER',
      `${what} belongs to customer ${plain(soldToParty)}, not to customer ${plain(ccid)}. Open it from that customer, or check the link.`,
    );
  }

  return {
    async checkSalesOrderLine(ccid: string, salesOrder: string, line: string): Promise<void> {
      const document = await documentOf('order', salesOrder);
      if (!document)
        throw new AppError(
          404,
          'SAP_DOCUMENT_NOT_FOUND',
          `SAP has no sales order ${plain(salesOrder)}. Check the link, or open the order from SAP again.`,
        );
      if (document.soldToParty !== normalizeCcid(ccid))
        throw otherCustomer(`SAP order ${plain(salesOrder)}`, document.soldToParty, normalizeCcid(ccid));
      if (!document.items.some((item) => item.item === plain(line)))
        throw new AppError(
          404,
          'SAP_DOCUMENT_NOT_FOUND',
          `SAP order ${plain(salesOrder)} has no line ${plain(line)}. Open the system from its Safekey line in SAP.`,
        );
    },

    async checkQuotation(ccid: string, quotation: string): Promise<void> {
      const document = await documentOf('quotation', quotation);
      if (!document)
        throw new AppError(
          404,
          'SAP_DOCUMENT_NOT_FOUND',
          `SAP has no quotation ${plain(quotation)}. Check the link, or find the quote in Customer Search.`,
        );
      if (document.soldToParty !== normalizeCcid(ccid))
        throw otherCustomer(`SAP quotation ${plain(quotation)}`, document.soldToParty, normalizeCcid(ccid));
    },
  };
}

export type SapReferenceCheck = ReturnType<typeof createSapReferenceCheck>;
