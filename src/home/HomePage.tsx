// The home view: banners (one linked to a notice opens its detail, /detail/notice/:id, when the user's routes have it),
// published notices (更多 opens 公告查询 when the menu has it) and the user's recent views;
// banners and notices are read again each time the view shows.
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Card, Carousel, Col, Empty, Row } from 'antd';
import { client } from '../http/api';
import { shellCall, shellCallPermission } from '../http/calls';
import { mayCall } from '../session/callAccess';
import { useLocale } from '../i18n/useLocale';
import { useSession } from '../session/store';
import { readRecent } from '../layout/recent';
import { resolveView, titleText } from '../layout/resolve';
import { HomeList } from './HomeList';
import { cssImage, safeLink } from './links';

/** The notices list (公告查询) the notices card links to, when the user's menu has it. */
const NOTICES_PATH = '/notices';
/** The notice detail route a banner linked to a notice opens (schemas/menus/info.json noticeDetail). */
const NOTICE_DETAIL_PATH = '/detail/notice/:id';

interface Banner {
  id: string;
  title: string;
  imageUrl?: string;
  linkUrl?: string;
  /** a published notice the banner opens */
  noticeId?: string;
}
interface Notice {
  id: string;
  title: string;
  publishedTime?: string;
  url?: string;
}

export default function HomePage({ navigate, active }: { navigate: (p: string) => void; active: boolean }) {
  const { t, locale } = useLocale();
  const session = useSession();
  // a recent view's title in the current language, from its route (the stored title is the one of its visit)
  const recentTitle = (path: string, stored: string): string => {
    const r = resolveView(path, session.routes);
    if (r.kind === 'home') return t('home');
    if (r.kind === 'epc') return t('epc');
    return r.kind === 'screen' ? titleText(r.route.title, locale) : stored;
  };
  const [banners, setBanners] = useState<Banner[]>([]);
  const [notices, setNotices] = useState<Notice[]>([]);
  // the slide shown: only its link takes focus (the others are aria-hidden; a focusable link in them is an axe violation)
  const [slide, setSlide] = useState(0);
  // re-read when home shows again: it stays mounted while other views are visited
  const recent = useMemo(() => (active ? readRecent(String(session.user?.id ?? '')) : []), [active, session.user]);

  const mayNotices = mayCall(shellCallPermission('notice.search'), session.routes);
  // loaded each time home shows: a banner or notice published meanwhile appears without a reload
  useEffect(() => {
    if (!active) return;
    client
      .call<{ data?: Banner[] }>({ ...shellCall('home.banners'), quiet: true })
      .then((a) => setBanners(Array.isArray(a.data) ? a.data : []))
      .catch(() => setBanners([]));
    // only asked by a user the gateway lets read them (its menu has 公告查询 or 轮播图): never a 403
    if (!mayNotices) return;
    client
      .call<{ data?: { list?: Notice[] } }>({
        ...shellCall('notice.search', { body: { state: 'PUBLISHED', size: 5, current: 1 } }),
        quiet: true,
      })
      .then((a) => setNotices(a.data?.list ?? []))
      .catch(() => setNotices([]));
  }, [active, mayNotices]);
  const noticesRoute = session.routes.some((r) => r.path === NOTICES_PATH);
  const noticeDetailRoute = session.routes.some((r) => r.path === NOTICE_DETAIL_PATH);
  /** A banner's link: its notice's detail (in a tab) when it has one the user may open, else its URL (a new window). */
  const bannerLink = (b: Banner) =>
    b.noticeId && noticeDetailRoute
      ? {
          href: `#/detail/notice/${encodeURIComponent(b.noticeId)}`,
          onClick: (e: MouseEvent) => {
            e.preventDefault();
            navigate(`/detail/notice/${encodeURIComponent(b.noticeId!)}`);
          },
        }
      : { href: safeLink(b.linkUrl), target: '_blank', rel: 'noreferrer' };

  return (
    <div data-testid="home">
      <Card title={t('banners')} size="small" style={{ marginBottom: 12 }}>
        {banners.length ? (
          // infinite off: no cloned slides, whose copies of the links would be focusable inside aria-hidden slides
          <Carousel autoplay infinite={false} afterChange={setSlide}>
            {banners.map((b, i) => (
              <div key={b.id}>
                <a
                  {...bannerLink(b)}
                  tabIndex={i === slide ? 0 : -1}
                  data-testid="home-banner"
                  data-notice={b.noticeId || undefined}
                >
                  {/* the blue stays under the image, so the white title still reads when the image fails to load */}
                  <div
                    style={{
                      height: 160,
                      background: cssImage(b.imageUrl) ? `${cssImage(b.imageUrl)} center/cover, #1677ff` : '#1677ff',
                      color: '#fff',
                      fontSize: 22,
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                    }}
                  >
                    {b.title}
                  </div>
                </a>
              </div>
            ))}
          </Carousel>
        ) : (
          <Empty description={t('noData')} />
        )}
      </Card>
      <Row gutter={12}>
        {/* without the permission to read notices the card is not shown (it could only stay empty) */}
        {mayNotices && (
          <Col span={14}>
            <Card
              title={t('notices')}
              size="small"
              extra={
                noticesRoute ? (
                  <a data-testid="home-notices-more" onClick={() => navigate(NOTICES_PATH)}>
                    {t('more')}
                  </a>
                ) : undefined
              }
            >
              <HomeList
                items={notices}
                itemKey={(n) => n.id}
                emptyText={t('noData')}
                render={(n) => (
                  <>
                    {/* title left, date right, whether or not the notice links somewhere */}
                    <span className="home-notice-title">
                      {safeLink(n.url) ? (
                        <a href={safeLink(n.url)} target="_blank" rel="noreferrer">
                          {n.title}
                        </a>
                      ) : (
                        n.title
                      )}
                    </span>
                    <span className="home-notice-date">{n.publishedTime}</span>
                  </>
                )}
              />
            </Card>
          </Col>
        )}
        <Col span={mayNotices ? 10 : 24}>
          <Card title={t('recentViews')} size="small">
            <HomeList
              items={recent}
              itemKey={(v) => v.path}
              emptyText={t('noData')}
              render={(v) => <a onClick={() => navigate(v.path)}>{recentTitle(v.path, v.title)}</a>}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
