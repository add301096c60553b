import torch

x = torch.tensor([[3.0, 1.0], [2.0, 5.0]])
print(x.flatten().kthvalue(2))     # 在所有元素中取：先展平
torch.kthvalue(x, 2, dim=None)
