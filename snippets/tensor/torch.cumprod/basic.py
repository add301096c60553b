import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0]])
print(torch.cumprod(x, dim=1))          # running product along each row
print(x.cumprod(dim=0))                 # down the columns

keep = torch.tensor([0.9, 0.8, 0.5])    # per-step survival probabilities
print(keep.cumprod(0))                  # probability of surviving up to each step

p = torch.tensor([2.0, 0.0, 3.0, 4.0], requires_grad=True)
p.cumprod(0).sum().backward()
print(p.grad)                           # exact despite the zero: p[1] gets 2 + 2*3 + 2*3*4 = 32
