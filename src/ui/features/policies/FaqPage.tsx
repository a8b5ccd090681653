import { ChatBubbleIcon, EnvelopeClosedIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading, Tabs, Text, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOMER_CARE_PATH, pagePath } from '../../app/paths';
import { useService } from '../../app/container-context';
import type { QuestionAndAnswer } from '../../../domain/policies/question-and-answer';
import { FURTHER_HELP_LINKS } from '../../app/further-help';
import { InfoAccordion } from '../../components/InfoAccordion';
import { InfoPage, InfoSection } from '../../components/InfoPage';
import { FaqViewModel } from './faq-view-model';
import './policies.css';

const withLink = (item: QuestionAndAnswer) => (item.seeAlso ? { ...item, link: FURTHER_HELP_LINKS[item.seeAlso] } : item);

export const FaqPage = observer(function FaqPage() {
  const vm = useService(FaqViewModel);
  const searchRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    vm.clearSearch();
    searchRef.current?.focus();
  };
  return (
    <InfoPage title="Frequently Asked Questions" intro="Quick answers about orders, returns, your account and our products.">
      <search className="faq-search">
        <Text as="label" htmlFor="faq-search" size="2" weight="medium">
          Search the FAQ
        </Text>
        <TextField.Root
          ref={searchRef}
          id="faq-search"
          type="search"
          size="3"
          mt="1"
          placeholder="Search questions and answers"
          value={vm.search}
          onChange={(event) => vm.setSearch(event.target.value)}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon aria-hidden width={18} height={18} />
          </TextField.Slot>
        </TextField.Root>
      </search>
      <Text as="p" role="status" className="visually-hidden">
        {vm.searching ? (vm.matchCount === 1 ? '1 question found' : `${vm.matchCount} questions found`) : ''}
      </Text>
      {vm.noResults ? (
        <Flex direction="column" align="center" gap="3" className="faq-no-results">
          <Heading as="h2" size="4">
            No results found for &quot;{vm.searchText}&quot;
          </Heading>
          <Text as="p" color="gray" size="2">
            Try other words, or browse the topics after clearing the search.
          </Text>
          <Button size="3" variant="soft" onClick={clear}>
            Clear Search
          </Button>
        </Flex>
      ) : (
        <InfoSection title={vm.searching ? 'Matching Questions' : 'Browse by Topic'}>
          <Tabs.Root value={vm.tab} onValueChange={vm.choose}>
            <Tabs.List aria-label="FAQ topics">
              {vm.results.map((category) => (
                <Tabs.Trigger key={category.id} value={category.id} disabled={vm.searching && category.questions.length === 0}>
                  {vm.searching ? `${category.label} (${category.questions.length})` : category.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {vm.results.map((category) => (
              <Tabs.Content key={category.id} value={category.id} className="policy-tab-panel">
                <InfoAccordion items={category.questions.map(withLink)} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </InfoSection>
      )}
      <InfoSection title="Still have questions?">
        <Text as="p" color="gray" mb="3">
          Our support team is happy to help.
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild size="3">
            <Link to={CUSTOMER_CARE_PATH}>
              <ChatBubbleIcon aria-hidden />
              Chat With Us
            </Link>
          </Button>
          <Button asChild size="3" variant="outline">
            <Link to={pagePath('ContactPage')}>
              <EnvelopeClosedIcon aria-hidden />
              Contact Us
            </Link>
          </Button>
        </Flex>
      </InfoSection>
    </InfoPage>
  );
});
