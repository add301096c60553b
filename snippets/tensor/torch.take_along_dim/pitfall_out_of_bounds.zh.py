import torch

x = torch.tensor([[1, 2, 3],
                  [4, 5, 6]])
idx = torch.tensor([[0], [3]])                   # 3 超出了最后一列
# 不报错：下标被回绕，3 读到的是第 0 列
print(torch.take_along_dim(x, idx, dim=1))
print(torch.take_along_dim(x, torch.tensor([[-1], [100]]), dim=1))
# 取值前自行检查下标范围
print(bool(((idx >= 0) & (idx < x.size(1))).all()))
