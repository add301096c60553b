import os

from torch.autograd import profiler

print("exists before:", os.path.exists("run1.prof"))
try:
    profiler.load_nvprof("run1.prof")  # a typo, or the file is elsewhere
finally:
    print("exists after:", os.path.exists("run1.prof"), os.path.getsize("run1.prof"))
