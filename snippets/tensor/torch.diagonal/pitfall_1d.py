import torch

weights = torch.tensor([1.0, 2.0, 3.0])

print(torch.diag(weights))        # builds a diagonal matrix from a vector
print(torch.diag_embed(weights))  # same, and it also handles batches
weights.diagonal()                # diagonal only reads the diagonal of a matrix
