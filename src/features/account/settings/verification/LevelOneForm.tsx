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
  const { form, pending, error, onSubmit } = useLevelOneForm();
  const country = form.getInputProps('country');
  return (
    <form noValidate onSubmit={onSubmit} data-testid="kyc-level1-form">
      <Stack gap="sm">
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm">
          <TextInput
            label={t`First name`}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t`Last name`}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t`Date of birth`}
            type="date"
            autoComplete="bday"
            required
            {...form.getInputProps('dateOfBirth')}
          />
          <CountrySelect
            value={form.values.country}
            onChange={(code) => form.setFieldValue('country', code)}
            onBlur={country.onBlur}
            error={country.error}
          />
        </SimpleGrid>
        <TextInput
          label={t`Address line 1`}
          autoComplete="address-line1"
          required
          {...form.getInputProps('addressLine1')}
        />
        <TextInput
          label={t`Address line 2`}
          autoComplete="address-line2"
          {...form.getInputProps('addressLine2')}
        />
        <SimpleGrid type="container" cols={{ base: 1, '520px': 3 }} spacing="sm">
          <TextInput
            label={t`City`}
            autoComplete="address-level2"
            required
            {...form.getInputProps('city')}
          />
          <TextInput
            label={t`Province or state`}
            autoComplete="address-level1"
            {...form.getInputProps('province')}
          />
          <TextInput
            label={t`Postal code`}
            autoComplete="postal-code"
            required
            {...form.getInputProps('postalCode')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Phone number`}
          description={t`With the country code, like +254712345678.`}
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phone')}
        />
        <FormError message={error} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Submit details</Trans>
        </Button>
      </Stack>
    </form>
  );
}
