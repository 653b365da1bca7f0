def cleanup():
    try:
        print("working")
        return 1 / 0
    finally:
        print("cleaning up")
        raise RuntimeError("cleanup failed")

cleanup()
