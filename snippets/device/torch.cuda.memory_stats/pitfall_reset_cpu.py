import torch

print(torch.cuda.memory_stats())  # empty, no error without a GPU
torch.cuda.reset_accumulated_memory_stats()  # but resetting has to reach CUDA
