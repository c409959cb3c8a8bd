import * as v from 'valibot';
import { parse as parseYaml, stringify } from 'yaml';
import { EDITOR_SCHEMAS, editorConfig } from '@/lib/editor-config';
import { field, matching } from './fields';
import { ContentFileError, parseDataFile } from './files';
import { testimonialFields, testimonialsFile, testimonialsFileOf, TESTIMONIALS_FILE } from './testimonials';
import { fixture, readFixture } from '@/tests/content-fixtures';

/**
 * A new optional field is one edit: added to a collection's schema (here the testimonials', the one
 * line below), the editor's form shows it, the type has it and the build's check holds a file to it.
 * The file is the fixture copy of content/testimonials.yml (tests/fixtures/content/).
 */
const VIDEO = /^https:\/\/[^\s]+$/;
const withVideo = testimonialsFileOf([
  ...testimonialFields,
  field({ name: 'video', label: 'Video', widget: 'string', required: false, hint: 'A link to the client saying it, if they recorded it.', schema: v.optional(matching(VIDEO, 'an https:// link')) }),
]);

type Form = { name: string; label: string; widget: string; required: boolean; hint?: string; fields?: Form[] };
const testimonialsForm = (schemas = EDITOR_SCHEMAS) => {
  const siteData = editorConfig({}, schemas).collections.find((c) => c.name === 'site_data');
  const list = siteData?.files?.find((f) => f.name === 'testimonials')?.fields[0] as Form | undefined;
  return list?.fields ?? [];
};

/** The fixture file with the first testimonial's video set. */
const withVideoValue = (value: unknown) => {
  const data = parseYaml(readFixture('testimonials.yml')) as { testimonials: Record<string, unknown>[] };
  data.testimonials[0]!.video = value;
  return stringify(data);
};

describe('a new optional field, added to one collection\'s schema', () => {
  it('is in the editor\'s form, with its label, widget and hint, not required', () => {
    expect(testimonialsForm().map((f) => f.name)).toEqual(['testimonial', 'market', 'by', 'imgSrc', 'provenance']);
    expect(testimonialsForm({ ...EDITOR_SCHEMAS, testimonials: withVideo }).find((f) => f.name === 'video')).toEqual({
      name: 'video',
      label: 'Video',
      widget: 'string',
      required: false,
      hint: 'A link to the client saying it, if they recorded it.',
    });
  });

  it('is in the type and the checked value, and a file without it still passes', () => {
    const { testimonials } = parseDataFile(fixture(TESTIMONIALS_FILE.replace(/^content\//, '')), withVideoValue('https://video.example/robin'), withVideo);
    // The type has it: a string, as the schema checks it (tsc fails this line if the type lacks it).
    const video: string | undefined = testimonials[0]!.video;
    expect(video).toBe('https://video.example/robin');
    expect(testimonials[1]!.video).toBeUndefined();
    expect(() => parseDataFile(fixture('testimonials.yml'), readFixture('testimonials.yml'), withVideo)).not.toThrow();
  });

  it('is checked by the build: a wrong value is refused naming the field, and without the edit the field is refused as unknown', () => {
    expect(() => parseDataFile(fixture('testimonials.yml'), withVideoValue('not a link'), withVideo)).toThrow(
      new ContentFileError(fixture('testimonials.yml'), 'testimonials[0].video must be an https:// link (got "not a link")'),
    );
    expect(() => parseDataFile(fixture('testimonials.yml'), withVideoValue('https://video.example/robin'), testimonialsFile)).toThrow(/testimonials\[0\]\.video is not a known field/);
  });
});
