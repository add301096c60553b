import torch

x = torch.ones(2)
x = x.to("gpu")  # PyTorch calls NVIDIA and AMD GPUs "cuda"
