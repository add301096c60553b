import torch

grad = torch.ones(4, 3)
print(grad.sum_to_size(1, 3))         # target must broadcast to (4, 3)
grad.sum_to_size(2, 3)                # 2 does not broadcast to 4
