import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(24, device=device).reshape(2, 3, 4)
y = torch.permute(x, (2, 0, 1))        # new dim i is old dim dims[i]
print(y.shape)
print(x.permute(0, 2, 1).shape)        # the method also accepts separate ints

# a view: same storage, permuted strides, usually not contiguous
print(x.stride(), y.stride())
print(y.is_contiguous())
y[0, 0, 0] = -1
print(x[0, 0, 0].item())

# typical use: NHWC images -> NCHW for conv layers
nhwc = torch.zeros(8, 32, 32, 3, device=device)
print(nhwc.permute(0, 3, 1, 2).shape)
