import torch

tokens = torch.tensor([30, 10, 30, 20, 10])

print(tokens.unique(sorted=False))        # not "order of first appearance": here still sorted

values, inverse = tokens.unique(return_inverse=True)
positions = torch.arange(tokens.numel())
first = torch.full_like(values, tokens.numel()).scatter_reduce(0, inverse, positions, reduce="amin")
print(values[first.argsort()])            # 30, 10, 20: order of first appearance
