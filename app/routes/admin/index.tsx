/**
 * The admin sign-in page. The back office screens are a later issue; until then this page says so
 * plainly, and the sign-in form is disabled rather than pretending to work.
 */
export default function AdminSignIn() {
  return (
    <section className="mx-auto max-w-md px-6 py-20" aria-labelledby="admin-title">
      <h1 id="admin-title" className="text-4xl">Connexion à l'administration</h1>
      <p role="status" className="mt-6 rounded-soft border border-accent/40 bg-accent-soft px-4 py-3 text-sm">
        L'espace d'administration n'est pas encore prêt : il ouvrira dans une prochaine version. La boutique, elle,
        est en ligne.
      </p>
      <form className="mt-8 space-y-5" aria-describedby="admin-title">
        <fieldset disabled className="space-y-5 opacity-60">
          <div>
            <label htmlFor="admin-email" className="mb-1.5 block text-sm font-medium">E-mail</label>
            <input id="admin-email" type="email" className="field" autoComplete="username" />
          </div>
          <div>
            <label htmlFor="admin-password" className="mb-1.5 block text-sm font-medium">Mot de passe</label>
            <input id="admin-password" type="password" className="field" autoComplete="current-password" />
          </div>
          <button type="submit" className="btn btn-primary w-full">Se connecter</button>
        </fieldset>
      </form>
      <p className="mt-8 text-sm"><a href="/" className="underline">Retour à la boutique</a></p>
    </section>
  );
}
