print('%f' % 'x')
