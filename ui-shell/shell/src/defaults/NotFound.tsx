/** The not-found text of 001 §8 ('Leider wurde die angeforderte Seite nicht gefunden.'). */
import { Link } from 'react-router';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';

export function NotFound() {
  useDocumentTitle(undefined);
  return (
    <section className="t-notfound" data-testid="tresen-not-found">
      <h1>{TEXTS.notFound}</h1>
      <p>
        <Link className="t-button" to="/">
          {TEXTS.toHome}
        </Link>
      </p>
    </section>
  );
}
