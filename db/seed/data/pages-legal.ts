/**
 * DEMO DATA: the legal and install pages of the invented demo brand Maison Lumière (handmade
 * soy-wax candles from a workshop in Netanya, Israel): the privacy policy, the terms of sale and
 * the "install the app" page. The company details (address, phone "+972 9 000 0000", the
 * ".example" e-mail address) are placeholders that the owner replaces in the admin, and the legal
 * wording is demo wording, not legal advice.
 *
 * The texts describe what this shop really does (docs/product/differences.md wins over docs/product/differences.md):
 * - pay on delivery only, in cash or by card (Visa, Mastercard, American Express) taken by the
 *   courier at delivery; docs/product/checkout-and-orders.md#ord-1's "card payment" is read that way;
 * - prices in ILS, USD or EUR, taxes included; an order keeps the currency and rate chosen at
 *   checkout (docs/product/checkout-and-orders.md#ord-5); readable order numbers and status e-mails (docs/product/checkout-and-orders.md#ord-6 and docs/product/checkout-and-orders.md#ord-8);
 * - HTTP-only cookies for the session, the guest cart, the language, the currency and the
 *   anonymous visitor id of the "people viewing" count (docs/product/cart-and-pricing.md#cart-6, docs/product/accounts-and-auth.md#acc-5 and docs/product/reviews.md#rev-5); first-party
 *   analytics only after consent (docs/product/analytics-and-consent.md#ana-1); newsletter consent and time (docs/product/mail.md#mail-5);
 * - docs/product/checkout-and-orders.md#ord-1: 14-day withdrawal from receipt, defects reported within 48 h, delivery Israel
 *   3-5 working days, Europe 5-7, international 7-14, shipping within 24-48 h. The contact FAQ's
 *   30-day returns (pages.ts) are presented here as a commercial promise on top of the legal
 *   14 days.
 *
 * French is the source text; en, he and ru are translations with the same section ids and the
 * same number of paragraphs. A paragraph made of lines starting with "- " is a bullet list. The
 * install steps are numbered paragraphs; the "installed" section is shown as one paragraph.
 */
import type { PageContent, SeedPage } from "../types";

/** Demo contact values, identical in every language (the same as pages.ts and settings.ts). */
const EMAIL = "bonjour@maison-lumiere.example";
const PHONE = "+972 9 000 0000";

// =============================================================================================
// Privacy policy ("Politique de confidentialité")
// =============================================================================================

const privacyFr: PageContent = {
  title: "Politique de confidentialité",
  metaDescription:
    "Quelles données Maison Lumière collecte, pourquoi, où elles sont conservées, quels cookies nous utilisons et comment exercer vos droits (RGPD).",
  intro:
    "Maison Lumière est une petite maison de bougies artisanales. Nous ne collectons que les données nécessaires pour traiter vos commandes, vous répondre et, si vous l'acceptez, améliorer la boutique. Nous ne vendons ni ne louons vos données. Cette page explique ce que nous collectons, pourquoi, et comment exercer vos droits.",
  sections: [
    {
      id: "collection",
      heading: "1. Collecte des données",
      body: [
        "Nous collectons uniquement les données que vous nous confiez, ou que le fonctionnement de la boutique rend nécessaires :",
        "- Compte client : nom, adresse e-mail, mot de passe (conservé sous forme hachée, jamais en clair), téléphone et adresse si vous les renseignez, vos favoris et vos points de fidélité.\n- Commandes : nom, e-mail, téléphone, adresse de livraison, articles commandés, devise et montants, historique des statuts de la commande.\n- Lettre d'information : votre adresse e-mail, ainsi que la date et l'heure auxquelles vous avez donné votre consentement.\n- Messages de contact : nom, adresse e-mail, objet et contenu du message.\n- Avis : la note et le commentaire que vous publiez sur un produit.\n- Mesure d'audience, seulement si vous l'acceptez : pages consultées, profondeur de lecture des fiches produits, type d'appareil (mobile, tablette ou ordinateur).",
        "Nous ne recevons jamais vos données bancaires : le paiement se fait uniquement à la livraison, en espèces ou par carte auprès du livreur.",
      ],
    },
    {
      id: "use",
      heading: "2. Utilisation des données",
      body: [
        "Vos données servent uniquement à :",
        "- préparer, livrer et suivre vos commandes, et vous envoyer les e-mails qui s'y rapportent (confirmation, expédition, livraison) ;\n- gérer votre compte : vérification de votre adresse e-mail, réinitialisation du mot de passe, favoris et programme de fidélité ;\n- vous envoyer notre lettre d'information si vous vous y êtes inscrit ; chaque envoi contient un lien de désinscription ;\n- répondre aux messages que vous nous adressez ;\n- comprendre, de façon globale, comment la boutique est utilisée afin de l'améliorer, si vous avez accepté la mesure d'audience.",
        "Bases légales : l'exécution du contrat pour vos commandes et votre compte ; votre consentement pour la lettre d'information et la mesure d'audience ; notre intérêt légitime pour répondre à vos messages et sécuriser la boutique ; nos obligations légales, notamment comptables, pour la conservation des pièces de commande.",
        "Nous ne vendons, ne louons et n'échangeons pas vos données. Elles ne sont communiquées qu'au transporteur chargé de votre livraison (nom, adresse, téléphone), pour cette seule livraison, et, le cas échéant, au prestataire d'envoi d'e-mails qui achemine nos messages.",
      ],
    },
    {
      id: "protection",
      heading: "3. Protection des données",
      body: [
        "Vos données sont conservées dans la base de données de notre propre serveur, et non sur une plateforme de commerce tierce. Les échanges avec la boutique sont chiffrés (HTTPS), les mots de passe sont stockés sous forme hachée, et l'espace d'administration est réservé à l'équipe de l'atelier : chacun y dispose de son propre compte et de droits limités à son rôle, et la validation en deux étapes y est proposée.",
        "Nous conservons les données de commande le temps imposé par nos obligations légales et comptables, les données de compte tant que votre compte existe, votre adresse e-mail de lettre d'information jusqu'à votre désinscription, et les messages de contact le temps de traiter votre demande. Les données de mesure d'audience ne servent qu'à établir des statistiques.",
      ],
    },
    {
      id: "cookies",
      heading: "4. Cookies",
      body: [
        "Les cookies nécessaires au fonctionnement de la boutique sont déposés par notre propre site et sont « HTTP-only » : les scripts de la page ne peuvent pas les lire.",
        "- Session : vous garde connecté à votre compte ; elle se prolonge tant que vous utilisez la boutique et prend fin quand vous vous déconnectez.\n- Panier : retient votre panier lorsque vous n'êtes pas connecté (90 jours).\n- Langue : retient la langue choisie (1 an).\n- Devise : retient la devise d'affichage choisie, ILS, USD ou EUR (1 an).\n- Visiteur : un identifiant anonyme qui sert uniquement à afficher le nombre réel de personnes consultant un produit au même moment (1 an).",
        "Ces cookies ne servent ni à la publicité ni au suivi. La mesure d'audience n'est activée qu'après votre accord dans le bandeau cookies : tant que vous n'avez pas cliqué sur « Accepter », aucun script de mesure n'est chargé. Les données de mesure sont envoyées à notre propre serveur, et les pages de l'espace d'administration ne sont jamais mesurées. Si vous cliquez sur « Refuser », la boutique fonctionne exactement de la même façon.",
        "Vous pouvez changer d'avis à tout moment en effaçant les données de ce site dans votre navigateur : le bandeau vous sera alors proposé de nouveau.",
      ],
    },
    {
      id: "rights",
      heading: "5. Vos droits (RGPD)",
      body: [
        "Conformément au Règlement général sur la protection des données (RGPD) et à la loi israélienne sur la protection de la vie privée, vous disposez des droits suivants :",
        "- Droit d'accès : savoir quelles données nous détenons sur vous et en obtenir une copie.\n- Droit de rectification : faire corriger des données inexactes ; la plupart se modifient directement dans « Mon Espace ».\n- Droit à l'effacement : demander la suppression de vos données, sauf celles que la loi nous oblige à conserver, comme les pièces comptables des commandes.\n- Droit à la portabilité : recevoir vos données dans un format structuré et lisible par une machine.\n- Droit d'opposition : vous opposer à un traitement, notamment à la lettre d'information et à la mesure d'audience.\n- Retrait du consentement : à tout moment, sans remettre en cause ce qui a été fait auparavant.",
        "Pour exercer ces droits, écrivez-nous (voir la section Contact) ; nous vous répondons dans un délai d'un mois au plus. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'autorité de protection des données compétente : en Israël, l'Autorité de protection de la vie privée ; dans l'Union européenne, l'autorité de votre pays (la CNIL en France).",
      ],
    },
    {
      id: "contact",
      heading: "6. Contact",
      body: [
        `Pour toute question sur vos données ou pour exercer vos droits, écrivez-nous à ${EMAIL} depuis l'adresse utilisée sur la boutique, ou en l'indiquant dans votre message. Nous pouvons vous demander de confirmer votre identité avant de répondre.`,
        "Responsable du traitement : Maison Lumière, atelier de bougies artisanales, Netanya, Israël.",
      ],
    },
    {
      id: "changes",
      heading: "Modifications",
      body: [
        "Nous pouvons mettre à jour cette politique, par exemple si la boutique évolue ou si la loi change. La version en vigueur est toujours celle publiée sur cette page ; en cas de changement important, nous vous en informerons par e-mail ou par un message sur le site.",
      ],
    },
  ],
};

