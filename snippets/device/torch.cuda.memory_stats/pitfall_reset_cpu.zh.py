import torch

print(torch.cuda.memory_stats())  # 没有 GPU 时返回空字典，不报错
torch.cuda.reset_accumulated_memory_stats()  # 但重置必须访问 CUDA
