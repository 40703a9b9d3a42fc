import type { TFunction } from 'i18next';
import { TOUR_STEPS, type TourName, anchorSelector } from './tours';

/**
 * Runs the tour of one screen with driver.js, loaded on first use (it stays out of the main bundle).
 * Keyboard: arrows move, Escape closes; the popover's buttons are real buttons in the tab order.
 * Answers false when none of the tour's anchors is on screen (nothing shown).
 */
export async function startTour(name: TourName, t: TFunction): Promise<boolean> {
  const steps = TOUR_STEPS[name].filter((s) => document.querySelector(anchorSelector(s.anchor)));
  if (steps.length === 0) return false;
  const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
  const tour = driver({
    showProgress: steps.length > 1,
    allowKeyboardControl: true,
    smoothScroll: true,
    stagePadding: 6,
    popoverClass: 'foyer-tour',
    progressText: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
    nextBtnText: t('tour.next'),
    prevBtnText: t('tour.back'),
    doneBtnText: t('tour.done'),
    steps: steps.map((s) => ({
      element: anchorSelector(s.anchor),
      popover: { title: t(`tour.${s.key}.title`), description: t(`tour.${s.key}.text`) },
    })),
  });
  tour.drive();
  return true;
}
