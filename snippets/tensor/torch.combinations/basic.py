import torch

players = torch.tensor([10, 20, 30])

print(torch.combinations(players))                        # unordered pairs, no repeats
print(torch.combinations(players, r=3))
print(torch.combinations(players, with_replacement=True).shape)

idx = torch.combinations(torch.arange(4))                # index pairs i < j, e.g. for pairwise losses
print(idx.T)
