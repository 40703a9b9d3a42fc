export { AssetPickerModal } from './components/AssetPickerModal';
export { UploadProgressPanel } from './components/UploadProgressPanel';
export { uploadStore } from './uploadStore';
