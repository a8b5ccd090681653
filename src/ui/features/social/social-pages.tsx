import { FACEBOOK, INSTAGRAM, TWITTER, YOUTUBE } from './social-networks';
import { SocialPage } from './SocialPage';

// The four networks' pages: one component, each network's own data.

export function FacebookPage() {
  return <SocialPage network={FACEBOOK} />;
}

export function TwitterPage() {
  return <SocialPage network={TWITTER} />;
}

export function YouTubePage() {
  return <SocialPage network={YOUTUBE} />;
}

export function InstagramPage() {
  return <SocialPage network={INSTAGRAM} />;
}
