import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { faqElementId } from './faq-accordions';

// The open question lives in the address's hash (#<faqId>) so a link or a bookmark opens it.
// Opening or closing replaces the entry rather than adding one per click. Once the FAQs are on
// screen, the question the address opened is scrolled into view (once: later clicks do not jump).
export function useOpenFaq(loaded: boolean) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const openId = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined;
  const scrolled = useRef(false);

  useEffect(() => {
    if (!loaded || !openId || scrolled.current) return;
    scrolled.current = true;
    document.getElementById(faqElementId(openId))?.scrollIntoView({ block: 'start' });
  }, [loaded, openId]);

  const setOpenId = useCallback(
    (faqId: string | undefined) => {
      scrolled.current = true;
      void navigate(
        { pathname, search, hash: faqId ? encodeURIComponent(faqId) : '' },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, pathname, search],
  );

  return [openId, setOpenId] as const;
}
