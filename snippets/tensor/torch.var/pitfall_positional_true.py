import torch

x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [2.0, 4.0, 6.0, 8.0]])

print(x.sum(1, True).shape)            # sum: the second positional is keepdim
print(x.var(1, True).shape)            # var: the second positional is unbiased, not keepdim
print(x.var(1, False))                 # ... so False silently switches to dividing by n
print(x.var(1, keepdim=True).shape)    # name it
