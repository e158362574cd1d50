/**
 * The notifications feature's public entry (issue 23). The header's bell is loaded by the app layer
 * on its own (components/notification-bell), so a guest's page never carries it.
 */
export { NotificationSettings } from './components/notification-settings';
export { PushOnThisDevice } from './components/push-on-this-device';
