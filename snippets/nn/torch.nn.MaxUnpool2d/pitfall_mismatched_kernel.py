import torch

x = torch.arange(7.0).view(1, 1, 7)
out, idx = torch.nn.MaxPool1d(3, stride=2, return_indices=True)(x)
print(torch.nn.MaxUnpool1d(3, stride=2)(out, idx))  # same kernel and stride: fine
torch.nn.MaxUnpool1d(2)(out, idx)  # stride 2 but kernel 2: computes length 6
