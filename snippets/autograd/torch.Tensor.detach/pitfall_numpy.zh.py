import torch

x = torch.ones(3, requires_grad=True)
x.numpy()  # 需要先调用 .detach()
