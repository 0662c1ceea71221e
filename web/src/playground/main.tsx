// Workers first: Monaco reads MonacoEnvironment when GraphiQL creates its editors.
import './workers';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import '../styles/tokens.css';
import './playground.css';
import { Playground } from './Playground';

createRoot(document.getElementById('playground')!).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
