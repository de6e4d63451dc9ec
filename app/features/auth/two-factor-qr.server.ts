/**
 * The QR code of a two-factor set-up, drawn on the server as SVG (the qrcode package never reaches
 * the browser) and handed to the page as a data: image, which the CSP allows (img-src data:).
 */
import QRCode from "qrcode";

export async function totpQrCode(totpURI: string): Promise<string> {
  const svg = await QRCode.toString(totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * A set-up in progress, as the confirm form sends it back (the otpauth URI and the backup codes in
 * hidden fields), so that a wrong code shows the same QR code again; anything malformed is dropped.
 */
export async function echoedTwoFactorSetup(formData: FormData) {
  const totpURI = formData.get("totpURI");
  if (typeof totpURI !== "string" || !totpURI.startsWith("otpauth://totp/") || totpURI.length > 500) return undefined;
  let secret = "";
  try {
    secret = new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return undefined;
  }
  const backupCodes = formData
    .getAll("backupCode")
    .filter((code): code is string => typeof code === "string" && /^[A-Za-z0-9-]{4,64}$/.test(code))
    .slice(0, 20);
  return { totpURI, secret, backupCodes, qrCode: await totpQrCode(totpURI) };
}
