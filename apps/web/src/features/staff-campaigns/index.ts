/** Staff's campaigns and study-preparation modules in the workspace (decision 196). */
export { StaffCampaignsPage } from './components/staff-campaigns-page';
