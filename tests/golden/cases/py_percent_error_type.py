print('%d' % 'a')
