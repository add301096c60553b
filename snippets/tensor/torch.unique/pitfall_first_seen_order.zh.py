import torch

tokens = torch.tensor([30, 10, 30, 20, 10])

print(tokens.unique(sorted=False))        # 并不是“按首次出现的顺序”：这里仍然是排好序的

values, inverse = tokens.unique(return_inverse=True)
positions = torch.arange(tokens.numel())
first = torch.full_like(values, tokens.numel()).scatter_reduce(0, inverse, positions, reduce="amin")
print(values[first.argsort()])            # 30, 10, 20：按首次出现的顺序
