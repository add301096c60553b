
import torch

cores = 4           # e.g. os.cpu_count() on a small VM
processes = 8       # several processes share the machine
threads = cores // processes
print(threads)

torch.set_num_threads(max(1, threads))  # always keep at least one
print(torch.get_num_threads())
torch.set_num_threads(threads)