const privacyEn: PageContent = {
  title: "Privacy policy",
  metaDescription:
    "What data Maison Lumière collects and why, where it is stored, which cookies we use and how to exercise your rights under the GDPR.",
  intro:
    "Maison Lumière is a small house of handmade candles. We only collect the data we need to process your orders, answer you and, if you agree, improve the shop. We never sell or rent your data. This page explains what we collect, why, and how to exercise your rights.",
  sections: [
    {
      id: "collection",
      heading: "1. Data we collect",
      body: [
        "We only collect the data you give us, or that the shop needs in order to work:",
        "- Customer account: name, e-mail address, password (stored as a hash, never in plain text), phone number and address if you add them, your wishlist and your loyalty points.\n- Orders: name, e-mail, phone number, delivery address, items ordered, currency and amounts, and the order's status history.\n- Newsletter: your e-mail address, with the date and time you gave your consent.\n- Contact messages: name, e-mail address, subject and message.\n- Reviews: the rating and comment you publish on a product.\n- Audience measurement, only if you accept it: pages viewed, how far you scroll on product pages, and your device type (mobile, tablet or desktop).",
        "We never receive your bank details: payment is made on delivery only, in cash or by card with the courier.",
      ],
    },
    {
      id: "use",
      heading: "2. How we use your data",
      body: [
        "We use your data only to:",
        "- prepare, deliver and track your orders, and send you the related e-mails (confirmation, shipping, delivery);\n- run your account: e-mail verification, password reset, wishlist and loyalty programme;\n- send you our newsletter if you signed up for it; every issue carries an unsubscribe link;\n- answer the messages you send us;\n- understand, in aggregate, how the shop is used so that we can improve it, if you accepted audience measurement.",
        "Legal bases: performance of the contract for your orders and your account; your consent for the newsletter and audience measurement; our legitimate interest in answering your messages and keeping the shop secure; our legal obligations, including accounting, for keeping order records.",
        "We do not sell, rent or trade your data. It is only shared with the carrier delivering your parcel (name, address, phone number), for that delivery alone, and, where applicable, with the e-mail provider that carries our messages.",
      ],
    },
    {
      id: "protection",
      heading: "3. Data protection",
      body: [
        "Your data is kept in the database of our own server, not on a third-party commerce platform. Traffic to and from the shop is encrypted (HTTPS), passwords are stored as hashes, and the back office is restricted to the workshop team: each person has their own account and rights limited to their role, and two-step verification is offered.",
        "We keep order data for as long as our legal and accounting obligations require, account data for as long as your account exists, your newsletter e-mail address until you unsubscribe, and contact messages for as long as it takes to deal with your request. Audience measurement data is used for statistics only.",
      ],
    },
    {
      id: "cookies",
      heading: "4. Cookies",
      body: [
        "The cookies the shop needs in order to work are set by our own site and are \"HTTP-only\": scripts on the page cannot read them.",
        "- Session: keeps you signed in to your account; it is extended while you use the shop and ends when you sign out.\n- Cart: remembers your cart when you are not signed in (90 days).\n- Language: remembers the language you chose (1 year).\n- Currency: remembers the display currency you chose, ILS, USD or EUR (1 year).\n- Visitor: an anonymous identifier used only to show the real number of people viewing a product at the same time (1 year).",
        "These cookies are not used for advertising or tracking. Audience measurement is switched on only after you agree in the cookie banner: until you click \"Accept\", no measurement script is loaded. Measurement data is sent to our own server, and back-office pages are never measured. If you click \"Decline\", the shop works exactly the same.",
        "You can change your mind at any time by clearing this site's data in your browser: the banner will then be shown to you again.",
      ],
    },
    {
      id: "rights",
      heading: "5. Your rights (GDPR)",
      body: [
        "Under the General Data Protection Regulation (GDPR) and Israel's Protection of Privacy Law, you have the following rights:",
        "- Right of access: to know what data we hold about you and get a copy of it.\n- Right to rectification: to have inaccurate data corrected; most of it can be edited directly in \"My Space\".\n- Right to erasure: to have your data deleted, except what the law requires us to keep, such as the accounting records of orders.\n- Right to data portability: to receive your data in a structured, machine-readable format.\n- Right to object: to object to processing, in particular the newsletter and audience measurement.\n- Withdrawal of consent: at any time, without affecting what was done before.",
        "To exercise these rights, write to us (see the Contact section); we will reply within one month at the latest. If you believe your rights have not been respected, you can complain to the competent data protection authority: in Israel, the Privacy Protection Authority; in the European Union, the authority of your country.",
      ],
    },
    {
      id: "contact",
      heading: "6. Contact",
      body: [
        `For any question about your data, or to exercise your rights, write to us at ${EMAIL} from the address you use on the shop, or mention that address in your message. We may ask you to confirm your identity before we reply.`,
        "Data controller: Maison Lumière, handmade candle workshop, Netanya, Israel.",
      ],
    },
    {
      id: "changes",
      heading: "Changes",
      body: [
        "We may update this policy, for example when the shop changes or the law does. The version in force is always the one published on this page; if we make a significant change, we will let you know by e-mail or with a notice on the site.",
      ],
    },
  ],
};

// =============================================================================================
// Terms of sale ("Conditions générales de vente")
// =============================================================================================

