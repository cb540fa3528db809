export { LoggedOutPage } from './pages/logged-out-page.tsx';
export { NotFoundPage } from './pages/not-found-page.tsx';
