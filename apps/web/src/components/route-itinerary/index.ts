export { RouteItinerary } from './route-itinerary.tsx';