const termsFr: PageContent = {
  title: "Conditions générales de vente",
  metaDescription:
    "CGV de Maison Lumière : commandes, prix en ILS, USD ou EUR, paiement à la livraison, délais de livraison, rétractation de 14 jours et garanties.",
  intro:
    "Les présentes conditions générales de vente s'appliquent à toute commande passée sur la boutique en ligne Maison Lumière. En confirmant une commande, vous reconnaissez les avoir lues et acceptées.",
  sections: [
    {
      id: "legal",
      heading: "1. Informations légales",
      body: [
        "La boutique est éditée par Maison Lumière, atelier de bougies artisanales à la cire de soja, 12 rue Herzl, 4240000 Netanya, Israël.",
        `- E-mail : ${EMAIL}\n- Téléphone : ${PHONE}\n- Horaires : du dimanche au jeudi de 9h00 à 18h00, le vendredi de 9h00 à 14h00`,
        "Maison Lumière est une marque de démonstration : la raison sociale, l'adresse et les coordonnées ci-dessus sont des valeurs d'exemple, que l'exploitant de la boutique remplace par les siennes.",
      ],
    },
    {
      id: "orders",
      heading: "2. Commandes",
      body: [
        "Vous pouvez commander en tant qu'invité ou avec un compte client. Après avoir vérifié votre panier, vous indiquez vos coordonnées et votre adresse de livraison, puis vous cliquez sur « Confirmer la commande ». La commande est alors enregistrée et les articles sont réservés dans notre stock.",
        "Chaque commande reçoit un numéro simple, que vous pouvez nous donner par téléphone. Vous recevez un e-mail de confirmation, puis un e-mail lors de l'expédition et lors de la livraison. Si vous avez commandé sans compte, l'e-mail de confirmation contient un lien privé pour suivre votre commande ; avec un compte, vous la retrouvez dans « Mon Espace ».",
        "Une commande peut être annulée tant qu'elle n'a pas été expédiée : écrivez-nous ou appelez-nous en indiquant son numéro. Nous pouvons être amenés à annuler une commande en cas de rupture de stock ou d'erreur manifeste ; vous en êtes alors informé par e-mail. Comme rien n'est encaissé avant la livraison, une annulation ne vous coûte rien.",
      ],
    },
    {
      id: "prices",
      heading: "3. Prix",
      body: [
        "Les prix sont affichés en shekels (ILS), en dollars américains (USD) ou en euros (EUR), selon la devise que vous choisissez, toutes taxes comprises. Les prix du catalogue sont fixés en shekels ; les montants en dollars et en euros sont convertis au taux de change de la boutique et arrondis au centime.",
        "Votre commande est établie et payable dans la devise sélectionnée au moment de la validation. La devise, le taux de change appliqué et tous les montants sont enregistrés avec la commande et ne changent plus ensuite, même si les taux évoluent.",
        "Des frais de livraison forfaitaires s'ajoutent au sous-total ; leur montant est indiqué dans le panier et avant la confirmation de la commande. Une remise dégressive s'applique automatiquement : 10 % pour 3 ou 4 exemplaires d'un même article, 15 % à partir de 5 exemplaires.",
        "Nous pouvons modifier nos prix à tout moment ; le prix applicable est celui affiché au moment où vous confirmez votre commande.",
      ],
    },
    {
      id: "payment",
      heading: "4. Paiement",
      body: [
        "Le paiement s'effectue uniquement à la livraison. Aucun paiement n'est demandé en ligne, et aucune donnée bancaire n'est saisie ni conservée sur le site. Vous réglez au livreur :",
        "- en espèces ;\n- ou par carte bancaire (Visa, Mastercard, American Express) : le paiement par carte est encaissé par le livreur au moment de la livraison.",
        "Le montant à régler est le total de votre commande, dans la devise choisie lors de la validation, tel qu'il figure dans l'e-mail de confirmation. La commande est considérée comme payée une fois livrée et le montant encaissé.",
      ],
    },
    {
      id: "delivery",
      heading: "5. Livraison",
      body: [
        "Chaque commande est préparée à la main à l'atelier et expédiée sous 24 à 48 heures ouvrées. Les délais de livraison indicatifs, à compter de l'expédition, sont les suivants :",
        "- Israël : 3 à 5 jours ouvrés\n- Europe : 5 à 7 jours ouvrés\n- Reste du monde : 7 à 14 jours ouvrés",
        "En Israël, les livraisons ont lieu du dimanche au jeudi. Vous êtes prévenu par e-mail de l'expédition puis de la livraison de votre colis. En cas de retard important, contactez-nous : nous suivrons le colis avec le transporteur.",
        "Pour les livraisons hors d'Israël, des droits de douane ou taxes d'importation peuvent être réclamés par le pays de destination ; ils restent à la charge du destinataire.",
      ],
    },
    {
      id: "withdrawal",
      heading: "6. Droit de rétractation",
      body: [
        "Vous disposez d'un délai de 14 jours à compter de la réception de votre commande pour exercer votre droit de rétractation, sans avoir à vous justifier.",
        "Pour l'exercer, prévenez-nous par e-mail ou par téléphone en indiquant votre numéro de commande, puis renvoyez les articles non utilisés, dans leur état et leur emballage d'origine. Une bougie qui a déjà été allumée est considérée comme utilisée.",
        "Nous vous remboursons le montant payé pour les articles retournés, dans la devise de la commande, au plus tard 14 jours après leur retour à l'atelier, par virement ou par un autre moyen convenu avec vous. Les frais de retour restent à votre charge, sauf si l'article est défectueux ou ne correspond pas à votre commande.",
        "En plus de ce délai légal, nous acceptons à titre commercial le retour des produits non utilisés jusqu'à 30 jours après leur réception, comme l'indique notre page Contact.",
      ],
    },
    {
      id: "guarantees",
      heading: "7. Garanties",
      body: [
        "Nos bougies sont coulées à la main : de légères variations de teinte, de surface ou de forme font partie de leur caractère et ne constituent pas un défaut.",
        "Vérifiez votre colis dès sa réception. Un produit arrivé cassé, endommagé ou non conforme doit nous être signalé dans les 48 heures suivant la réception, avec votre numéro de commande et une photo du produit et de l'emballage. Nous vous proposons alors, sans frais, un remplacement ou un remboursement.",
        "Ces engagements s'ajoutent aux garanties légales dont vous bénéficiez en tant que consommateur ; ils ne les limitent pas.",
      ],
    },
    {
      id: "liability",
      heading: "8. Responsabilité",
      body: [
        "Une bougie reste une flamme nue. Respectez les conseils d'utilisation et d'entretien indiqués sur chaque fiche produit et sur l'étiquette :",
        "- ne laissez jamais une bougie allumée sans surveillance ;\n- tenez-la hors de portée des enfants et des animaux ;\n- posez-la sur une surface stable, résistante à la chaleur, loin de tout objet inflammable ;\n- recoupez la mèche à 5 mm avant chaque allumage.",
        "Maison Lumière ne peut être tenue responsable des dommages résultant d'une utilisation contraire à ces conseils, ni d'un manquement dû à un cas de force majeure. Rien dans les présentes conditions n'exclut la responsabilité que la loi ne permet pas d'exclure.",
        "Les photos et descriptions des produits sont aussi fidèles que possible ; de légères différences de teinte peuvent toutefois apparaître selon l'écran utilisé.",
      ],
    },
    {
      id: "disputes",
      heading: "9. Litiges",
      body: [
        "Les présentes conditions sont régies par le droit israélien. En cas de difficulté, contactez-nous d'abord : nous chercherons avec vous une solution amiable.",
        "À défaut d'accord, tout litige sera porté devant les tribunaux compétents de Netanya ou de Tel-Aviv, sans préjudice des droits que la loi de votre pays de résidence vous accorde en tant que consommateur.",
        "Comme l'ensemble de cette page, cette clause est un texte de démonstration, que l'exploitant de la boutique adapte à sa situation.",
      ],
    },
  ],
};

const termsEn: PageContent = {
  title: "Terms of sale",
  metaDescription:
    "Maison Lumière terms of sale: orders, prices in ILS, USD or EUR, payment on delivery, delivery times, 14-day right of withdrawal and guarantees.",
  intro:
    "These terms of sale apply to every order placed on the Maison Lumière online shop. By confirming an order, you acknowledge that you have read and accepted them.",
  sections: [
    {
      id: "legal",
      heading: "1. Legal information",
      body: [
        "This shop is published by Maison Lumière, a workshop of handmade soy-wax candles, 12 Herzl Street, Netanya 4240000, Israel.",
        `- E-mail: ${EMAIL}\n- Phone: ${PHONE}\n- Opening hours: Sunday to Thursday 9:00 am – 6:00 pm, Friday 9:00 am – 2:00 pm`,
        "Maison Lumière is a demo brand: the company name, address and contact details above are sample values that the shop's operator replaces with their own.",
      ],
    },
    {
      id: "orders",
      heading: "2. Orders",
      body: [
        "You can order as a guest or with a customer account. After checking your cart, you enter your contact details and delivery address, then click \"Confirm the order\". The order is then recorded and the items are reserved in our stock.",
        "Every order gets a simple number that you can read out to us on the phone. You receive a confirmation e-mail, then an e-mail when the order ships and when it is delivered. If you ordered without an account, the confirmation e-mail contains a private link for following your order; with an account, you will find it in \"My Space\".",
        "An order can be cancelled as long as it has not shipped: write to us or call us with its number. We may have to cancel an order if an item is out of stock or in case of an obvious error; you will then be told by e-mail. Since nothing is charged before delivery, a cancellation costs you nothing.",
      ],
    },
    {
      id: "prices",
      heading: "3. Prices",
      body: [
        "Prices are shown in Israeli shekels (ILS), US dollars (USD) or euros (EUR), depending on the currency you choose, with all taxes included. Catalogue prices are set in shekels; amounts in dollars and euros are converted at the shop's exchange rate and rounded to the cent.",
        "Your order is drawn up and payable in the currency selected when you check out. The currency, the exchange rate applied and every amount are saved with the order and do not change afterwards, even if rates move.",
        "A flat delivery fee is added to the subtotal; it is shown in the cart and before you confirm the order. A quantity discount applies automatically: 10% for 3 or 4 units of the same item, 15% from 5 units.",
        "We may change our prices at any time; the price that applies is the one shown when you confirm your order.",
      ],
    },
    {
      id: "payment",
      heading: "4. Payment",
      body: [
        "Payment is made on delivery only. No payment is requested online, and no bank details are entered or stored on the site. You pay the courier:",
        "- in cash;\n- or by card (Visa, Mastercard, American Express): card payment is taken by the courier at delivery.",
        "The amount to pay is your order total, in the currency chosen at checkout, as shown in the confirmation e-mail. The order counts as paid once it has been delivered and the amount collected.",
      ],
    },
    {
      id: "delivery",
      heading: "5. Delivery",
      body: [
        "Every order is packed by hand in the workshop and ships within 24 to 48 working hours. Estimated delivery times, counted from shipping, are:",
        "- Israel: 3 to 5 working days\n- Europe: 5 to 7 working days\n- Rest of the world: 7 to 14 working days",
        "In Israel, deliveries are made Sunday to Thursday. You are told by e-mail when your parcel ships and when it is delivered. If it is seriously late, contact us and we will trace the parcel with the carrier.",
        "For deliveries outside Israel, the destination country may charge customs duties or import taxes; these are paid by the recipient.",
      ],
    },
    {
      id: "withdrawal",
      heading: "6. Right of withdrawal",
      body: [
        "You have 14 days from receiving your order to exercise your right of withdrawal, without having to give a reason.",
        "To do so, let us know by e-mail or phone with your order number, then send back the unused items in their original condition and packaging. A candle that has already been lit counts as used.",
        "We refund the amount paid for the returned items, in the order's currency, no later than 14 days after they are back at the workshop, by bank transfer or another method agreed with you. Return costs are yours, unless the item is defective or does not match your order.",
        "On top of this legal period, we accept as a commercial goodwill gesture returns of unused products up to 30 days after receipt, as stated on our Contact page.",
      ],
    },
    {
      id: "guarantees",
      heading: "7. Guarantees",
      body: [
        "Our candles are poured by hand: slight variations in shade, surface or shape are part of their character and are not defects.",
        "Please check your parcel as soon as it arrives. A product that arrives broken, damaged or not as ordered must be reported to us within 48 hours of receipt, with your order number and a photo of the product and its packaging. We will then offer you a replacement or a refund, free of charge.",
        "These commitments come in addition to the legal guarantees you enjoy as a consumer; they do not limit them.",
      ],
    },
    {
      id: "liability",
      heading: "8. Liability",
      body: [
        "A candle is still an open flame. Please follow the use and care advice given on each product page and on the label:",
        "- never leave a burning candle unattended;\n- keep it out of reach of children and pets;\n- place it on a stable, heat-resistant surface, away from anything flammable;\n- trim the wick to 5 mm before each lighting.",
        "Maison Lumière cannot be held liable for damage caused by use contrary to this advice, nor for any failure due to force majeure. Nothing in these terms excludes liability that the law does not allow to be excluded.",
        "Product photos and descriptions are as faithful as possible; colours may nevertheless look slightly different depending on your screen.",
      ],
    },
    {
      id: "disputes",
      heading: "9. Disputes",
      body: [
        "These terms are governed by Israeli law. If there is a problem, please contact us first: we will look for an amicable solution with you.",
        "Failing agreement, any dispute will be brought before the competent courts of Netanya or Tel Aviv, without prejudice to the rights the law of your country of residence gives you as a consumer.",
        "Like the rest of this page, this clause is demo wording, which the shop's operator adapts to their own situation.",
      ],
    },
  ],
};

