export { SpecialOffersSection, offerQuoteHref } from './special-offers-section.tsx';
export { liveOffersQuery } from './offers-api.ts';
