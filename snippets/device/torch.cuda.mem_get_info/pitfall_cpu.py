import torch

print(torch.cuda.memory_allocated())  # 0, no error without a GPU
free, total = torch.cuda.mem_get_info()  # asks the CUDA runtime
