import torch

players = torch.tensor([10, 20, 30])

print(torch.combinations(players))                        # 无序对，不重复
print(torch.combinations(players, r=3))
print(torch.combinations(players, with_replacement=True).shape)

idx = torch.combinations(torch.arange(4))                # 下标对 i < j，例如用于成对损失
print(idx.T)
