
import torch

cores = 4           # 比如小型虚拟机上的 os.cpu_count()
processes = 8       # 多个进程共用这台机器
threads = cores // processes
print(threads)

torch.set_num_threads(max(1, threads))  # 至少保留一个线程
print(torch.get_num_threads())
torch.set_num_threads(threads)
