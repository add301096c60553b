import torch

x = torch.tensor([1.0, float("nan"), float("nan")])

print(torch.unique(x))                    # 每个 NaN 都算作一个独立的值：nan 出现了两次
print(torch.unique(x[~x.isnan()]))        # 如果 NaN 不应计入，先把它去掉
