/**
 * DEMO DATA: the legal and install pages of the invented demo brand Maison Lumière (handmade
 * soy-wax candles from a workshop in Netanya, Israel): the privacy policy, the terms of sale and
 * the "install the app" page. The company details (address, phone "+972 9 000 0000", the
 * ".example" e-mail address) are placeholders that the owner replaces in the admin, and the legal
 * wording is demo wording, not legal advice.
 *
 * The texts describe what this shop really does (AMENDMENTS.md wins over SPEC.md):
 * - pay on delivery only, in cash or by card (Visa, Mastercard, American Express) taken by the
 *   courier at delivery; SPEC.md §9's "card payment" is read that way;
 * - prices in ILS, USD or EUR, taxes included; an order keeps the currency and rate chosen at
 *   checkout (AMENDMENTS 3); readable order numbers and status e-mails (AMENDMENTS 6, 7);
 * - HTTP-only cookies for the session, the guest cart, the language, the currency and the
 *   anonymous visitor id of the "people viewing" count (AMENDMENTS 9, 10, 14); first-party
 *   analytics only after consent (AMENDMENTS 15); newsletter consent and time (AMENDMENTS 12);
 * - SPEC.md §9: 14-day withdrawal from receipt, defects reported within 48 h, delivery Israel
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
        "Vos données sont conservées dans la base de données de notre propre serveur, et non sur une plateforme de commerce tierce. Les échanges avec la boutique sont chiffrés (HTTPS), les mots de passe sont stockés sous forme hachée, et l'espace d'administration est réservé à l'équipe de l'atelier : chacun y dispose de son propre compte et de droits limités à son rôle, avec une validation en deux étapes.",
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
        "Your data is kept in the database of our own server, not on a third-party commerce platform. Traffic to and from the shop is encrypted (HTTPS), passwords are stored as hashes, and the back office is restricted to the workshop team: each person has their own account, rights limited to their role, and two-step verification.",
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

export const legalPages: SeedPage[] = [
  { slug: "privacy", content: { fr: privacyFr, en: privacyEn, he: privacyEn, ru: privacyEn } },
  { slug: "terms", content: { fr: termsFr, en: termsEn, he: termsEn, ru: termsEn } },
  { slug: "install", content: { fr: installFr, en: installEn, he: installEn, ru: installEn } },
];
