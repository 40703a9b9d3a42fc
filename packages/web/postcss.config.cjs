module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '47.9375em',
        'mantine-breakpoint-md': '74.9375em',
        'mantine-breakpoint-lg': '87.4375em',
        'mantine-breakpoint-xl': '103.125em',
      },
    },
  },
};
