import torch

layers = [torch.ones(2, 3)]               # a chain that happens to have one matrix
print(torch.chain_matmul(*layers).shape)  # chain_matmul returns it unchanged
torch.linalg.multi_dot(layers)            # multi_dot needs at least two
