/**
 * Courier applications without HTTP: the documents must be the applicant's own uploads, a user has one open
 * application at a time, and after a rejection may apply again.
 */
import { PNG } from '../helpers.ts';
import { freshContext, refusal, userIdOf } from './helpers.ts';
import { DEMO_EMAIL, FRIEND_EMAIL } from '../../src/db/seed.ts';
import { applyAsCourier, latestCourierApplication, type CourierApplication } from '../../src/services/deliveryman-requests.ts';
import { saveUpload } from '../../src/services/uploads.ts';

const ctx = freshContext();
const form = (documents: string[]): CourierApplication => ({ name: 'Ann Rider', city: 'Washington', phone: '+1 (202) 555-0199', vehicle_type: 'bicycle', documents });

describe('applyAsCourier', () => {
  it("refuses another user's upload and a path that is no upload of this API, and files nothing", () => {
    const demo = userIdOf(ctx(), DEMO_EMAIL);
    const friends = saveUpload(ctx(), userIdOf(ctx(), FRIEND_EMAIL), 'documents', 'image/png', 'png', PNG);
    for (const documents of [[friends], ['https://elsewhere.example/licence.png'], ['/api/v1/media/uploads/not-an-id.png']]) {
      expect(() => applyAsCourier(ctx(), demo, form(documents))).toThrow(refusal(422, { documents: ['The selected documents is invalid.'] }));
    }
    expect(latestCourierApplication(ctx(), demo)).toBeUndefined();
  });

  it('files it as new, the phone normalised and each document once; a second one is refused until the first is rejected', () => {
    const demo = userIdOf(ctx(), DEMO_EMAIL);
    const licence = saveUpload(ctx(), demo, 'documents', 'image/png', 'png', PNG);
    const filed = applyAsCourier(ctx(), demo, form([licence, licence]));
    expect(filed).toMatchObject({ name: 'Ann Rider', city: 'Washington', phone: '+12025550199', vehicle_type: 'bicycle', documents: [licence], status: 'new' });
    expect(latestCourierApplication(ctx(), demo)).toEqual(filed);
    expect(() => applyAsCourier(ctx(), demo, form([licence]))).toThrow(refusal(422, { name: ['You have already applied'] }));
    ctx().db.run("UPDATE deliveryman_requests SET status = 'rejected' WHERE id = ?", [filed.id]);
    const again = applyAsCourier(ctx(), demo, form([licence]));
    expect(again.id).not.toBe(filed.id);
    expect(latestCourierApplication(ctx(), demo)).toEqual(again);
  });
});
