import torch

start = torch.cuda.Event(enable_timing=True)  # constructing is lazy: no error yet
print(start)
start.record()  # the first record needs a working CUDA device
