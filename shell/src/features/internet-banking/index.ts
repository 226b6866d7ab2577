// The internet-banking link: in the header (a compact one on a phone) and in the mobile panel.
export { InternetBankingLink } from './InternetBankingLink';
