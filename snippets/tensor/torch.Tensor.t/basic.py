import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).view(2, 3)
y = x.t()
print(y)
print(x.shape, x.stride(), "->", y.shape, y.stride())
print("contiguous:", y.is_contiguous())
print("shares storage:", y.data_ptr() == x.data_ptr())

y[0, 1] = 100  # writes through to x
print(x)

# 0-D and 1-D tensors come back unchanged
v = torch.arange(3, device=device)
print(v.t().shape, torch.tensor(5.0, device=device).t().shape)
