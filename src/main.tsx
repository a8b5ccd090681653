import { openStore } from './composition/open-store';
import './ui/app/theme.css';
import './ui/app/app.css';
import './ui/app/modal-layers.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
openStore(root, import.meta.env);
