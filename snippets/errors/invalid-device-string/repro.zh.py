import torch

x = torch.ones(2)
x = x.to("gpu")  # PyTorch 把 NVIDIA 和 AMD 的 GPU 都叫作 "cuda"