// =============================================================================================
// Install the app ("Installer l'application")
// =============================================================================================

const installFr: PageContent = {
  title: "Installer l'application",
  metaDescription:
    "Installez la boutique Maison Lumière sur votre téléphone : accès depuis l'écran d'accueil, consultation hors ligne, notifications. iPhone et Android.",
  intro:
    "La boutique Maison Lumière s'installe comme une application sur votre téléphone, votre tablette ou votre ordinateur, sans passer par un magasin d'applications. Elle ne prend presque pas de place et se met à jour toute seule.",
  sections: [
    {
      id: "benefits",
      heading: "Pourquoi l'installer ?",
      body: [
        "- Fonctionne hors ligne : les pages déjà consultées restent accessibles, même sans réseau.\n- Accès rapide : une icône sur votre écran d'accueil ouvre la boutique en plein écran, sans barre d'adresse.\n- Notifications : si vous les autorisez, l'application peut vous prévenir des nouveautés de l'atelier.",
        "Si votre navigateur le permet, le bouton « Installer » de cette page suffit. Sinon, suivez les instructions ci-dessous.",
      ],
    },
    {
      id: "iphone",
      heading: "Sur iPhone et iPad (Safari)",
      body: [
        "1. Ouvrez la boutique dans Safari.",
        "2. Touchez le bouton Partager (le carré surmonté d'une flèche vers le haut), en bas de l'écran sur iPhone, en haut sur iPad.",
        "3. Faites défiler la liste et touchez « Sur l'écran d'accueil ».",
        "4. Touchez « Ajouter » en haut à droite : l'icône Maison Lumière apparaît sur votre écran d'accueil.",
      ],
    },
    {
      id: "android",
      heading: "Sur Android (Chrome)",
      body: [
        "1. Ouvrez la boutique dans Chrome.",
        "2. Touchez le menu ⋮ en haut à droite de l'écran.",
        "3. Touchez « Installer l'application » ou « Ajouter à l'écran d'accueil », selon votre version de Chrome.",
        "4. Confirmez en touchant « Installer » : l'application apparaît sur votre écran d'accueil et parmi vos applications.",
      ],
    },
    {
      id: "installed",
      heading: "Une fois installée",
      body: [
        "L'application s'ouvre comme toutes les autres, en plein écran, et affiche toujours la version la plus récente de la boutique : catalogue, panier, favoris et compte.",
        "Pour l'équipe de l'atelier : l'espace d'administration, à l'adresse /admin, s'installe lui aussi comme une application à part, avec sa propre icône, pour suivre les commandes et le stock depuis un téléphone.",
      ],
    },
  ],
};

const installEn: PageContent = {
  title: "Install the app",
  metaDescription:
    "Install the Maison Lumière shop on your phone: open it from your home screen, browse offline and get notifications. iPhone and Android.",
  intro:
    "The Maison Lumière shop installs like an app on your phone, tablet or computer, without going through an app store. It takes up almost no space and updates itself.",
  sections: [
    {
      id: "benefits",
      heading: "Why install it?",
      body: [
        "- Works offline: pages you have already visited stay available, even without a connection.\n- Quick access: an icon on your home screen opens the shop full screen, without an address bar.\n- Notifications: if you allow them, the app can tell you about what's new at the workshop.",
        "If your browser supports it, the \"Install\" button on this page is all you need. Otherwise, follow the instructions below.",
      ],
    },
    {
      id: "iphone",
      heading: "On iPhone and iPad (Safari)",
      body: [
        "1. Open the shop in Safari.",
        "2. Tap the Share button (the square with an arrow pointing up), at the bottom of the screen on iPhone, at the top on iPad.",
        "3. Scroll down the list and tap \"Add to Home Screen\".",
        "4. Tap \"Add\" in the top right corner: the Maison Lumière icon appears on your home screen.",
      ],
    },
    {
      id: "android",
      heading: "On Android (Chrome)",
      body: [
        "1. Open the shop in Chrome.",
        "2. Tap the ⋮ menu in the top right corner of the screen.",
        "3. Tap \"Install app\" or \"Add to Home screen\", depending on your version of Chrome.",
        "4. Confirm by tapping \"Install\": the app appears on your home screen and among your apps.",
      ],
    },
    {
      id: "installed",
      heading: "Once it is installed",
      body: [
        "The app opens like any other, full screen, and always shows the latest version of the shop: catalogue, cart, wishlist and account.",
        "For the workshop team: the back office, at /admin, also installs as a separate app with its own icon, so you can follow orders and stock from a phone.",
      ],
    },
  ],
};

// =============================================================================================
// Hebrew (he)
// =============================================================================================

