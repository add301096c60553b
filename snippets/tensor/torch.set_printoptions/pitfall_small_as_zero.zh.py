import torch

grads = torch.tensor([3e-6, -2e-7, 0.5])

torch.set_printoptions(sci_mode=False)
print(grads)  # 极小的梯度被打印成了 0
print(grads[0].item(), (grads != 0).all().item())
