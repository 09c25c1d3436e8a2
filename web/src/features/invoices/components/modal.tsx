// The dialog moved to the design system (interviews use it too); kept here so the invoices imports stay put.
export { Modal } from '../../../components/modal';
