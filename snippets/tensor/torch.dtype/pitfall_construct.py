import torch

torch.dtype("float32")
