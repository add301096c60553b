import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).reshape(2, 3)
print(torch.transpose(x, 0, 1))
print(x.transpose(0, 1).shape, x.t().shape, x.T.shape)   # same result for 2-D tensors

b = torch.zeros(5, 2, 3, device=device)                   # a batch of matrices
print(b.transpose(-2, -1).shape, b.mT.shape)              # swap only the last two dims

# the result is a view that shares storage with x
y = x.transpose(0, 1)
y[0, 1] = 100
print(x[1, 0].item(), y.is_contiguous())
