import torch

x = torch.ones(1, 1, 2, 4)
pad = torch.nn.ZeroPad2d((2, 0, 0, 0))  # meant: 2 rows on top (as in (top, bottom, left, right))
print(pad(x).shape)  # width grew instead: the order is (left, right, top, bottom)
print(torch.nn.ZeroPad2d((0, 0, 2, 0))(x).shape)
