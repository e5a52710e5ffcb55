import { defineRetailSyncElement } from 'retail-sync-widget';
import { createApp } from 'vue';
import App from './App.vue';

defineRetailSyncElement();
createApp(App).mount('#app');
