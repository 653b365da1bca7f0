print('x'.uper())
