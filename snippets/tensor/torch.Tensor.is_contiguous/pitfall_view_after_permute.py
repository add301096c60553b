import torch

x = torch.zeros(2, 3, 4)
y = x.permute(0, 2, 1)
print(y.is_contiguous())
print(y.reshape(2, -1).shape)        # reshape copies when it must
y.view(2, -1)                        # view cannot: the layout does not allow it
