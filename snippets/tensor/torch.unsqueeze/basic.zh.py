import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(3, 5, device=device)
print(torch.unsqueeze(x, 0).shape)   # 在最前面新增一维，比如只有一个样本的批次
print(torch.unsqueeze(x, 1).shape)
print(torch.unsqueeze(x, 2).shape)   # dim 可以等于 x.dim()
print(torch.unsqueeze(x, -1).shape)  # -1 表示“放在最后”

v = torch.tensor([1, 2, 3], device=device)
col = v.unsqueeze(1)
col[0, 0] = 10  # 这是视图：v 也跟着变
print(v)
print(v.unsqueeze(0) * col)  # (1, 3) * (3, 1) 广播成 (3, 3)
