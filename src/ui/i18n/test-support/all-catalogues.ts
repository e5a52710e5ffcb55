import { ar } from '../ar.ts';
import { cs } from '../cs.ts';
import { da } from '../da.ts';
import { de } from '../de.ts';
import { en } from '../en.ts';
import { es } from '../es.ts';
import { fi } from '../fi.ts';
import { fr } from '../fr.ts';
import { he } from '../he.ts';
import { it } from '../it.ts';
import { ja } from '../ja.ts';
import type { Language } from '../languages.ts';
import type { Messages } from '../messages.ts';
import { nb } from '../nb.ts';
import { nl } from '../nl.ts';
import { pl } from '../pl.ts';
import { ptPT } from '../pt-PT.ts';
import { pt } from '../pt.ts';
import { ro } from '../ro.ts';
import { sv } from '../sv.ts';
import { tr } from '../tr.ts';

/** Every catalogue at once, for tests (the widget loads each only when chosen). */
export const CATALOGUES: Readonly<Record<Language, Messages>> = {
  en,
  es,
  fr,
  de,
  it,
  nl,
  pt,
  'pt-PT': ptPT,
  pl,
  sv,
  da,
  nb,
  fi,
  ro,
  cs,
  tr,
  ja,
  ar,
  he,
};
