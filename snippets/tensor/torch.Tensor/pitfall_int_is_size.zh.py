import torch

n = 3
t = torch.Tensor(n)        # 本意：一个值为 3 的张量
print(t.shape)             # 实际：一个含 3 个元素、未初始化的张量
print(torch.tensor(n), torch.tensor(n).shape)
