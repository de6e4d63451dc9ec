/**
 * The QR code of a two-factor set-up, drawn on the server as SVG (the qrcode package never reaches
 * the browser) and handed to the page as a data: image, which the CSP allows (img-src data:).
 */
import QRCode from "qrcode";

export async function totpQrCode(totpURI: string): Promise<string> {
  const svg = await QRCode.toString(totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
