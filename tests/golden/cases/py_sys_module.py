import sys
print(sys.version)
print(sys.version_info)
print(sys.version_info.major, sys.version_info.minor, sys.version_info[:2], sys.version_info >= (3, 8), sys.version_info[0])
print(sys.maxsize, sys.platform, sys.byteorder, sys.maxunicode, sys.getrecursionlimit(), type(sys.version_info))
print(sys)
print(sys.stdout)
n = sys.stdout.write('written\n')
print(n, sys.stdout.flush())
