import { isUploadedPhoto, photoSrcSet, sizedPhoto } from './photos';

describe('uploaded photos', () => {
  it('knows an upload from a drawing or a photo elsewhere', () => {
    expect(isUploadedPhoto('/images/uploads/site-visit.jpg')).toBe(true);
    expect(isUploadedPhoto('/images/uploads/Site_Visit.JPEG')).toBe(true);
    expect(isUploadedPhoto('/images/uploads/plan.svg')).toBe(false);
    expect(isUploadedPhoto('/images/blog/some-post.svg')).toBe(false);
    expect(isUploadedPhoto('/images/uploads/../secret.jpg')).toBe(false);
  });

  it('names each width and format of an upload under /images/sized/', () => {
    expect(sizedPhoto('/images/uploads/site-visit.jpg', 640, 'avif')).toBe('/images/sized/site-visit-640.avif');
    expect(photoSrcSet('/images/uploads/a.png', 'webp')).toBe('/images/sized/a-640.webp 640w, /images/sized/a-1200.webp 1200w');
    expect(() => sizedPhoto('/images/blog/x.svg', 640, 'webp')).toThrow('not an uploaded photo');
  });
});
