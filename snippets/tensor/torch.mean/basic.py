import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0]])

print(x.mean())                      # over everything: 0-D
print(x.mean(dim=0))                 # per column -> (3,)
print(x.mean(dim=1, keepdim=True))   # per row, kept as (2, 1)

# centre each row: keepdim makes the result broadcast back
print(x - x.mean(dim=1, keepdim=True))

counts = torch.tensor([1, 2, 3, 4])          # int64
print(counts.mean(dtype=torch.float32))      # integer input needs a float dtype
print(torch.tensor([True, False, True]).float().mean())  # fraction of True
