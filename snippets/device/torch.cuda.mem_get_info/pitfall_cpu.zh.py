import torch

print(torch.cuda.memory_allocated())  # 0，没有 GPU 也不报错
free, total = torch.cuda.mem_get_info()  # 要向 CUDA 运行时查询