const privacyHe: PageContent = {
  title: "מדיניות פרטיות",
  metaDescription:
    "אילו נתונים Maison Lumière אוספת ולמה, היכן הם נשמרים, באילו עוגיות אנו משתמשים וכיצד לממש את זכויותיכם לפי ה־GDPR.",
  intro:
    "Maison Lumière היא סדנה קטנה לנרות בעבודת יד. אנו אוספים רק את הנתונים הדרושים לטיפול בהזמנות שלכם, למענה לפניותיכם, ובהסכמתכם – לשיפור החנות. איננו מוכרים ואיננו משכירים את הנתונים שלכם. בדף זה נסביר מה אנו אוספים, לשם מה, וכיצד תוכלו לממש את זכויותיכם.",
  sections: [
    {
      id: "collection",
      heading: "1. איסוף נתונים",
      body: [
        "אנו אוספים רק את הנתונים שאתם מוסרים לנו, או שהם נחוצים לפעולת החנות:",
        "- חשבון לקוח: שם, כתובת דוא״ל, סיסמה (נשמרת כגיבוב מאובטח ולעולם לא כטקסט גלוי), טלפון וכתובת אם הזנתם אותם, רשימת המועדפים ונקודות המועדון שלכם.\n- הזמנות: שם, דוא״ל, טלפון, כתובת למשלוח, הפריטים שהוזמנו, המטבע והסכומים, והיסטוריית הסטטוסים של ההזמנה.\n- ניוזלטר: כתובת הדוא״ל שלכם, וכן התאריך והשעה שבהם נתתם את הסכמתכם.\n- פניות דרך טופס יצירת הקשר: שם, כתובת דוא״ל, נושא ותוכן ההודעה.\n- ביקורות: הדירוג וההערה שאתם מפרסמים על מוצר.\n- מדידת תנועה, רק אם הסכמתם לכך: הדפים שנצפו, עומק הגלילה בדפי המוצרים וסוג המכשיר (נייד, טאבלט או מחשב).",
        "פרטי אמצעי התשלום שלכם לעולם אינם מגיעים אלינו: התשלום מתבצע רק בעת המסירה, במזומן או בכרטיס אשראי אצל השליח.",
      ],
    },
    {
      id: "use",
      heading: "2. שימוש בנתונים",
      body: [
        "אנו משתמשים בנתונים שלכם אך ורק כדי:",
        "- להכין, לשלוח ולעקוב אחר ההזמנות שלכם, ולשלוח לכם את הודעות הדוא״ל הקשורות אליהן (אישור, משלוח, מסירה);\n- לנהל את החשבון שלכם: אימות כתובת הדוא״ל, איפוס סיסמה, מועדפים ומועדון הלקוחות;\n- לשלוח לכם את הניוזלטר שלנו אם נרשמתם אליו; בכל דיוור יש קישור להסרה מרשימת התפוצה;\n- להשיב להודעות שאתם שולחים לנו;\n- להבין, באופן מצרפי, כיצד משתמשים בחנות כדי לשפר אותה – אם הסכמתם למדידת תנועה.",
        "הבסיס החוקי: ביצוע החוזה – עבור ההזמנות והחשבון שלכם; הסכמתכם – עבור הניוזלטר ומדידת התנועה; האינטרס הלגיטימי שלנו – במענה לפניותיכם ובאבטחת החנות; חובותינו על פי דין, ובהן חובות חשבונאיות – בשמירת רשומות ההזמנות.",
        "איננו מוכרים, משכירים או סוחרים בנתונים שלכם. הם מועברים רק לחברת השילוח שמוסרת את החבילה (שם, כתובת, טלפון), לצורך אותו משלוח בלבד, ובמידת הצורך לספק שירות הדוא״ל שדרכו נשלחות ההודעות שלנו.",
      ],
    },
    {
      id: "protection",
      heading: "3. הגנה על הנתונים",
      body: [
        "הנתונים שלכם נשמרים במסד הנתונים של השרת שלנו, ולא בפלטפורמת מסחר של צד שלישי. התקשורת עם החנות מוצפנת (HTTPS), הסיסמאות נשמרות כגיבוב (hash), וממשק הניהול פתוח רק לצוות הסדנה: לכל אחד חשבון משלו והרשאות המוגבלות לתפקידו, ומוצע בו אימות דו־שלבי.",
        "אנו שומרים את נתוני ההזמנות כל עוד הדבר נדרש לפי חובותינו החוקיות והחשבונאיות, את נתוני החשבון כל עוד החשבון קיים, את כתובת הדוא״ל לניוזלטר עד שתסירו את עצמכם מהרשימה, ואת הפניות עד לסיום הטיפול בהן. נתוני מדידת התנועה משמשים לסטטיסטיקה בלבד.",
      ],
    },
    {
      id: "cookies",
      heading: "4. עוגיות (Cookies)",
      body: [
        "העוגיות הנחוצות לפעולת החנות נשמרות על ידי האתר שלנו עצמו, והן מסוג HTTP-only: סקריפטים בדף אינם יכולים לקרוא אותן.",
        "- הפעלה (Session): שומרת אתכם מחוברים לחשבון; היא מתחדשת כל עוד אתם משתמשים בחנות ומסתיימת כשאתם מתנתקים.\n- עגלה: זוכרת את עגלת הקניות שלכם כשאינכם מחוברים (90 יום).\n- שפה: זוכרת את השפה שבחרתם (שנה).\n- מטבע: זוכרת את מטבע התצוגה שבחרתם – ILS, USD או EUR (שנה).\n- מבקר: מזהה אנונימי שמשמש רק כדי להציג את המספר האמיתי של האנשים שצופים במוצר באותו רגע (שנה).",
        "עוגיות אלה אינן משמשות לפרסום או למעקב. מדידת התנועה מופעלת רק לאחר שהסכמתם לכך בבאנר העוגיות: כל עוד לא לחצתם על „אישור”, אף סקריפט מדידה אינו נטען. נתוני המדידה נשלחים לשרת שלנו, ודפי ממשק הניהול לעולם אינם נמדדים. אם תלחצו על „דחייה”, החנות תפעל בדיוק באותו אופן.",
        "תוכלו לשנות את החלטתכם בכל עת על ידי מחיקת נתוני האתר בדפדפן: הבאנר יוצג לכם שוב.",
      ],
    },
    {
      id: "rights",
      heading: "5. הזכויות שלכם (GDPR)",
      body: [
        "בהתאם לתקנה הכללית להגנה על מידע של האיחוד האירופי (GDPR) ולחוק הגנת הפרטיות הישראלי, עומדות לכם הזכויות הבאות:",
        "- זכות עיון: לדעת אילו נתונים אנו מחזיקים עליכם ולקבל עותק שלהם.\n- זכות תיקון: לתקן נתונים שגויים; את רובם אפשר לערוך ישירות ב„האזור האישי”.\n- זכות מחיקה: לבקש את מחיקת הנתונים שלכם, למעט אלה שהחוק מחייב אותנו לשמור, כמו הרשומות החשבונאיות של ההזמנות.\n- זכות לניידות נתונים: לקבל את הנתונים שלכם בפורמט מובנה וקריא במחשב.\n- זכות התנגדות: להתנגד לעיבוד, ובפרט לניוזלטר ולמדידת התנועה.\n- ביטול הסכמה: בכל עת, בלי לפגוע במה שנעשה לפני כן.",
        "כדי לממש זכויות אלה, כתבו לנו (ראו סעיף יצירת קשר); נשיב לכם בתוך חודש לכל היותר. אם לדעתכם זכויותיכם לא כובדו, תוכלו לפנות לרשות המוסמכת להגנת מידע: בישראל – הרשות להגנת הפרטיות; באיחוד האירופי – הרשות בארץ מגוריכם.",
      ],
    },
    {
      id: "contact",
      heading: "6. יצירת קשר",
      body: [
        `לכל שאלה על הנתונים שלכם, או כדי לממש את זכויותיכם, כתבו לנו לכתובת ${EMAIL} מהכתובת שבה אתם משתמשים בחנות, או ציינו אותה בהודעה. ייתכן שנבקש לאמת את זהותכם לפני שנשיב.`,
        "בעל מאגר המידע: Maison Lumière, סדנת נרות בעבודת יד, נתניה, ישראל.",
      ],
    },
    {
      id: "changes",
      heading: "שינויים",
      body: [
        "אנו עשויים לעדכן מדיניות זו, למשל כשהחנות משתנה או כשהחוק משתנה. הגרסה התקפה היא תמיד זו המפורסמת בדף הזה; אם יחול שינוי מהותי, נודיע לכם על כך בדוא״ל או בהודעה באתר.",
      ],
    },
  ],
};

