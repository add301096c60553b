import torch

torch.set_printoptions(precision=3, suppress=True)  # NumPy 的选项名
