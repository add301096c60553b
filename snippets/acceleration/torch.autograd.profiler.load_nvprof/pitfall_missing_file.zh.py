import os

from torch.autograd import profiler

print("exists before:", os.path.exists("run1.prof"))
try:
    profiler.load_nvprof("run1.prof")  # 文件名写错了，或者文件在别的目录
finally:
    print("exists after:", os.path.exists("run1.prof"), os.path.getsize("run1.prof"))
