// The internet-banking link, in the header on a desktop and in the mobile panel on a phone.
export { InternetBankingLink } from './InternetBankingLink';
