// Public surface of the profile feature: the My Profile page (route /my-profile).
export { MyProfilePage } from './pages/my-profile-page.tsx';
