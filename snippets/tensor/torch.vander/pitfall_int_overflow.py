import torch

x = torch.tensor([10, 20])                  # int64 input
# nothing raises: 20**19 overflows int64 and wraps
print(torch.vander(x, N=20)[:, 0])
print(torch.vander(x.double(), N=20)[:, 0])
