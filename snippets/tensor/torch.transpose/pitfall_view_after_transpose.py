import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(4, 10, 16, device=device)
y = x.transpose(1, 2)            # (4, 16, 10), strides swapped, data not moved
print(y.is_contiguous())
y.view(4, -1)
