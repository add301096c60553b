import torch

x = torch.tensor([[3.0, 1.0, 2.0],
                  [9.0, 7.0, 8.0]])
# k 从 1 开始计：k=1 是每行最小的值
print(torch.kthvalue(x, 1, dim=1))
# 沿最后一维（默认）取第二小的值
values, indices = x.kthvalue(2)
print(values, indices)
# 奇数长度时，中间那个 k 就是中位数
print(torch.kthvalue(x, (x.size(1) + 1) // 2, dim=1, keepdim=True).values)
print(x.median(dim=1, keepdim=True).values)