const termsHe: PageContent = {
  title: "תנאי מכירה",
  metaDescription:
    "תנאי המכירה של Maison Lumière: הזמנות, מחירים ב־ILS, USD או EUR, תשלום בעת המסירה, זמני משלוח, ביטול עסקה תוך 14 יום ואחריות.",
  intro:
    "תנאי מכירה אלה חלים על כל הזמנה שמתבצעת בחנות המקוונת של Maison Lumière. באישור ההזמנה אתם מאשרים שקראתם אותם ואתם מסכימים להם.",
  sections: [
    {
      id: "legal",
      heading: "1. מידע משפטי",
      body: [
        "החנות מופעלת על ידי Maison Lumière, סדנה לנרות שעוות סויה בעבודת יד, רחוב הרצל 12, נתניה 4240000, ישראל.",
        `- דוא״ל: ${EMAIL}\n- טלפון: ${PHONE}\n- שעות פעילות: ראשון עד חמישי 9:00–18:00, שישי 9:00–14:00`,
        "Maison Lumière הוא מותג לדוגמה: שם החברה, הכתובת ופרטי ההתקשרות שלמעלה הם ערכי הדגמה, שמפעיל החנות מחליף בפרטים שלו.",
      ],
    },
    {
      id: "orders",
      heading: "2. הזמנות",
      body: [
        "אפשר להזמין כאורחים או עם חשבון לקוח. לאחר בדיקת העגלה ממלאים את פרטי הקשר ואת הכתובת למשלוח, ולוחצים על „אישור ההזמנה”. ההזמנה נרשמת והפריטים נשמרים עבורכם במלאי.",
        "כל הזמנה מקבלת מספר פשוט, שאפשר למסור לנו בטלפון. תקבלו הודעת דוא״ל לאישור ההזמנה, ולאחר מכן הודעה כשהיא נשלחת וכשהיא נמסרת. אם הזמנתם בלי חשבון, הודעת האישור כוללת קישור פרטי למעקב אחר ההזמנה; אם יש לכם חשבון, תמצאו אותה ב„האזור האישי”.",
        "אפשר לבטל הזמנה כל עוד לא נשלחה: כתבו לנו או התקשרו וציינו את מספרה. ייתכן שנאלץ לבטל הזמנה אם פריט אזל מהמלאי או במקרה של טעות ברורה; במקרה כזה תקבלו הודעה בדוא״ל. מאחר ששום סכום אינו נגבה לפני המסירה, ביטול אינו עולה לכם דבר.",
      ],
    },
    {
      id: "prices",
      heading: "3. מחירים",
      body: [
        "המחירים מוצגים בשקלים (ILS), בדולרים אמריקאיים (USD) או באירו (EUR), לפי המטבע שבחרתם, וכוללים את כל המסים. מחירי הקטלוג נקבעים בשקלים; הסכומים בדולרים ובאירו מומרים לפי שער החליפין של החנות ומעוגלים לסנט.",
        "ההזמנה נערכת ומשולמת במטבע שנבחר בעת אישורה. המטבע, שער החליפין שהוחל וכל הסכומים נשמרים עם ההזמנה ואינם משתנים לאחר מכן, גם אם השערים משתנים.",
        "לסכום הביניים מתווספים דמי משלוח קבועים; סכומם מוצג בעגלה ולפני אישור ההזמנה. הנחת כמות חלה אוטומטית: 10% על 3 או 4 יחידות מאותו פריט, ו־15% החל מ־5 יחידות.",
        "אנו רשאים לשנות את מחירינו בכל עת; המחיר הקובע הוא המחיר המוצג ברגע שבו אתם מאשרים את ההזמנה.",
      ],
    },
    {
      id: "payment",
      heading: "4. תשלום",
      body: [
        "התשלום מתבצע רק בעת המסירה. לא נדרש שום תשלום באתר, ושום פרטי כרטיס אינם מוזנים או נשמרים בו. משלמים לשליח:",
        "- במזומן;\n- או בכרטיס אשראי (Visa, Mastercard, American Express): התשלום בכרטיס נגבה על ידי השליח בעת המסירה.",
        "הסכום לתשלום הוא סך ההזמנה, במטבע שנבחר בעת אישורה, כפי שהוא מופיע בהודעת האישור. ההזמנה נחשבת משולמת לאחר שנמסרה והסכום נגבה.",
      ],
    },
    {
      id: "delivery",
      heading: "5. משלוח",
      body: [
        "כל הזמנה נארזת ביד בסדנה ונשלחת בתוך 24 עד 48 שעות עבודה. זמני המשלוח המשוערים, מרגע השליחה:",
        "- ישראל: 3 עד 5 ימי עסקים\n- אירופה: 5 עד 7 ימי עסקים\n- שאר העולם: 7 עד 14 ימי עסקים",
        "בישראל המשלוחים מגיעים בימים ראשון עד חמישי. תקבלו הודעה בדוא״ל כשהחבילה נשלחת וכשהיא נמסרת. אם יש עיכוב משמעותי, צרו איתנו קשר ונאתר את החבילה מול חברת השילוח.",
        "במשלוחים אל מחוץ לישראל, מדינת היעד עשויה לגבות מכס או מסי יבוא; תשלומים אלה חלים על הנמען.",
      ],
    },
    {
      id: "withdrawal",
      heading: "6. ביטול עסקה",
      body: [
        "עומדים לרשותכם 14 יום מיום קבלת ההזמנה כדי לבטל את העסקה, בלי צורך לנמק.",
        "לשם כך, הודיעו לנו בדוא״ל או בטלפון וציינו את מספר ההזמנה, ולאחר מכן החזירו את הפריטים שלא נעשה בהם שימוש, במצבם ובאריזתם המקוריים. נר שכבר הודלק נחשב כנר שנעשה בו שימוש.",
        "נחזיר לכם את הסכום ששולם עבור הפריטים שהוחזרו, במטבע ההזמנה, לא יאוחר מ־14 יום לאחר שהגיעו חזרה לסדנה, בהעברה בנקאית או בדרך אחרת שנסכם איתכם. עלות ההחזרה חלה עליכם, אלא אם הפריט פגום או אינו תואם את ההזמנה.",
        "בנוסף לתקופה החוקית הזו, אנו מקבלים, כמחווה מסחרית, החזרה של מוצרים שלא נעשה בהם שימוש עד 30 יום מיום קבלתם, כמפורט בדף יצירת הקשר.",
      ],
    },
    {
      id: "guarantees",
      heading: "7. אחריות למוצרים",
      body: [
        "הנרות שלנו יצוקים בעבודת יד: הבדלים קלים בגוון, במרקם או בצורה הם חלק מאופיים ואינם פגם.",
        "בדקו את החבילה מיד עם קבלתה. על מוצר שהגיע שבור, פגום או שאינו תואם את ההזמנה יש להודיע לנו בתוך 48 שעות מקבלתו, עם מספר ההזמנה ותמונה של המוצר ושל האריזה. נציע לכם אז החלפה או החזר כספי, ללא עלות.",
        "התחייבויות אלה באות בנוסף לאחריות ולזכויות המוקנות לכם כצרכנים על פי דין, ואינן גורעות מהן.",
      ],
    },
    {
      id: "liability",
      heading: "8. הגבלת אחריות",
      body: [
        "נר הוא עדיין להבה גלויה. הקפידו על הוראות השימוש והתחזוקה המופיעות בכל דף מוצר ועל התווית:",
        "- לעולם אל תשאירו נר דולק ללא השגחה;\n- הרחיקו אותו מהישג ידם של ילדים ובעלי חיים;\n- הניחו אותו על משטח יציב ועמיד בחום, הרחק מכל חפץ דליק;\n- קצצו את הפתיל ל־5 מ״מ לפני כל הדלקה.",
        "Maison Lumière אינה אחראית לנזק שנגרם משימוש בניגוד להוראות אלה, או לאי־קיום התחייבות עקב כוח עליון. אין בתנאים אלה כדי לשלול אחריות שהחוק אינו מתיר לשלול.",
        "התמונות והתיאורים של המוצרים נאמנים למציאות ככל האפשר; עם זאת, הגוונים עשויים להיראות מעט שונים בהתאם למסך.",
      ],
    },
    {
      id: "disputes",
      heading: "9. סכסוכים",
      body: [
        "על תנאים אלה חל הדין הישראלי. אם מתעוררת בעיה, פנו אלינו קודם: ננסה למצוא איתכם פתרון בהסכמה.",
        "בהיעדר הסכמה, כל סכסוך יובא בפני בתי המשפט המוסמכים בנתניה או בתל אביב, בלי לגרוע מהזכויות שמקנה לכם כצרכנים הדין של ארץ מגוריכם.",
        "כמו כל הדף הזה, סעיף זה הוא נוסח לדוגמה, שמפעיל החנות מתאים למצבו.",
      ],
    },
  ],
};

const installHe: PageContent = {
  title: "התקנת האפליקציה",
  metaDescription:
    "התקינו את החנות של Maison Lumière בטלפון: פתיחה ממסך הבית, גלישה גם בלי חיבור לרשת והתראות. לאייפון ולאנדרואיד.",
  intro:
    "את החנות של Maison Lumière אפשר להתקין כאפליקציה בטלפון, בטאבלט או במחשב, בלי לעבור דרך חנות אפליקציות. היא כמעט לא תופסת מקום ומתעדכנת מעצמה.",
  sections: [
    {
      id: "benefits",
      heading: "למה להתקין?",
      body: [
        "- עובדת גם בלי חיבור לרשת: דפים שכבר ביקרתם בהם נשארים זמינים.\n- גישה מהירה: סמל במסך הבית פותח את החנות במסך מלא, בלי שורת כתובת.\n- התראות: אם תאשרו אותן, האפליקציה תוכל לעדכן אתכם בחידושים מהסדנה.",
        "אם הדפדפן שלכם תומך בכך, מספיק ללחוץ על כפתור „התקנה” שבדף הזה. אחרת, פעלו לפי ההוראות שלהלן.",
      ],
    },
    {
      id: "iphone",
      heading: "באייפון ובאייפד (Safari)",
      body: [
        "1. פתחו את החנות ב־Safari.",
        "2. הקישו על כפתור השיתוף (הריבוע עם החץ הפונה למעלה) – בתחתית המסך באייפון, בחלקו העליון באייפד.",
        "3. גללו ברשימה והקישו על „הוספה למסך הבית”.",
        "4. הקישו על „הוסף” בפינה העליונה: הסמל של Maison Lumière יופיע במסך הבית.",
      ],
    },
    {
      id: "android",
      heading: "באנדרואיד (Chrome)",
      body: [
        "1. פתחו את החנות ב־Chrome.",
        "2. הקישו על התפריט ⋮ בפינה העליונה של המסך.",
        "3. הקישו על „התקנת האפליקציה” או על „הוספה למסך הבית”, בהתאם לגרסת Chrome שלכם.",
        "4. אשרו בהקשה על „התקנה”: האפליקציה תופיע במסך הבית וברשימת האפליקציות.",
      ],
    },
    {
      id: "installed",
      heading: "לאחר ההתקנה",
      body: [
        "האפליקציה נפתחת כמו כל אפליקציה אחרת, במסך מלא, ותמיד מציגה את הגרסה העדכנית ביותר של החנות: קטלוג, עגלה, מועדפים וחשבון.",
        "לצוות הסדנה: גם ממשק הניהול, בכתובת ‎/admin, מותקן כאפליקציה נפרדת עם סמל משלה, כדי לעקוב אחר ההזמנות והמלאי מהטלפון.",
      ],
    },
  ],
};

