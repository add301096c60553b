import torch

act = torch.nn.ELU(True)  # meant inplace=True, but the first argument is alpha
print(act)
print(act(torch.tensor([-5.0])))  # alpha=True == 1.0 here, so it happens to match the default ...
print(torch.nn.ELU(True).inplace)  # ... but nothing is done in place
