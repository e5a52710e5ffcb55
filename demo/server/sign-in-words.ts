import { directionOf, languageOf, type Language } from '../../src/ui/i18n/languages.ts';

/** The sandbox sign-in page's words: its title, the hint, the field, the buttons and the one error. */
export interface SignInWords {
  readonly title: string;
  readonly hint: string;
  readonly username: string;
  readonly signIn: string;
  readonly cancel: string;
  readonly badUsername: string;
}

/**
 * In each language the widget ships (src/ui/i18n/languages.ts), machine-translated like its
 * catalogues and not reviewed by a native speaker (docs/languages.md). `demo` is a username.
 */
const WORDS: Readonly<Record<Language, SignInWords>> = {
  en: {
    title: 'Sign in to the RetailSync sandbox',
    hint: 'Any username works. <code>demo</code> already has three connected retailers.',
    username: 'Username',
    signIn: 'Sign in',
    cancel: 'Cancel',
    badUsername: 'Use 1 to 32 lowercase letters, digits or underscores.',
  },
  es: {
    title: 'Inicia sesión en el sandbox de RetailSync',
    hint: 'Sirve cualquier usuario. <code>demo</code> ya tiene tres tiendas conectadas.',
    username: 'Usuario',
    signIn: 'Iniciar sesión',
    cancel: 'Cancelar',
    badUsername: 'Usa de 1 a 32 letras minúsculas, cifras o guiones bajos.',
  },
  fr: {
    title: 'Connexion au bac à sable RetailSync',
    hint: 'N’importe quel identifiant convient. <code>demo</code> a déjà trois marchands connectés.',
    username: 'Identifiant',
    signIn: 'Se connecter',
    cancel: 'Annuler',
    badUsername: 'Utilisez de 1 à 32 lettres minuscules, chiffres ou tirets bas.',
  },
  de: {
    title: 'Bei der RetailSync-Sandbox anmelden',
    hint: 'Jeder Benutzername funktioniert. <code>demo</code> hat bereits drei verbundene Händler.',
    username: 'Benutzername',
    signIn: 'Anmelden',
    cancel: 'Abbrechen',
    badUsername: 'Verwenden Sie 1 bis 32 Kleinbuchstaben, Ziffern oder Unterstriche.',
  },
  it: {
    title: 'Accedi alla sandbox di RetailSync',
    hint: 'Va bene qualsiasi nome utente. <code>demo</code> ha già tre negozi collegati.',
    username: 'Nome utente',
    signIn: 'Accedi',
    cancel: 'Annulla',
    badUsername: 'Usa da 1 a 32 lettere minuscole, cifre o trattini bassi.',
  },
  nl: {
    title: 'Inloggen bij de RetailSync-sandbox',
    hint: 'Elke gebruikersnaam werkt. <code>demo</code> heeft al drie gekoppelde winkels.',
    username: 'Gebruikersnaam',
    signIn: 'Inloggen',
    cancel: 'Annuleren',
    badUsername: 'Gebruik 1 tot 32 kleine letters, cijfers of liggende streepjes.',
  },
  pt: {
    title: 'Entre no sandbox do RetailSync',
    hint: 'Qualquer nome de usuário funciona. <code>demo</code> já tem três lojas conectadas.',
    username: 'Nome de usuário',
    signIn: 'Entrar',
    cancel: 'Cancelar',
    badUsername: 'Use de 1 a 32 letras minúsculas, dígitos ou sublinhados.',
  },
  'pt-PT': {
    title: 'Iniciar sessão no sandbox do RetailSync',
    hint: 'Qualquer nome de utilizador serve. <code>demo</code> já tem três lojas ligadas.',
    username: 'Nome de utilizador',
    signIn: 'Iniciar sessão',
    cancel: 'Cancelar',
    badUsername: 'Utilize de 1 a 32 letras minúsculas, algarismos ou sublinhados.',
  },
  pl: {
    title: 'Zaloguj się do piaskownicy RetailSync',
    hint: 'Każda nazwa użytkownika działa. <code>demo</code> ma już trzy połączone sklepy.',
    username: 'Nazwa użytkownika',
    signIn: 'Zaloguj się',
    cancel: 'Anuluj',
    badUsername: 'Użyj od 1 do 32 małych liter, cyfr lub podkreśleń.',
  },
  sv: {
    title: 'Logga in i RetailSyncs sandlåda',
    hint: 'Alla användarnamn fungerar. <code>demo</code> har redan tre kopplade butiker.',
    username: 'Användarnamn',
    signIn: 'Logga in',
    cancel: 'Avbryt',
    badUsername: 'Använd 1 till 32 gemener, siffror eller understreck.',
  },
  da: {
    title: 'Log ind i RetailSyncs sandkasse',
    hint: 'Alle brugernavne virker. <code>demo</code> har allerede tre forbundne butikker.',
    username: 'Brugernavn',
    signIn: 'Log ind',
    cancel: 'Annuller',
    badUsername: 'Brug 1 til 32 små bogstaver, cifre eller understregninger.',
  },
  nb: {
    title: 'Logg inn i RetailSyncs sandkasse',
    hint: 'Alle brukernavn fungerer. <code>demo</code> har allerede tre tilkoblede butikker.',
    username: 'Brukernavn',
    signIn: 'Logg inn',
    cancel: 'Avbryt',
    badUsername: 'Bruk 1 til 32 små bokstaver, sifre eller understreker.',
  },
  fi: {
    title: 'Kirjaudu RetailSyncin hiekkalaatikkoon',
    hint: 'Mikä tahansa käyttäjätunnus käy. Tunnuksella <code>demo</code> on jo kolme yhdistettyä kauppaa.',
    username: 'Käyttäjätunnus',
    signIn: 'Kirjaudu sisään',
    cancel: 'Peruuta',
    badUsername: 'Käytä 1–32 pientä kirjainta, numeroa tai alaviivaa.',
  },
  ro: {
    title: 'Conectează-te la sandboxul RetailSync',
    hint: 'Orice nume de utilizator merge. <code>demo</code> are deja trei magazine conectate.',
    username: 'Nume de utilizator',
    signIn: 'Conectează-te',
    cancel: 'Anulează',
    badUsername: 'Folosește între 1 și 32 de litere mici, cifre sau liniuțe de subliniere.',
  },
  cs: {
    title: 'Přihlášení do sandboxu RetailSync',
    hint: 'Funguje jakékoli uživatelské jméno. <code>demo</code> už má tři připojené obchody.',
    username: 'Uživatelské jméno',
    signIn: 'Přihlásit se',
    cancel: 'Zrušit',
    badUsername: 'Použijte 1 až 32 malých písmen, číslic nebo podtržítek.',
  },
  tr: {
    title: 'RetailSync deneme ortamında oturum açın',
    hint: 'Her kullanıcı adı çalışır. <code>demo</code> hesabında zaten üç bağlı mağaza var.',
    username: 'Kullanıcı adı',
    signIn: 'Oturum aç',
    cancel: 'İptal',
    badUsername: '1 ile 32 arasında küçük harf, rakam veya alt çizgi kullanın.',
  },
  ja: {
    title: 'RetailSync サンドボックスにサインイン',
    hint: 'どのユーザー名でも使えます。<code>demo</code> には連携済みのストアが 3 つあります。',
    username: 'ユーザー名',
    signIn: 'サインイン',
    cancel: 'キャンセル',
    badUsername: '1～32 文字の小文字、数字、アンダースコアを使用してください。',
  },
  ar: {
    title: 'تسجيل الدخول إلى بيئة RetailSync التجريبية',
    hint: 'أي اسم مستخدم يصلح. لدى <code>demo</code> ثلاثة متاجر مرتبطة بالفعل.',
    username: 'اسم المستخدم',
    signIn: 'تسجيل الدخول',
    cancel: 'إلغاء',
    badUsername: 'استخدم من 1 إلى 32 حرفًا لاتينيًا صغيرًا أو رقمًا أو شرطة سفلية.',
  },
  he: {
    title: 'כניסה לסביבת הניסוי של RetailSync',
    hint: 'כל שם משתמש מתאים. ל-<code>demo</code> כבר יש שלוש חנויות מחוברות.',
    username: 'שם משתמש',
    signIn: 'כניסה',
    cancel: 'ביטול',
    badUsername: 'יש להשתמש ב-1 עד 32 אותיות לטיניות קטנות, ספרות או קווים תחתונים.',
  },
};

/**
 * The page's language from the request's `ui_locales` (OpenID Connect Core §3.1.2.1: BCP 47 tags
 * separated by spaces, preferred first), each falling back to its base language, else English.
 */
export function signInLanguage(uiLocales: unknown): { lang: Language; dir: 'ltr' | 'rtl'; words: SignInWords } {
  const tags = typeof uiLocales === 'string' ? uiLocales.split(' ') : [];
  const lang = tags.map(languageOf).find((language) => language !== undefined) ?? 'en';
  return { lang, dir: directionOf(lang), words: WORDS[lang] };
}
