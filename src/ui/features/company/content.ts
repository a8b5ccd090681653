import { SHOP_IDENTITY } from '../../../domain/orders/shop-identity';
import { SUPPORT } from '../../../domain/policies/shop-policies';

// The company pages' words and sample data, in one place: the pages only lay them out.

export const ABOUT_STORY = [
  'Fashion Zone began in 2015 as a small stall of hand-picked T-shirts in a Bengaluru market. Today we bring clothing for men, women and kids to shoppers across India, from everyday basics to outfits for the big day.',
  'We still choose every piece the way we did at the stall: would we wear it, does it last, and is the price fair?',
];

export const ABOUT_VALUES = [
  { title: 'Quality', text: 'Fabrics we have worn and washed ourselves, stitching that holds, and sizes that fit as the chart says.' },
  { title: 'Accessibility', text: 'Fair prices, sizes for every body, and a shop that works for everyone — on any screen, with any assistive technology.' },
  { title: 'Sustainability', text: 'Less plastic in our parcels, more organic cotton in our collections, and partners who pay and treat their workers fairly.' },
] as const;

export const TEAM = [
  { name: 'Priya Sharma', role: 'Founder & CEO' },
  { name: 'Rahul Verma', role: 'Head of Design' },
  { name: 'Ananya Iyer', role: 'Head of Operations' },
  { name: 'Karan Mehta', role: 'Customer Experience Lead' },
] as const;

export const CONTACT_ADDRESS = [SHOP_IDENTITY.legalName, ...SHOP_IDENTITY.addressLines];

export const CONTACT_FAQ = [
  {
    question: 'How soon will you reply to my message?',
    answer: `We answer every email within ${SUPPORT.emailReplyHours} hours. Our chat is open ${SUPPORT.chatHours} for quick questions.`,
  },
  {
    question: 'Can I call you?',
    answer: `Yes: ${SUPPORT.phone}, ${SUPPORT.hours.map((h) => `${h.days} ${h.hours}`).join(', ')}.`,
  },
  {
    question: 'Where can I track my order?',
    answer: 'In My Orders, under your account, or with the tracking link in the shipping email.',
  },
  {
    question: 'How do I return an item?',
    answer: 'Start a return from Returns & Exchanges with your order number and email; the page walks you through the rest.',
  },
];

export const CAREERS_EMAIL = 'careers@fashionzone.in';

export const POSITIONS = [
  { title: 'Senior Frontend Engineer', department: 'Engineering', location: 'Bengaluru', type: 'Full-time' },
  { title: 'Fashion Buyer', department: 'Merchandising', location: 'Mumbai', type: 'Full-time' },
  { title: 'Customer Support Associate', department: 'Customer Service', location: 'Remote', type: 'Full-time' },
  { title: 'Social Media Intern', department: 'Marketing', location: 'New Delhi', type: 'Internship' },
] as const;

export const STORIES = [
  {
    title: 'Five Ways to Style a White Shirt',
    excerpt: 'From the office to a weekend brunch: one shirt, five looks, and the accessories that make each one work.',
    image: '/images/categories/shirts.svg',
    author: 'Meera Nair',
    date: 'March 12, 2024',
    readTime: '4 min read',
  },
  {
    title: 'Behind the Seams: Our Organic Cotton',
    excerpt: 'We visited the farms and mills behind our new organic cotton T-shirts. Here is what we learned on the way.',
    image: '/images/categories/tshirts.svg',
    author: 'Arjun Rao',
    date: 'February 28, 2024',
    readTime: '6 min read',
  },
  {
    title: 'The Winter Layering Guide',
    excerpt: 'Stay warm without the bulk: how to layer hoodies, jackets and coats for cold mornings and warm afternoons.',
    image: '/images/categories/outerwear.svg',
    author: 'Sana Qureshi',
    date: 'January 18, 2024',
    readTime: '5 min read',
  },
  {
    title: 'Dressing Kids for Play',
    excerpt: 'Soft fabrics, easy fastenings and colours that survive the playground: what parents told us they look for.',
    image: '/images/categories/kids.svg',
    author: 'Vikram Singh',
    date: 'December 5, 2023',
    readTime: '3 min read',
  },
] as const;

export const WHOLESALE_EMAIL = 'wholesale@fashionzone.in';
export const PRESS_EMAIL = 'press@fashionzone.in';

export const WHOLESALE_BENEFITS = [
  { title: 'Trade Prices', text: 'Tiered discounts that grow with your order, on our whole catalogue.' },
  { title: 'Account Manager', text: 'One person who knows your shop and answers your questions.' },
  { title: 'Priority Dispatch', text: 'Wholesale orders packed first and shipped in bulk cartons.' },
  { title: 'Marketing Kit', text: 'Product photos and descriptions ready for your shelves and your website.' },
] as const;

export const WHOLESALE_STEPS = [
  { title: 'Register', text: 'Tell us about your shop and your GST number; we approve most accounts within two business days.' },
  { title: 'Browse & Order', text: 'Choose from the full catalogue at trade prices, with a minimum order of 50 pieces.' },
  { title: 'Receive & Sell', text: 'Your order arrives ready for the shelf, with tags and barcodes on every piece.' },
] as const;
