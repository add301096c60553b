import torch

rt = torch.cuda.cudart()  # initialises CUDA first
