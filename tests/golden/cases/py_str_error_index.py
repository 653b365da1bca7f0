print('hello'.index('z'))
