/**
 * Level 1: the personal details of spec part 2 §4, as on an official document. Accepted as
 * soon as the server finds them valid.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormError } from '@/shared/ui/FormError';
import { CountrySelect } from './CountrySelect';
import { useLevelOneForm } from './use-level-one-form';

export function LevelOneForm() {
  const { t } = useLingui();
  const form = useLevelOneForm();
  const country = form.textField('country');
  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} data-testid="kyc-level1-form">
      <Stack gap="sm">
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm">
          <TextInput
            label={t`First name`}
            autoComplete="given-name"
            required
            {...form.textField('firstName')}
          />
          <TextInput
            label={t`Last name`}
            autoComplete="family-name"
            required
            {...form.textField('lastName')}
          />
          <TextInput
            label={t`Date of birth`}
            type="date"
            autoComplete="bday"
            required
            {...form.textField('dateOfBirth')}
          />
          <CountrySelect
            value={country.value}
            onChange={(code) => form.setValue('country', code)}
            onBlur={country.onBlur}
            error={country.error}
          />
        </SimpleGrid>
        <TextInput
          label={t`Address line 1`}
          autoComplete="address-line1"
          required
          {...form.textField('addressLine1')}
        />
        <TextInput
          label={t`Address line 2`}
          autoComplete="address-line2"
          {...form.textField('addressLine2')}
        />
        <SimpleGrid type="container" cols={{ base: 1, '520px': 3 }} spacing="sm">
          <TextInput
            label={t`City`}
            autoComplete="address-level2"
            required
            {...form.textField('city')}
          />
          <TextInput
            label={t`Province or state`}
            autoComplete="address-level1"
            {...form.textField('province')}
          />
          <TextInput
            label={t`Postal code`}
            autoComplete="postal-code"
            required
            {...form.textField('postalCode')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Phone number`}
          description={t`With the country code, like +254712345678.`}
          type="tel"
          autoComplete="tel"
          required
          {...form.textField('phone')}
        />
        <FormError message={form.serverError} />
        <Button type="submit" loading={form.pending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Submit details</Trans>
        </Button>
      </Stack>
    </form>
  );
}
