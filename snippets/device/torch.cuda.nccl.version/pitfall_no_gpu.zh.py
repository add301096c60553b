import torch

# 即使没有可用的 GPU，也能得到版本号。
print("NCCL version known:", len(torch.cuda.nccl.version()) >= 3)
print("CUDA usable:", torch.cuda.is_available())
