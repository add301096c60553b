import torch

d = torch.tensor([[3.0, 1.0, 4.0],
                  [2.0, 5.0, 2.0]])   # e.g. distances: rows = queries, columns = candidates

print(torch.min(d))                    # smallest value overall

values, indices = torch.min(d, dim=1)  # nearest candidate per query
print(values, indices)                 # ties: row 1 has 2.0 at index 0 and 2

print(d.min(dim=0, keepdim=True).values.shape)
print(torch.min(d, torch.tensor(2.5)))   # element-wise against a tensor, like torch.minimum
