// Login and sign-up, as one chunk for the router: one page links to the other, so each arrives
// with the other, and no chunk shared by the two pages has to import what the entry holds
// (the bundler would split those modules out of the entry, adding requests to every first load).
export { LoginPage } from './LoginPage';
export { SignUpPage } from './SignUpPage';
