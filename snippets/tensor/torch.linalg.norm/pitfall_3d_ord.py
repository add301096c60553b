import torch

features = torch.ones(2, 3, 4)      # (batch, tokens, dim)

print(torch.linalg.norm(features).shape)               # no ord: flattened, fine
print(torch.linalg.norm(features, ord=2, dim=-1).shape)  # per token
torch.linalg.norm(features, ord=2)                     # ord without dim on 3-D input
