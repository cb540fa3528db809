export { SpecialOffersSection, offerQuoteHref } from './special-offers-section.tsx';
