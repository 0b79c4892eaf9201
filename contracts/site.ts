// The agency's identity: the one place its name, addresses and links are written down.
export const site = {
  company: "Kadal",
  legalName: "Kadal Creative LLP",
  tagline: "A marketing and creative company from Kochi, Kerala",
  email: "hello@kadal.agency",
  phone: "+91 484 400 2180",
  address: {
    street: "2nd Floor, Chakkalakal Building, Panampilly Nagar",
    locality: "Kochi",
    region: "Kerala",
    postalCode: "682036",
    country: "India",
    countryCode: "IN",
  },
  social: [
    { network: "Instagram", url: "https://www.instagram.com/kadal.agency/" },
    { network: "Facebook", url: "https://www.facebook.com/kadal.agency" },
    { network: "LinkedIn", url: "https://www.linkedin.com/company/kadal-agency/" },
    { network: "YouTube", url: "https://www.youtube.com/@kadal.agency" },
  ],
  blogUrl: "https://kadal.agency/blog/",
  copyrightHolder: "Kadal Creative LLP",
  foundedYear: 2014,
  themeColor: "#0b2a3a",
} as const;

export type Site = typeof site;
