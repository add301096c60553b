import torch

scores = torch.tensor([0.5, 0.5, 0.9])

print(torch.combinations(scores))                   # 返回的是值对：相等的值无法区分
print(torch.combinations(torch.arange(len(scores))))   # 下标对
