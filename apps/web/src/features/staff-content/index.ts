/** The staff editor for news, tips and FAQ entries in the workspace's staff area (issue 12). */
export { StaffContentListPage } from './components/staff-content-list-page';
export { StaffContentEditorPage } from './components/staff-content-editor-page';
