import torch

labels = torch.tensor([0, 3, 7, 3, 9, 1])
keep = torch.tensor([1, 3, 9])

mask = torch.isin(labels, keep)
print(mask)
print(labels[mask])
print(labels[torch.isin(labels, keep, invert=True)])

# 需要忽略的 token id，例如填充和特殊 token。
tokens = torch.tensor([[101, 5, 6, 102, 0, 0]])
special = torch.tensor([0, 101, 102])
print((~torch.isin(tokens, special)).sum().item())