// =============================================================================================
// Russian (ru)
// =============================================================================================

const privacyRu: PageContent = {
  title: "Политика конфиденциальности",
  metaDescription:
    "Какие данные собирает Maison Lumière и зачем, где они хранятся, какие cookie мы используем и как воспользоваться своими правами по GDPR.",
  intro:
    "Maison Lumière — небольшая мастерская свечей ручной работы. Мы собираем только те данные, которые нужны, чтобы выполнить ваш заказ, ответить вам и, с вашего согласия, улучшить магазин. Мы никогда не продаём и не сдаём ваши данные в аренду. На этой странице рассказано, что мы собираем, зачем и как вы можете воспользоваться своими правами.",
  sections: [
    {
      id: "collection",
      heading: "1. Сбор данных",
      body: [
        "Мы собираем только те данные, которые вы сами нам сообщаете или без которых магазин не может работать:",
        "- Учётная запись: имя, адрес электронной почты, пароль (хранится в виде хеша, никогда в открытом виде), телефон и адрес, если вы их указали, ваше избранное и бонусные баллы.\n- Заказы: имя, e-mail, телефон, адрес доставки, заказанные товары, валюта и суммы, история статусов заказа.\n- Рассылка: ваш адрес электронной почты, а также дата и время, когда вы дали согласие.\n- Сообщения через форму обратной связи: имя, e-mail, тема и текст сообщения.\n- Отзывы: оценка и комментарий, которые вы публикуете о товаре.\n- Веб-аналитика, только если вы на неё согласились: просмотренные страницы, глубина прокрутки страниц товаров, тип устройства (телефон, планшет или компьютер).",
        "Данные вашей банковской карты к нам никогда не попадают: оплата производится только при получении, наличными или картой у курьера.",
      ],
    },
    {
      id: "use",
      heading: "2. Использование данных",
      body: [
        "Мы используем ваши данные только для того, чтобы:",
        "- собрать, доставить и отслеживать ваши заказы и присылать связанные с ними письма (подтверждение, отправка, доставка);\n- обслуживать вашу учётную запись: подтверждение e-mail, сброс пароля, избранное и программа лояльности;\n- присылать нашу рассылку, если вы на неё подписались; в каждом письме есть ссылка для отписки;\n- отвечать на ваши сообщения;\n- в обобщённом виде понимать, как используется магазин, чтобы его улучшать, — если вы согласились на веб-аналитику.",
        "Правовые основания: исполнение договора — для заказов и учётной записи; ваше согласие — для рассылки и веб-аналитики; наш законный интерес — чтобы отвечать на ваши сообщения и обеспечивать безопасность магазина; требования закона, в том числе бухгалтерского учёта, — для хранения документов по заказам.",
        "Мы не продаём, не сдаём в аренду и не обмениваем ваши данные. Они передаются только службе доставки, которая везёт вашу посылку (имя, адрес, телефон), и только для этой доставки, а также, при необходимости, почтовому сервису, через который отправляются наши письма.",
      ],
    },
    {
      id: "protection",
      heading: "3. Защита данных",
      body: [
        "Ваши данные хранятся в базе данных на нашем собственном сервере, а не на сторонней торговой платформе. Соединение с магазином зашифровано (HTTPS), пароли хранятся в виде хешей, а доступ к панели управления есть только у команды мастерской: у каждого своя учётная запись и права, ограниченные его ролью, а также доступна двухэтапная проверка.",
        "Данные заказов мы храним столько, сколько требуют закон и правила бухгалтерского учёта; данные учётной записи — пока она существует; адрес для рассылки — пока вы не отпишетесь; сообщения — пока не будет решён ваш вопрос. Данные веб-аналитики используются только для статистики.",
      ],
    },
    {
      id: "cookies",
      heading: "4. Файлы cookie",
      body: [
        "Cookie, без которых магазин не работает, устанавливает только наш собственный сайт, и все они помечены как HTTP-only: скрипты на странице не могут их прочитать.",
        "- Сессия: сохраняет вход в вашу учётную запись; продлевается, пока вы пользуетесь магазином, и завершается, когда вы выходите.\n- Корзина: запоминает вашу корзину, когда вы не вошли в учётную запись (90 дней).\n- Язык: запоминает выбранный язык (1 год).\n- Валюта: запоминает выбранную валюту — ILS, USD или EUR (1 год).\n- Посетитель: анонимный идентификатор, который нужен только для того, чтобы показывать реальное число людей, смотрящих товар в данный момент (1 год).",
        "Эти cookie не используются ни для рекламы, ни для слежения. Веб-аналитика включается только после вашего согласия в баннере о cookie: пока вы не нажали «Принять», ни один скрипт аналитики не загружается. Данные аналитики отправляются на наш собственный сервер, а страницы панели управления никогда не учитываются. Если вы нажмёте «Отклонить», магазин будет работать точно так же.",
        "Вы можете изменить решение в любой момент, удалив данные этого сайта в браузере: баннер появится снова.",
      ],
    },
    {
      id: "rights",
      heading: "5. Ваши права (GDPR)",
      body: [
        "В соответствии с Общим регламентом ЕС по защите данных (GDPR) и израильским Законом о защите частной жизни у вас есть следующие права:",
        "- Право на доступ: узнать, какие данные о вас у нас есть, и получить их копию.\n- Право на исправление: исправить неточные данные; большую часть можно изменить прямо в «Личном кабинете».\n- Право на удаление: потребовать удалить ваши данные, кроме тех, которые закон обязывает нас хранить, например бухгалтерских документов по заказам.\n- Право на переносимость: получить свои данные в структурированном машиночитаемом формате.\n- Право на возражение: возразить против обработки, в частности против рассылки и веб-аналитики.\n- Отзыв согласия: в любой момент, без влияния на то, что было сделано раньше.",
        "Чтобы воспользоваться этими правами, напишите нам (см. раздел «Контакты»); мы ответим не позднее чем через месяц. Если вы считаете, что ваши права нарушены, вы можете обратиться в компетентный орган по защите данных: в Израиле — в Управление по защите частной жизни, в Европейском союзе — в надзорный орган вашей страны.",
      ],
    },
    {
      id: "contact",
      heading: "6. Контакты",
      body: [
        `По любым вопросам о ваших данных или чтобы воспользоваться своими правами, напишите нам на ${EMAIL} с адреса, который вы используете в магазине, или укажите его в письме. Прежде чем ответить, мы можем попросить вас подтвердить свою личность.`,
        "Оператор данных: Maison Lumière, мастерская свечей ручной работы, Нетания, Израиль.",
      ],
    },
    {
      id: "changes",
      heading: "Изменения",
      body: [
        "Мы можем обновлять эту политику, например когда меняется магазин или законодательство. Действующей всегда является версия, опубликованная на этой странице; о существенных изменениях мы сообщим вам по электронной почте или объявлением на сайте.",
      ],
    },
  ],
};

