import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(1, 3, 1, 5, device=device)
print(torch.squeeze(x).shape)          # every size-1 dim removed
print(torch.squeeze(x, 2).shape)       # only dim 2
print(torch.squeeze(x, (0, 2)).shape)  # a tuple of dims
print(x.squeeze(-2).shape)             # negative dims count from the end

y = torch.squeeze(x)
y[0, 0] = 7.0  # a view: writes show up in x
print(x[0, 0, 0, 0].item())
