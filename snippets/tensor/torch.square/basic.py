import torch

x = torch.tensor([-2.0, 0.5, 3.0])
print(torch.square(x), x ** 2)             # the same values
print(torch.tensor([-2, 3]).square())      # integers stay int64

pred = torch.tensor([2.5, 0.0])
target = torch.tensor([3.0, -1.0])
print((pred - target).square().mean())     # hand-written mean squared error

w = torch.tensor([1.0, 2.0])
w.square_()                                # in place
print(w)
