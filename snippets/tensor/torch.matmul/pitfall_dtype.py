import torch

token_counts = torch.tensor([[1, 0, 2]])   # int64, e.g. built from Python ints
weights = torch.ones(3, 2)                 # float32

print(token_counts.float() @ weights)      # cast first
token_counts @ weights                     # matmul does not promote types
