/** A deposit address as the player sees it, with its QR code (an SVG data URL). */
import QRCode from 'qrcode';
import { CHAIN_COIN_FACTS, type DepositAddress } from '@/contracts/payments';
import type { AddressRow } from './addresses-repository';

/** What the QR code carries: the XRP URI form with its tag (`dt`), else the bare address. */
function qrPayload(row: AddressRow): string {
  return row.tag === null ? row.address : `ripple:${row.address}?dt=${row.tag}`;
}

export async function addressView(row: AddressRow): Promise<DepositAddress> {
  const svg = await QRCode.toString(qrPayload(row), {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  const facts = CHAIN_COIN_FACTS[row.coin];
  return {
    balanceType: row.coin,
    address: row.address,
    tag: row.tag,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    network: facts.network,
    confirmations: facts.confirmations,
  };
}
