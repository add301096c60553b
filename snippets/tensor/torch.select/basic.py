import torch

x = torch.arange(12).reshape(3, 4)

print(x.select(0, 1))                    # row 1, like x[1]
print(torch.select(x, 1, -1))            # last column, like x[:, -1]
print(x.select(1, 0).shape, x.narrow(1, 0, 1).shape)   # select drops the dimension

# a view: writing into it writes into x
x.select(0, 0).fill_(-1)
print(x)
