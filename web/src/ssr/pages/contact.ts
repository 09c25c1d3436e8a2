import { textPage } from '../page-server';

export default textPage('contact');
