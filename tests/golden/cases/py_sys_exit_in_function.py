import sys
def main():
    print('working')
    sys.exit('fatal: something went wrong')
main()
print('never')
