import { Button, Heading, IconButton, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useViewModel } from '../../app/container-context';
import { categoryPath } from '../../app/paths';
import { BannerCarouselViewModel } from './banner-carousel-view-model';

/** The home banner carousel, after the WAI-ARIA carousel pattern (auto-rotating, pausable). */
export const BannerCarousel = observer(function BannerCarousel() {
  const vm = useViewModel(BannerCarouselViewModel);
  const count = vm.slides.length;
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label="Offers"
      onPointerEnter={() => vm.pause('hover')}
      onPointerLeave={() => vm.resume('hover')}
      onFocus={() => vm.pause('focus')}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && vm.resume('focus')}
    >
      <div className="banner__viewport" aria-live={vm.paused ? 'polite' : 'off'}>
        {vm.slides.map((slide, i) => (
          <div
            key={slide.id}
            className="banner__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${slide.title}`}
            hidden={i !== vm.index}
          >
            {/* The whole slide is one link, one tab stop, named by the words it shows (title, subtitle,
                'Shop now'): the picture says nothing the words do not (its alt is empty), and a name
                that left words out would not contain the link's visible label (WCAG 2.5.3). */}
            <Link to={categoryPath(slide.category)} className="banner__link">
              <img
                className="banner__image"
                src={slide.image}
                alt=""
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              <div className="banner__text">
                <Heading as="h2" size={{ initial: '6', md: '8' }}>
                  {slide.title}
                </Heading>
                <Text as="p" size={{ initial: '2', md: '4' }}>
                  {slide.subtitle}
                </Text>
                {/* Looks like a button; a button inside a link would be a second, nested control. */}
                <Button asChild size={{ initial: '2', md: '3' }} highContrast>
                  <span className="banner__cta">
                    Shop now
                  </span>
                </Button>
              </div>
            </Link>
          </div>
        ))}
      </div>
      <div className="banner__controls">
        <IconButton className="banner__control" variant="soft" color="gray" highContrast radius="full" onClick={vm.togglePlay} aria-label={vm.pausedByUser ? 'Play slides' : 'Pause slides'}>
          {vm.pausedByUser ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
        </IconButton>
        <IconButton className="banner__control" variant="soft" color="gray" highContrast radius="full" onClick={vm.previous} aria-label="Previous slide">
          <ChevronLeftIcon aria-hidden />
        </IconButton>
        <div className="banner__dots">
          {vm.slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className="banner__dot"
              aria-label={`Slide ${i + 1}: ${slide.title}`}
              aria-current={i === vm.index ? 'true' : undefined}
              onClick={() => vm.goTo(i)}
            />
          ))}
        </div>
        <IconButton className="banner__control" variant="soft" color="gray" highContrast radius="full" onClick={vm.next} aria-label="Next slide">
          <ChevronRightIcon aria-hidden />
        </IconButton>
      </div>
    </section>
  );
});
