import torch

w = torch.tensor([1, 2, 3], requires_grad=True)  # 整数字面量：int64
