import torch

# A version number even where no GPU can be used.
print("NCCL version known:", len(torch.cuda.nccl.version()) >= 3)
print("CUDA usable:", torch.cuda.is_available())
