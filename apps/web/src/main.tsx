import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { installPopGate } from './components/resource/form/use-pop-guard';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Before BrowserRouter listens: Back with unsaved text is asked about before the router moves (use-pop-guard.ts).
installPopGate();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