const termsRu: PageContent = {
  title: "Условия продажи",
  metaDescription:
    "Условия продажи Maison Lumière: заказы, цены в ILS, USD или EUR, оплата при получении, сроки доставки, 14 дней на отказ от покупки, гарантии.",
  intro:
    "Настоящие условия продажи применяются ко всем заказам в интернет-магазине Maison Lumière. Подтверждая заказ, вы подтверждаете, что прочитали их и согласны с ними.",
  sections: [
    {
      id: "legal",
      heading: "1. Юридическая информация",
      body: [
        "Магазин принадлежит Maison Lumière — мастерской свечей ручной работы из соевого воска: ул. Герцль, 12, Нетания 4240000, Израиль.",
        `- E-mail: ${EMAIL}\n- Телефон: ${PHONE}\n- Часы работы: с воскресенья по четверг с 9:00 до 18:00, в пятницу с 9:00 до 14:00`,
        "Maison Lumière — демонстрационный бренд: название компании, адрес и контактные данные выше — это примеры, которые владелец магазина заменяет своими.",
      ],
    },
    {
      id: "orders",
      heading: "2. Заказы",
      body: [
        "Оформить заказ можно как гость или с учётной записью. Проверив корзину, вы указываете свои контактные данные и адрес доставки и нажимаете «Подтвердить заказ». После этого заказ регистрируется, а товары резервируются на нашем складе.",
        "Каждый заказ получает простой номер, который легко продиктовать по телефону. Вы получите письмо с подтверждением, а затем письма при отправке и при доставке заказа. Если вы оформили заказ без учётной записи, в письме с подтверждением будет личная ссылка для отслеживания заказа; если с учётной записью — заказ можно найти в «Личном кабинете».",
        "Заказ можно отменить, пока он не отправлен: напишите или позвоните нам и назовите его номер. Мы можем отменить заказ, если товар закончился на складе или в случае очевидной ошибки; в этом случае мы сообщим вам по e-mail. Поскольку до доставки деньги не списываются, отмена вам ничего не стоит.",
      ],
    },
    {
      id: "prices",
      heading: "3. Цены",
      body: [
        "Цены указаны в израильских шекелях (ILS), долларах США (USD) или евро (EUR) — в зависимости от выбранной вами валюты — и включают все налоги. Цены каталога установлены в шекелях; суммы в долларах и евро пересчитываются по курсу магазина и округляются до цента.",
        "Заказ оформляется и оплачивается в валюте, выбранной при его подтверждении. Валюта, применённый курс и все суммы сохраняются вместе с заказом и больше не меняются, даже если курс изменится.",
        "К промежуточной сумме добавляется фиксированная стоимость доставки; она указана в корзине и перед подтверждением заказа. Скидка за количество применяется автоматически: 10 % за 3 или 4 единицы одного товара, 15 % — от 5 единиц.",
        "Мы можем изменять цены в любое время; действует цена, указанная в момент подтверждения вашего заказа.",
      ],
    },
    {
      id: "payment",
      heading: "4. Оплата",
      body: [
        "Оплата производится только при получении. На сайте оплата не запрашивается, и данные банковских карт на нём не вводятся и не хранятся. Вы платите курьеру:",
        "- наличными;\n- или банковской картой (Visa, Mastercard, American Express): оплату картой принимает курьер в момент доставки.",
        "К оплате — итоговая сумма заказа в валюте, выбранной при его подтверждении, как указано в письме с подтверждением. Заказ считается оплаченным после того, как он доставлен и сумма получена.",
      ],
    },
    {
      id: "delivery",
      heading: "5. Доставка",
      body: [
        "Каждый заказ упаковывается вручную в мастерской и отправляется в течение 24–48 рабочих часов. Ориентировочные сроки доставки с момента отправки:",
        "- Израиль: 3–5 рабочих дней\n- Европа: 5–7 рабочих дней\n- Остальной мир: 7–14 рабочих дней",
        "В Израиле доставка осуществляется с воскресенья по четверг. Мы сообщим вам по e-mail об отправке и о доставке посылки. При серьёзной задержке свяжитесь с нами — мы выясним, где посылка, у службы доставки.",
        "При доставке за пределы Израиля страна назначения может взимать таможенные пошлины или налоги на ввоз; их оплачивает получатель.",
      ],
    },
    {
      id: "withdrawal",
      heading: "6. Право на отказ от покупки",
      body: [
        "У вас есть 14 дней с момента получения заказа, чтобы отказаться от покупки без объяснения причин.",
        "Для этого сообщите нам по e-mail или по телефону номер заказа, а затем верните неиспользованные товары в их первоначальном состоянии и упаковке. Свеча, которую уже зажигали, считается использованной.",
        "Мы вернём сумму, уплаченную за возвращённые товары, в валюте заказа не позднее чем через 14 дней после их поступления в мастерскую — банковским переводом или другим согласованным с вами способом. Расходы на возврат несёте вы, если только товар не оказался бракованным или не соответствует заказу.",
        "Помимо этого установленного законом срока, мы в качестве жеста доброй воли принимаем неиспользованные товары обратно в течение 30 дней после получения, как указано на странице «Контакты».",
      ],
    },
    {
      id: "guarantees",
      heading: "7. Гарантии",
      body: [
        "Наши свечи отливаются вручную: небольшие различия в оттенке, поверхности или форме — часть их характера, а не брак.",
        "Проверьте посылку сразу при получении. О товаре, который пришёл разбитым, повреждённым или не соответствующим заказу, нужно сообщить нам в течение 48 часов после получения, указав номер заказа и приложив фото товара и упаковки. Мы предложим вам бесплатную замену или возврат денег.",
        "Эти обязательства действуют в дополнение к гарантиям, которые предоставляет вам закон как потребителю, и не ограничивают их.",
      ],
    },
    {
      id: "liability",
      heading: "8. Ответственность",
      body: [
        "Свеча — это открытый огонь. Соблюдайте рекомендации по использованию и уходу, указанные на странице каждого товара и на этикетке:",
        "- никогда не оставляйте горящую свечу без присмотра;\n- держите её в недоступном для детей и животных месте;\n- ставьте её на устойчивую термостойкую поверхность, вдали от легковоспламеняющихся предметов;\n- перед каждым зажиганием подрезайте фитиль до 5 мм.",
        "Maison Lumière не несёт ответственности за ущерб, вызванный использованием вопреки этим рекомендациям, а также за неисполнение обязательств вследствие форс-мажора. Ничто в настоящих условиях не исключает ответственности, исключать которую не позволяет закон.",
        "Фотографии и описания товаров максимально точны, однако в зависимости от экрана оттенки могут немного отличаться.",
      ],
    },
    {
      id: "disputes",
      heading: "9. Споры",
      body: [
        "Настоящие условия регулируются законодательством Израиля. Если возникла проблема, сначала свяжитесь с нами: мы постараемся найти решение по взаимному согласию.",
        "Если договориться не удастся, спор передаётся на рассмотрение компетентного суда Нетании или Тель-Авива; это не ограничивает прав, которые предоставляет вам как потребителю закон страны вашего проживания.",
        "Как и вся эта страница, этот пункт — демонстрационный текст, который владелец магазина адаптирует к своей ситуации.",
      ],
    },
  ],
};

const installRu: PageContent = {
  title: "Установить приложение",
  metaDescription:
    "Установите магазин Maison Lumière на телефон: быстрый запуск с главного экрана, работа без интернета и уведомления. Для iPhone и Android.",
  intro:
    "Магазин Maison Lumière можно установить как приложение на телефон, планшет или компьютер — без магазина приложений. Оно почти не занимает места и обновляется само.",
  sections: [
    {
      id: "benefits",
      heading: "Зачем устанавливать?",
      body: [
        "- Работает без интернета: уже открытые страницы остаются доступны даже без сети.\n- Быстрый доступ: значок на главном экране открывает магазин во весь экран, без адресной строки.\n- Уведомления: если вы их разрешите, приложение сможет сообщать о новинках мастерской.",
        "Если ваш браузер это поддерживает, достаточно нажать кнопку «Установить» на этой странице. Если нет, следуйте инструкциям ниже.",
      ],
    },
    {
      id: "iphone",
      heading: "На iPhone и iPad (Safari)",
      body: [
        "1. Откройте магазин в Safari.",
        "2. Нажмите кнопку «Поделиться» (квадрат со стрелкой вверх) — внизу экрана на iPhone, вверху на iPad.",
        "3. Прокрутите список и выберите «На экран „Домой“».",
        "4. Нажмите «Добавить» в правом верхнем углу: значок Maison Lumière появится на главном экране.",
      ],
    },
    {
      id: "android",
      heading: "На Android (Chrome)",
      body: [
        "1. Откройте магазин в Chrome.",
        "2. Нажмите на меню ⋮ в правом верхнем углу экрана.",
        "3. Выберите «Установить приложение» или «Добавить на главный экран» — в зависимости от версии Chrome.",
        "4. Подтвердите, нажав «Установить»: приложение появится на главном экране и в списке приложений.",
      ],
    },
    {
      id: "installed",
      heading: "После установки",
      body: [
        "Приложение открывается, как любое другое, во весь экран и всегда показывает самую свежую версию магазина: каталог, корзину, избранное и учётную запись.",
        "Для команды мастерской: панель управления по адресу /admin тоже устанавливается как отдельное приложение со своим значком, чтобы следить за заказами и складом с телефона.",
      ],
    },
  ],
};

// =============================================================================================
// The three pages, in the order privacy, terms, install
// =============================================================================================

export const legalPages: SeedPage[] = [
  { slug: "privacy", content: { fr: privacyFr, en: privacyEn, he: privacyHe, ru: privacyRu } },
  { slug: "terms", content: { fr: termsFr, en: termsEn, he: termsHe, ru: termsRu } },
  { slug: "install", content: { fr: installFr, en: installEn, he: installHe, ru: installRu } },
];
