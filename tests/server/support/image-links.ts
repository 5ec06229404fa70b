import { randomBytes } from 'node:crypto';
import { ProductImageSigner } from '../../../server/domain/image-signature';
import { imageLinks, type ImageLinks } from '../../../server/services/product-images';

/** Image links for services called without an app: at http://localhost, signed with a key of their own. */
export function testImageLinks(): ImageLinks {
  return imageLinks('http://localhost', { signer: new ProductImageSigner(randomBytes(32)), now: () => new Date() });
}
